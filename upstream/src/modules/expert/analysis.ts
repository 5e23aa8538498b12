import {
  type Band,
  BUDGET_TUITION,
  type ChoiceFilters,
  type DataOf,
  formatShare,
  type interpretationReport,
  meetsRequirementText,
  type queryScaleByxk,
  REGION_PROVINCES,
  REPORT_SUMMARY_TEXT,
  RISK_SPLITS,
  type recommendationsMajorByScore,
} from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import { DEMO_FIGURES } from '../../lib/provenance.js'
import type { PlanningCandidate } from '../planning/candidate.js'
import { defaultBatch, evaluate, type Option, sortOptions } from '../planning/evaluate.js'
import type { PlanningData, TrackData } from '../planning/planning-data.js'

/**
 * The figures of an expert-assisted plan (辅助方案), all from the dataset
 * and the planning engine (docs/chance-model.md), deterministic for a
 * given profile and answers:
 * - majors: every major open to the candidate's subjects in their province
 *   and track, with how many of its school units fall in 冲/稳/保;
 * - scale: the share of the plan year's school-major units the subjects meet;
 * - volunteers: the 冲/稳/保 split of the plan's style, what is available
 *   under the plan's conditions, and representative options per band.
 */
export type Answers = Readonly<Record<string, readonly string[]>>
export type MajorFit = DataOf<typeof recommendationsMajorByScore>['list'][number]
export type ScaleResult = DataOf<typeof queryScaleByxk>
export type Report = DataOf<typeof interpretationReport>
type Conform = Report['volunteers']

const EXAMPLES_PER_BAND = 5
/** A subject set that opens less than this share of units is called narrow in the summary. */
const NARROW_SHARE = 0.6
const SUMMARY_MAJORS = 5

export function first(answers: Answers, key: string): string | undefined {
  return answers[key]?.[0]
}

/** The plan's answers as the planner's filters: regions, tuition ceiling, adjustment; categories optional. */
export function filtersOf(answers: Answers, candidate: PlanningCandidate, withCategories: boolean): ChoiceFilters {
  const filters: ChoiceFilters = {}
  const regions = answers.regions ?? []
  if (regions.length > 0 && !regions.includes('不限')) {
    const provinces = new Set<string>()
    for (const region of regions) {
      if (region === '本省') provinces.add(candidate.province)
      for (const p of REGION_PROVINCES[region] ?? []) provinces.add(p)
    }
    filters.schoolProvinces = [...provinces]
  }
  const categories = answers.categories ?? []
  if (withCategories && categories.length > 0) filters.majorCategories = [...categories]
  const budget = first(answers, 'budget')
  const tuition = budget ? BUDGET_TUITION[budget] : undefined
  if (tuition !== undefined) filters.tuitionMax = tuition
  if (first(answers, 'adjust') === '不服从调剂') filters.acceptAdjust = false
  return filters
}

export class SchemeAnalysis {
  readonly #scaleRows

  constructor(
    db: Db,
    readonly planning: PlanningData,
  ) {
    this.#scaleRows = db.prepare(
      `SELECT p.subject_requirement AS requirement, m.category, COUNT(*) AS n
       FROM enrolment_plans p JOIN majors m ON m.id = p.major_id
       WHERE p.province = ? AND p.track = ? AND p.year = ?
       GROUP BY p.subject_requirement, m.category`,
    )
  }

  /** Majors by how many of their school units the candidate may apply to; preferred categories first. */
  majors(data: TrackData, candidate: PlanningCandidate, answers: Answers): MajorFit[] {
    const filters = filtersOf(answers, candidate, false)
    const { options } = evaluate(this.planning, data, candidate, filters, 'major')
    const preferred = new Set(answers.categories ?? [])
    const byMajor = new Map<number, { fit: MajorFit; bestStrength: number }>()
    for (const o of options) {
      const major = o.unit.major
      if (!major) continue
      let entry = byMajor.get(major.id)
      if (!entry) {
        entry = {
          fit: {
            majorId: major.id,
            name: major.name,
            category: major.category,
            className: major.className,
            preferred: preferred.has(major.category),
            options: 0,
            counts: { 冲: 0, 稳: 0, 保: 0 },
            best: null,
          },
          bestStrength: -1,
        }
        byMajor.set(major.id, entry)
      }
      entry.fit.options++
      entry.fit.counts[o.band]++
      // The strongest school within reach (稳 or 保); a 冲 option only while there is none.
      const safe = o.band !== '冲'
      const strength = o.school.strength + (safe ? 1 : 0)
      if (
        strength > entry.bestStrength ||
        (strength === entry.bestStrength && o.school.id < (entry.fit.best?.schoolId ?? 0))
      ) {
        entry.bestStrength = strength
        entry.fit.best = { schoolId: o.school.id, schoolName: o.school.name, probability: o.probability, band: o.band }
      }
    }
    const reachable = (f: MajorFit) => f.counts.稳 + f.counts.保
    return [...byMajor.values()]
      .map((e) => e.fit)
      .sort(
        (a, b) =>
          Number(b.preferred) - Number(a.preferred) ||
          reachable(b) - reachable(a) ||
          b.options - a.options ||
          a.majorId - b.majorId,
      )
  }

  /** The share of the plan year's school-major units in the province and track that the subjects meet. */
  scale(data: TrackData, candidate: PlanningCandidate): ScaleResult {
    const rows = this.#scaleRows.all(candidate.province, candidate.track, data.planYear) as {
      requirement: string
      category: string
      n: number
    }[]
    const byRequirement = new Map<string, number>()
    const byCategory = new Map<string, { total: number; open: number }>()
    let total = 0
    let open = 0
    for (const row of rows) {
      const ok = meetsRequirementText(row.requirement, candidate.xk)
      total += row.n
      if (ok) open += row.n
      byRequirement.set(row.requirement, (byRequirement.get(row.requirement) ?? 0) + row.n)
      const c = byCategory.get(row.category) ?? { total: 0, open: 0 }
      c.total += row.n
      if (ok) c.open += row.n
      byCategory.set(row.category, c)
    }
    return {
      xk: candidate.xk,
      province: candidate.province,
      track: candidate.track,
      planYear: data.planYear,
      total,
      open,
      share: total > 0 ? round4(open / total) : 0,
      byRequirement: [...byRequirement]
        .map(([requirement, n]) => ({ requirement, total: n, open: meetsRequirementText(requirement, candidate.xk) }))
        .sort((a, b) => b.total - a.total || a.requirement.localeCompare(b.requirement)),
      byCategory: [...byCategory]
        .map(([category, c]) => ({ category, total: c.total, open: c.open, share: round4(c.open / c.total) }))
        .sort((a, b) => b.total - a.total || a.category.localeCompare(b.category)),
      demo: DEMO_FIGURES,
    }
  }

  /** The plan's 冲/稳/保 split against what its conditions leave, with representative options per band. */
  conform(data: TrackData, candidate: PlanningCandidate, answers: Answers): Conform {
    const filters = filtersOf(answers, candidate, true)
    const { options, batch } = evaluate(this.planning, data, candidate, filters, 'school')
    const split = RISK_SPLITS[first(answers, 'risk') ?? '均衡'] ?? { reach: 25, match: 50, safe: 25 }
    const suggested = splitCounts(data.volunteers, split)
    const available: Record<Band, number> = { 冲: 0, 稳: 0, 保: 0 }
    for (const o of options) available[o.band]++
    const examples = { 冲: [], 稳: [], 保: [] } as Record<Band, Conform['examples']['冲']>
    for (const band of ['冲', '稳', '保'] as const) {
      const inBand = sortOptions(
        options.filter((o) => o.band === band),
        'preference',
        3,
      )
      examples[band] = inBand.slice(0, EXAMPLES_PER_BAND).map(exampleOf)
    }
    return {
      province: candidate.province,
      track: candidate.track,
      rank: candidate.rank,
      rankYear: data.rankYear,
      planYear: data.planYear,
      demo: DEMO_FIGURES,
      batch,
      volunteers: data.volunteers,
      split,
      suggested,
      available,
      examples,
    }
  }

  /** The report: the candidate's position, the top majors, the subjects' reach, the split and a summary. */
  report(
    data: TrackData,
    candidate: PlanningCandidate,
    scheme: Report['scheme'],
    answers: Answers,
    generatedAt: string,
  ): Report {
    const batch = defaultBatch(data, candidate)
    const share = candidate.rank / Math.max(1, data.candidatesNow)
    const majors = this.majors(data, candidate, answers)
    const scale = this.scale(data, candidate)
    const volunteers = this.conform(data, candidate, answers)
    const S = REPORT_SUMMARY_TEXT
    const summary: string[] = [S.position(formatShare(share), batch)]
    const top = majors.filter((m) => m.counts.稳 + m.counts.保 > 0).slice(0, SUMMARY_MAJORS)
    summary.push(S.majors(top.map((m) => m.name)))
    const preferred = answers.categories ?? []
    if (preferred.length > 0 && !majors.some((m) => m.preferred)) summary.push(S.preferredMissing(preferred))
    summary.push(S.scale(formatShare(scale.share)))
    if (scale.share < NARROW_SHARE) summary.push(S.scaleLow)
    summary.push(S.volunteers(volunteers.suggested.冲, volunteers.suggested.稳, volunteers.suggested.保))
    for (const band of ['冲', '稳', '保'] as const) {
      if (volunteers.available[band] < volunteers.suggested[band]) summary.push(S.shortage(band))
    }
    if (first(answers, 'adjust') === '不服从调剂') summary.push(S.notAdjusting)
    const goal = S.goal[first(answers, 'goal') ?? '']
    if (goal) summary.push(goal)
    summary.push(S.disclaimer)
    return {
      scheme,
      generatedAt,
      position: {
        score: candidate.score,
        rank: candidate.rank,
        year: data.rankYear,
        candidates: data.candidatesNow,
        share: round4(share),
        batch,
        lines: data.batchLines.map((l) => ({ batch: l.batch, score: l.score })),
      },
      majors: majors.slice(0, 10),
      scale,
      volunteers,
      summary,
      demo: DEMO_FIGURES,
    }
  }
}

/** A volunteer count split by percentages, rounding so the parts add up to the whole. */
export function splitCounts(
  volunteers: number,
  split: { reach: number; match: number; safe: number },
): Record<Band, number> {
  const reach = Math.round((volunteers * split.reach) / 100)
  const safe = Math.round((volunteers * split.safe) / 100)
  return { 冲: reach, 稳: Math.max(0, volunteers - reach - safe), 保: safe }
}

function exampleOf(o: Option) {
  return {
    schoolId: o.school.id,
    schoolName: o.school.name,
    groupCode: o.unit.groupCode,
    majorName: o.unit.major?.name ?? null,
    probability: round4(o.probability),
    band: o.band,
  }
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000
}
