import { type Band, FILL_SPLITS, FILL_TEXT, type FillPreferences, MAX_LINES_PER_SCHOOL } from '@gaokao/contracts'
import type { PlanningCandidate } from './candidate.js'
import { evaluate, type Option, preferenceKey, volunteerView } from './evaluate.js'
import type { PlanningData, TrackData } from './planning-data.js'

/**
 * One-click filling (docs/chance-model.md, "One-click filling"): a whole
 * table in the province's unit, as many volunteers as its rule allows,
 * split 冲/稳/保 by the user's ratio, each band filled in preference order,
 * no unit twice, then ordered from 冲 to 保 (hardest first). Each line keeps
 * why it was chosen.
 */
export interface FillLine {
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

export function autoFill(
  planning: Pick<PlanningData, 'schools'>,
  data: TrackData,
  candidate: PlanningCandidate,
  preferences: FillPreferences,
): FillResult {
  const { options, batch } = evaluate(planning, data, candidate, preferences, volunteerView(data))
  const priority = preferences.priority
  const buckets: Record<Band, Option[]> = { 冲: [], 稳: [], 保: [] }
  for (const o of options) buckets[o.band].push(o)
  for (const band of REFILL_ORDER) {
    buckets[band].sort(
      (a, b) =>
        preferenceKey(b, priority) - preferenceKey(a, priority) ||
        b.probability - a.probability ||
        (a.unit.key < b.unit.key ? -1 : 1),
    )
  }

  const want = quotas(data.volunteers, preferences.split ?? FILL_SPLITS.default)
  const capPerSchool = data.mode === '专业+院校' ? MAX_LINES_PER_SCHOOL : Number.POSITIVE_INFINITY
  const perSchool = new Map<number, number>()
  const taken = new Set<string>()
  const chosen: { option: Option; from?: Band }[] = []
  const next = new Map<Band, number>(REFILL_ORDER.map((b) => [b, 0]))

  const take = (band: Band, count: number, from?: Band): number => {
    let got = 0
    const bucket = buckets[band]
    let i = next.get(band) ?? 0
    while (got < count && i < bucket.length) {
      const o = bucket[i++] as Option
      if (taken.has(o.unit.key) || (perSchool.get(o.unit.schoolId) ?? 0) >= capPerSchool) continue
      taken.add(o.unit.key)
      perSchool.set(o.unit.schoolId, (perSchool.get(o.unit.schoolId) ?? 0) + 1)
      chosen.push(from ? { option: o, from } : { option: o })
      got++
    }
    next.set(band, i)
    return got
  }

  // Each short band is made up on its own, so every refill line names the band whose place it takes
  // (two short bands once all said the first one was short).
  const shortages: { band: Band; missing: number }[] = []
  for (const band of REFILL_ORDER) {
    const got = take(band, want[band])
    if (got < want[band]) shortages.push({ band, missing: want[band] - got })
  }
  for (const shortage of shortages) {
    for (const band of REFILL_ORDER) {
      if (shortage.missing === 0) break
      shortage.missing -= take(band, shortage.missing, shortage.band)
    }
  }

  chosen.sort((a, b) => a.option.probability - b.option.probability || (a.option.unit.key < b.option.unit.key ? -1 : 1))
  const counts: Record<Band, number> = { 冲: 0, 稳: 0, 保: 0 }
  const lines = chosen.map(({ option, from }) => {
    counts[option.band]++
    return { option, why: why(option, preferences, from) }
  })
  return { lines, counts, shortfall: data.volunteers - lines.length, batch }
}

function why(option: Option, preferences: FillPreferences, from: Band | undefined): string[] {
  const out = [FILL_TEXT.band(option.band, option.probability)]
  if (from && from !== option.band) out.push(FILL_TEXT.movedFrom(from, option.band))
  const categories = preferences.majorCategories ?? []
  const majorCategory = (option.unit.major ?? option.majors[0]?.major)?.category
  const order = majorCategory === undefined ? -1 : categories.indexOf(majorCategory)
  const majorReason =
    order >= 0 && majorCategory ? FILL_TEXT.majorFirst(majorCategory, order + 1) : FILL_TEXT.majorFirstNone
  if (preferences.priority === 1) out.push(majorReason)
  else if (preferences.priority === 2) out.push(FILL_TEXT.schoolFirst(option.school.name, option.school.rank))
  else out.push(FILL_TEXT.balanced)
  if (option.majors.length > 0) out.push(FILL_TEXT.majors(option.majors.map((m) => m.major?.name ?? '')))
  return out
}
