import type { DataOf, queryUserEvaluationReport } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import type { AssessmentData, DimensionData } from './assessments.js'

type Report = DataOf<typeof queryUserEvaluationReport>
export type FitResult = Pick<Report, 'codeName' | 'summary' | 'dimensions' | 'majors' | 'careers' | 'relatedJobs'>

/** A career that names no job exactly links to at most this many jobs whose names contain it (医生 -> 内科医生 ...). */
const JOBS_PER_CAREER = 3
/** Jobs reached through the fitting majors. */
const RELATED_JOBS = 12

/**
 * What a result means and what fits it: the texts of the dimensions (or the
 * type) in the code, and the majors and careers the assessment names for
 * them, resolved against the majors and jobs tables. It depends only on the
 * assessment and the code, so it is computed once per pair.
 */
export class FitResolver {
  readonly #cache = new Map<string, FitResult>()
  readonly #majors
  readonly #jobs
  readonly #related

  constructor(db: Db) {
    // One query per kind of lookup, whatever the number of names (no N+1).
    this.#majors = db.prepare(
      `SELECT m.id, m.code, m.name, m.level, m.class_name AS className
       FROM majors m WHERE m.name IN (SELECT value FROM json_each(?))
       ORDER BY m.level = '专科', m.id`,
    )
    this.#jobs = db.prepare(
      `SELECT c.value AS career, j.id, j.name, j.industry, j.salary_min AS salaryMin, j.salary_max AS salaryMax,
              j.name = c.value AS exact
       FROM json_each(?) c JOIN jobs j ON instr(j.name, c.value) > 0
       ORDER BY c.key, exact DESC, length(j.name), j.id`,
    )
    this.#related = db.prepare(
      `SELECT j.id, j.name, j.industry, j.salary_min AS salaryMin, j.salary_max AS salaryMax, COUNT(*) AS links
       FROM job_majors jm JOIN jobs j ON j.id = jm.job_id
       WHERE jm.major_id IN (SELECT value FROM json_each(@majors))
         AND j.id NOT IN (SELECT value FROM json_each(@exclude))
       GROUP BY j.id ORDER BY links DESC, j.id LIMIT ${RELATED_JOBS}`,
    )
  }

  resolve(assessment: AssessmentData, code: string): FitResult {
    const key = `${assessment.id}|${code}`
    let fit = this.#cache.get(key)
    if (!fit) {
      fit = this.#compute(assessment, code)
      this.#cache.set(key, fit)
    }
    return fit
  }

  #compute(assessment: AssessmentData, code: string): FitResult {
    const byCode = new Map(assessment.dimensions.map((d) => [d.code, d]))
    const dims = [...code].map((c) => byCode.get(c)).filter((d): d is DimensionData => d !== undefined)
    const dimensions = dims.map((d) => ({ code: d.code, name: d.name, summary: d.summary, traits: d.traits }))

    // What the assessment names: a type's own lists, else those of the code's dimensions in order.
    const type = assessment.types.find((t) => t.code === code)
    const sources: { from: string; majors: readonly string[]; careers: readonly string[] }[] =
      assessment.kind === 'type'
        ? type
          ? [{ from: type.code, majors: type.majors, careers: type.careers }]
          : []
        : dims.map((d) => ({ from: d.code, majors: d.majors ?? [], careers: d.careers ?? [] }))

    const majorNames = [...new Set(sources.flatMap((s) => s.majors))]
    const majorRows = this.#majors.all(JSON.stringify(majorNames)) as Omit<FitResult['majors'][number], 'from'>[]
    // A name may be both a 本科 and a 专科 major: the 本科 one (listed first) stands for it.
    const majorByName = new Map<string, (typeof majorRows)[number]>()
    for (const m of majorRows) if (!majorByName.has(m.name)) majorByName.set(m.name, m)
    const majors: FitResult['majors'] = []
    const seenMajors = new Set<number>()
    for (const s of sources) {
      for (const name of s.majors) {
        const m = majorByName.get(name)
        if (m && !seenMajors.has(m.id)) {
          seenMajors.add(m.id)
          majors.push({ ...m, from: s.from })
        }
      }
    }

    const careerNames = [...new Set(sources.flatMap((s) => s.careers))]
    const jobRows = this.#jobs.all(JSON.stringify(careerNames)) as (FitResult['relatedJobs'][number] & {
      career: string
      exact: number
    })[]
    const jobsOf = new Map<string, FitResult['relatedJobs']>()
    // Rows come exact name first: an exact name stands alone, else up to JOBS_PER_CAREER names containing the career.
    for (const { career, exact: _exact, ...job } of jobRows) {
      const list = jobsOf.get(career) ?? []
      if (list[0]?.name === career || list.length >= JOBS_PER_CAREER) continue
      list.push(job)
      jobsOf.set(career, list)
    }
    const careers: FitResult['careers'] = []
    const seenCareers = new Set<string>()
    for (const s of sources) {
      for (const name of s.careers) {
        if (seenCareers.has(name)) continue
        seenCareers.add(name)
        careers.push({ name, from: s.from, jobs: jobsOf.get(name) ?? [] })
      }
    }

    const named = careers.flatMap((c) => c.jobs.map((j) => j.id))
    const relatedJobs = (
      this.#related.all({
        majors: JSON.stringify([...seenMajors]),
        exclude: JSON.stringify(named),
      }) as (FitResult['relatedJobs'][number] & {
        links: number
      })[]
    ).map(({ links: _links, ...job }) => job)

    return {
      codeName: type ? type.name : dims.map((d) => d.name).join(' · '),
      summary: type?.summary ?? '',
      dimensions,
      majors,
      careers,
      relatedJobs,
    }
  }
}
