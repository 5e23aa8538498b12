import {
  PROGRAMME_REFUSAL_CODE,
  PROGRAMME_TEXT,
  type ProgrammeKey,
  queryProgrammeDetail,
  queryProgrammeJobs,
  queryProgrammeRelated,
  queryProgrammeSchools,
  queryScoreGain,
  type Track,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { LATEST_YEAR } from '../../dataset/generate/model.js'
import { loadProgrammes, type ProgrammeEntry } from '../../dataset/guidance-data.js'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'
import { DEMO_FIGURES, provenanceOf } from '../../lib/provenance.js'
import { type AdmissionRow, programmeQueries, type SchoolRow, UNDERGRADUATE_LINE } from './queries.js'

/** Points a student might add, for 提分规划. */
export const GAIN_STEPS = [5, 10, 20, 30] as const

/**
 * The programme pages: their text (upstream/data/programmes, in memory),
 * related articles and tools, and what the dataset says about each path
 * (the reads in queries.ts).
 */
export default async function programmeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db
  const programmes = loadProgrammes()
  const programme = (key: ProgrammeKey): ProgrammeEntry => {
    const entry = programmes.get(key)
    if (!entry) throw ApiError.refuse(PROGRAMME_REFUSAL_CODE.programmeNotFound, PROGRAMME_TEXT.programmeNotFound)
    return entry
  }

  const q = programmeQueries(db)

  const toSchool = (row: SchoolRow, admission: AdmissionRow | undefined, year: number | null) => ({
    id: row.id,
    name: row.name,
    province: row.province,
    city: row.city,
    level: row.level,
    nature: row.nature,
    tags: row.tags ? row.tags.split(',') : [],
    admission:
      admission && year !== null
        ? {
            year,
            batch: admission.batch,
            minScore: admission.minScore,
            minRank: admission.minRank,
            source: provenanceOf(admission.sourceUrl, year),
          }
        : null,
  })

  /** The page's schools with their easiest unit in the exam province, from one query. */
  const withAdmissions = (rows: SchoolRow[], province: string | undefined, track: Track | undefined) => {
    const year = province && track ? ((q.admissionsYear.get(province, track) as number | null) ?? null) : null
    const admissions = new Map<number, AdmissionRow>()
    if (year !== null && rows.length > 0) {
      const found = q.admissionsOf.all({ ids: JSON.stringify(rows.map((r) => r.id)), province, year, track })
      for (const a of found as AdmissionRow[]) admissions.set(a.schoolId, a)
    }
    return { year, list: rows.map((r) => toSchool(r, admissions.get(r.id), year)) }
  }

  implement(app, queryProgrammeDetail, ({ body }) => {
    const { articles: _articles, tools: _tools, industries: _industries, ...detail } = programme(body.key)
    return detail
  })

  implement(app, queryProgrammeRelated, ({ body }) => {
    const entry = programme(body.key)
    const found = new Map((q.articlesOf.all(JSON.stringify(entry.articles)) as { id: number }[]).map((a) => [a.id, a]))
    return {
      articles: entry.articles.flatMap((id) => {
        const a = found.get(id)
        return a ? [a as { id: number; kind: string; title: string; date: string; summary: string }] : []
      }),
      tools: entry.tools.map((t) => ({ ...t })),
    }
  })

  implement(app, queryProgrammeSchools, ({ body }) => {
    const page = { limit: body.pageSize, offset: (body.pageNum - 1) * body.pageSize }
    const paging = { pageNum: body.pageNum, pageSize: body.pageSize, demo: DEMO_FIGURES }
    const { province, track } = body
    if (body.key === 'plan' || body.key === 'postgraduatePlan') {
      const tag = body.key === 'plan' ? '强基计划' : '保研资格'
      const rows = q.byTag.all({ tag, ...page }) as SchoolRow[]
      const { year, list } = withAdmissions(rows, province, track)
      return {
        list,
        total: q.byTagCount.get(tag) as number,
        ...paging,
        rule: PROGRAMME_TEXT.rules[body.key],
        year,
        line: null,
      }
    }
    if (body.key === 'singleMovePlan') {
      const located = { province: province ?? null }
      const rows = q.vocational.all({ ...located, ...page }) as SchoolRow[]
      const { year, list } = withAdmissions(rows, province, track)
      return {
        list,
        total: q.vocationalCount.get(located) as number,
        ...paging,
        rule: province ? PROGRAMME_TEXT.rules.singleMovePlan(province) : PROGRAMME_TEXT.rules.singleMoveAll,
        year,
        line: null,
      }
    }
    // undergraduatePlan: 本科 schools just above the 本科 line of the exam province and track.
    if (!province || !track) {
      return {
        list: [],
        total: 0,
        ...paging,
        rule: PROGRAMME_TEXT.rules.undergraduateNeedsProvince,
        year: null,
        line: null,
      }
    }
    const year = q.admissionsYear.get(province, track) as number | null
    const line =
      year === null ? undefined : (q.lineOf.get(province, track, year, UNDERGRADUATE_LINE) as number | undefined)
    if (year === null || line === undefined) {
      throw ApiError.refuse(PROGRAMME_REFUSAL_CODE.tableMissing, PROGRAMME_TEXT.tableMissing(province, track))
    }
    const key = { province, track, year, line }
    const ids = q.nearLine.all({ ...key, ...page }) as { id: number }[]
    const rows = new Map((q.schoolsById.all(JSON.stringify(ids.map((r) => r.id))) as SchoolRow[]).map((r) => [r.id, r]))
    const ordered = ids.flatMap((r) => {
      const row = rows.get(r.id)
      return row ? [row] : []
    })
    const { list } = withAdmissions(ordered, province, track)
    return {
      list,
      total: q.nearLineCount.get(key) as number,
      ...paging,
      rule: PROGRAMME_TEXT.rules.undergraduatePlan(province, track, year, line),
      year,
      line,
    }
  })

  implement(app, queryScoreGain, ({ body }) => {
    const year = app.ranks.yearOf(body.province) ?? app.ranks.year
    const facts = q.cohort.get(body.province, year, body.track) as { candidates: number } | undefined
    if (!facts) {
      throw ApiError.refuse(PROGRAMME_REFUSAL_CODE.tableMissing, PROGRAMME_TEXT.tableMissing(body.province, body.track))
    }
    // A number whatever the score, as the page states one: the nearest the table allows (docs/rank-lookup.md).
    const rankOf = (score: number) =>
      app.ranks.nearestRank(body.province, body.track, Math.max(0, score), facts.candidates) ?? facts.candidates
    const rank = rankOf(body.score)
    return {
      year,
      candidates: facts.candidates,
      score: body.score,
      rank,
      steps: GAIN_STEPS.map((points) => {
        const score = body.score + points
        const then = rankOf(score)
        return { points, score, rank: then, passed: Math.max(0, rank - then) }
      }),
      lines: (q.linesOf.all(body.province, body.track, year) as { batch: string; score: number }[]).map((l) => ({
        ...l,
        gap: l.score - body.score,
      })),
      demo: DEMO_FIGURES,
    }
  })

  implement(app, queryProgrammeJobs, ({ body }) => {
    const all = programme('stateEnterprisePlan').industries ?? []
    const industries = body.industry ? all.filter((i) => i === body.industry) : all
    const json = JSON.stringify(industries)
    const rows = q.jobsIn.all({
      industries: json,
      limit: body.pageSize,
      offset: (body.pageNum - 1) * body.pageSize,
    }) as { id: number; name: string; industry: string; salaryMin: number; salaryMax: number; majors: string }[]
    return {
      list: rows.map((r) => ({ ...r, majors: (JSON.parse(r.majors) as string[]).slice(0, 4) })),
      total: q.jobsCount.get(json) as number,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      industries: [...all],
      year: LATEST_YEAR,
      demo: DEMO_FIGURES,
    }
  })
}
