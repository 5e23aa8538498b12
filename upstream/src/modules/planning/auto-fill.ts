import {
  type Band,
  FILL_REASON_TEXT,
  FILL_SPLITS,
  type FillPreferences,
  MAX_GROUPS_PER_SCHOOL,
  MAX_LINES_PER_SCHOOL,
  SAFE_RANK_RATIO,
} from '@gaokao/contracts'
import type { PlanningCandidate } from './candidate.js'
import { evaluate, lineOf, type Option, volunteerView } from './evaluate.js'
import type { FillContext } from './fill-context.js'
import { lineReasons } from './fill-reasons.js'
import { admissionCheck, admissionTypesOf, majorCheck } from './option-filters.js'
import type { MajorFacts, PlanningData, TrackData, Unit } from './planning-data.js'
import { meetsRequirement } from './subject-match.js'

/**
 * One-click filling (docs/ai-fill.md): a whole table in the province's unit,
 * as many volunteers as its rule allows, split 冲/稳/保 by the user's ratio,
 * each band filled in preference order, then ordered from 冲 to 保 (hardest
 * first). What a parent would accept: the student's preferences first, else
 * majors families choose (without a chosen category, never a major of the
 * lowest popularity tier unless the student's assessment points to it); a
 * few lines per school at most; 保 lines within SAFE_RANK_RATIO of the
 * candidate's rank (the nearest beyond it only when too few lie within); a
 * reason per line about that line.
 */
export interface FillLine {
  /** The option, its majors as the line names them (ordered by preference, then appeal). */
  readonly option: Option
  readonly why: readonly string[]
}

export interface FillResult {
  readonly lines: readonly FillLine[]
  readonly counts: Readonly<Record<Band, number>>
  /** Volunteers left empty because the filters left too few options. */
  readonly shortfall: number
  readonly batch: string
}

/** Volunteers per band from the split (percent), adding up to the table's size. */
export function quotas(
  volunteers: number,
  split: { reach: number; match: number; safe: number },
): Record<Band, number> {
  const reach = Math.min(volunteers, Math.round((volunteers * split.reach) / 100))
  const safe = Math.min(volunteers - reach, Math.round((volunteers * split.safe) / 100))
  return { 冲: reach, 稳: volunteers - reach - safe, 保: safe }
}

/** When a band runs short, the rest is taken from these bands, in order. */
const REFILL_ORDER: readonly Band[] = ['稳', '保', '冲']

/** A major the assessment names counts this much more than its appeal (at most 1). */
const FITTING_BONUS = 0.5

/** The lines one school may take: majors in 专业+院校 provinces, groups (or the school itself) elsewhere. */
export function capPerSchool(data: Pick<TrackData, 'mode'>): number {
  return data.mode === '专业+院校' ? MAX_LINES_PER_SCHOOL : MAX_GROUPS_PER_SCHOOL
}

export function autoFill(
  planning: Pick<PlanningData, 'schools'>,
  data: TrackData,
  candidate: PlanningCandidate,
  preferences: FillPreferences,
  context: FillContext = {},
): FillResult {
  const { options, batch } = evaluate(planning, data, candidate, preferences, volunteerView(data))
  const shaper = shaperOf(data, candidate, preferences, context)
  const buckets: Record<Band, Shaped[]> = { 冲: [], 稳: [], 保: [] }
  // 保 options far below the candidate's rank waste the score: kept aside, nearest first, for a short 保 band only.
  const beyond: Shaped[] = []
  for (const o of options) {
    const shaped = shaper(o)
    if (!shaped) continue
    if (o.band === '保' && predictedRatio(o, candidate) > SAFE_RANK_RATIO) beyond.push(shaped)
    else buckets[o.band].push(shaped)
  }
  beyond.sort(
    (a, b) =>
      predictedRatio(a.option, candidate) - predictedRatio(b.option, candidate) ||
      (a.option.unit.key < b.option.unit.key ? -1 : 1),
  )
  for (const band of REFILL_ORDER) {
    buckets[band].sort(
      (a, b) =>
        b.key - a.key ||
        b.option.probability - a.option.probability ||
        (a.option.unit.key < b.option.unit.key ? -1 : 1),
    )
  }

  const want = quotas(data.volunteers, preferences.split ?? FILL_SPLITS.default)
  const cap = capPerSchool(data)
  const perSchool = new Map<number, number>()
  const taken = new Set<string>()
  const chosen: { shaped: Shaped; from?: Band; beyond?: true }[] = []
  const next = new Map<Band, number>(REFILL_ORDER.map((b) => [b, 0]))

  const pick = (bucket: readonly Shaped[], from: number, count: number, add: (s: Shaped) => void) => {
    let got = 0
    let i = from
    while (got < count && i < bucket.length) {
      const s = bucket[i++] as Shaped
      const school = s.option.unit.schoolId
      if (taken.has(s.option.unit.key) || (perSchool.get(school) ?? 0) >= cap) continue
      taken.add(s.option.unit.key)
      perSchool.set(school, (perSchool.get(school) ?? 0) + 1)
      add(s)
      got++
    }
    return { got, next: i }
  }
  const take = (band: Band, count: number, from?: Band): number => {
    const r = pick(buckets[band], next.get(band) ?? 0, count, (s) =>
      chosen.push(from ? { shaped: s, from } : { shaped: s }),
    )
    next.set(band, r.next)
    return r.got
  }

  // Each short band is made up on its own, so every refill line names the band whose place it takes.
  const shortages: { band: Band; missing: number }[] = []
  for (const band of REFILL_ORDER) {
    let got = take(band, want[band])
    // Near the top few options lie within the ratio: the nearest beyond it make up the 保 band, and say so.
    if (band === '保' && got < want.保)
      got += pick(beyond, 0, want.保 - got, (s) => chosen.push({ shaped: s, beyond: true })).got
    if (got < want[band]) shortages.push({ band, missing: want[band] - got })
  }
  for (const shortage of shortages) {
    for (const band of REFILL_ORDER) {
      if (shortage.missing === 0) break
      shortage.missing -= take(band, shortage.missing, shortage.band)
    }
  }

  chosen.sort(
    (a, b) =>
      a.shaped.option.probability - b.shaped.option.probability ||
      (a.shaped.option.unit.key < b.shaped.option.unit.key ? -1 : 1),
  )
  const counts: Record<Band, number> = { 冲: 0, 稳: 0, 保: 0 }
  const lines = chosen.map(({ shaped, from, beyond }) => {
    counts[shaped.option.band]++
    const why = lineReasons({ option: shaped.option, from, candidate, preferences, context })
    return { option: shaped.option, why: beyond ? [...why, FILL_REASON_TEXT.safeShort(SAFE_RANK_RATIO)] : why }
  })
  return { lines, counts, shortfall: data.volunteers - lines.length, batch }
}

/** The option's predicted minimum rank as a multiple of the candidate's rank. */
function predictedRatio(option: Option, candidate: Pick<PlanningCandidate, 'rank'>): number {
  return (option.basis.stats?.predictedRank ?? 0) / candidate.rank
}

/** An option as filling would name it, with the key it is chosen by (higher first). */
interface Shaped {
  readonly option: Option
  readonly key: number
}

/**
 * Names an option's majors as a parent would (preferred categories, then the
 * assessment, then appeal; never a lowest-tier major by default) and gives
 * its key, or drops it when no acceptable major is left.
 */
function shaperOf(
  data: TrackData,
  candidate: PlanningCandidate,
  preferences: FillPreferences,
  context: FillContext,
): (option: Option) => Shaped | undefined {
  const check = majorCheck(preferences)
  const admission = admissionCheck(preferences)
  const categories = preferences.majorCategories ?? []
  const { appeal, fitting } = context
  // A chosen category is the student's own word: only without one is a rare major left out.
  const exotic = (m: MajorFacts) =>
    categories.length === 0 && (appeal?.get(m.id)?.tier ?? 2) <= 1 && !fitting?.has(m.id)
  const worth = (m: MajorFacts) =>
    Math.min(1, (appeal?.get(m.id)?.appeal ?? 0) + (fitting?.has(m.id) ? FITTING_BONUS : 0))
  const cap = data.mode === '专业+院校' ? Number.POSITIVE_INFINITY : data.majorsPerVolunteer
  const limitedIds = (o: Option) => new Set(o.limited.map((l) => l.major.id))

  const majorsOf = (o: Option): readonly Unit[] | undefined => {
    if (o.unit.kind === 'major') return o.unit.major && !exotic(o.unit.major) ? [] : undefined
    // Without adjustment the chance depends on the named majors: they stay, and a line naming an exotic one goes.
    if (o.notAdjusting) return o.majors.every((m) => m.major && !exotic(m.major)) ? o.majors : undefined
    const limited = limitedIds(o)
    // As the evaluator names them: an ordinary line names none of a mixed group's special majors (艺术类...).
    const named = admission
      .fitting(o.unit.majors, admissionTypesOf(o.unit, o.school), o.school)
      .filter(
        (m): m is Unit & { major: MajorFacts } =>
          m.major !== undefined &&
          meetsRequirement(m.requirement, candidate.subjects) &&
          !limited.has(m.major.id) &&
          check.wanted(m.major, m.tuitionMin) &&
          !exotic(m.major),
      )
      .sort(
        (a, b) =>
          check.preference(b.major) - check.preference(a.major) ||
          worth(b.major) - worth(a.major) ||
          a.majorId - b.majorId,
      )
      .slice(0, cap)
    return named.length > 0 ? named : undefined
  }

  return (option) => {
    const majors = majorsOf(option)
    if (!majors) return undefined
    // Re-named majors (adjustment accepted: the chance is the group's) carry their own per-major chances.
    const line = option.line && option.basis.stats && lineOf(option.basis.stats, majors, candidate.rank, true)
    const shaped = option.unit.kind === 'major' || majors === option.majors ? option : { ...option, majors, line }
    const facts = (shaped.unit.kind === 'major' ? [shaped.unit] : shaped.majors).flatMap((m) =>
      m.major ? [m.major] : [],
    )
    const mean = facts.length === 0 ? 0 : facts.reduce((s, m) => s + worth(m), 0) / facts.length
    // A chosen category decides; appeal then breaks ties. Without one, appeal is the major side.
    const major = categories.length > 0 ? Math.max(0, ...facts.map((m) => check.preference(m))) + 0.01 * mean : mean
    const school = option.school.strength
    const p = preferences.priority
    const key = p === 1 ? major + 0.01 * school : p === 2 ? school + 0.01 * major : 0.5 * major + 0.5 * school
    return { option: shaped, key }
  }
}
