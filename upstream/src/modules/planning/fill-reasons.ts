import { type Band, FILL_REASON_TEXT, FILL_TEXT, type FillPreferences } from '@gaokao/contracts'
import type { PlanningCandidate } from './candidate.js'
import type { Option } from './evaluate.js'
import type { FillContext } from './fill-context.js'

/**
 * Why one-click filling put a line where it stands (docs/ai-fill.md,
 * "Reasons"): its chance, the band it stands in for when one ran short, its
 * position against the candidate's rank, its school and its majors, each in
 * the line's own figures, so no two lines read alike.
 */
export function lineReasons(input: {
  readonly option: Option
  readonly from: Band | undefined
  readonly candidate: Pick<PlanningCandidate, 'rank'>
  readonly preferences: FillPreferences
  readonly context: FillContext
}): string[] {
  const { option, from, candidate, preferences, context } = input
  const out = [FILL_TEXT.band(option.band, option.probability)]
  if (from && from !== option.band) out.push(FILL_TEXT.movedFrom(from, option.band))
  const predicted = option.basis.stats?.predictedRank
  if (predicted !== undefined) out.push(FILL_REASON_TEXT.position(option.band, predicted, candidate.rank))
  const s = option.school
  out.push(FILL_REASON_TEXT.school(s.name, s.level, s.city, s.rank))

  const majors = (option.unit.kind === 'major' ? [option.unit] : option.majors).flatMap((m) =>
    m.major ? [m.major] : [],
  )
  if (majors.length === 0) return out
  const names = majors.map((m) => m.name)
  const categories = preferences.majorCategories ?? []
  const preferred = majors.map((m) => categories.indexOf(m.category)).filter((i) => i >= 0)
  const fitting = majors.filter((m) => context.fitting?.has(m.id)).map((m) => m.name)
  const first = majors[0] && context.appeal?.get(majors[0].id)
  if (preferred.length > 0) {
    const best = Math.min(...preferred)
    out.push(FILL_REASON_TEXT.majorsPreferred(names, categories[best] as string, best + 1))
  } else if (fitting.length > 0) out.push(FILL_REASON_TEXT.majorsAssessed(names, fitting))
  else if (first) out.push(FILL_REASON_TEXT.majorsPopular(names, first.schools, first.employmentRate))
  else out.push(FILL_TEXT.majors(names))
  return out
}
