import { POPULARITY_TIERS } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import { loadMajorOutcomes } from '../major/outcomes.js'

/**
 * How much families want a major, from the data (docs/ai-fill.md, "Majors"):
 * how many schools run it (schools open and keep what applicants choose; the
 * dataset holds no applications) and its employment rate, each as a
 * percentile within the major's level. The popularity percentile also gives
 * the tier: the lowest tier is what a parent would call exotic (蜂学, 马业科学).
 */
export interface MajorStanding {
  /** Schools running the major (school_majors). */
  readonly schools: number
  /** Share of the level's offered majors run by fewer schools: 0 for the rarest. */
  readonly popularity: number
  /** 1 (rarest) to POPULARITY_TIERS. */
  readonly tier: number
  /** Percent, the latest graduating year. */
  readonly employmentRate: number
  /** Share of the level's offered majors with a lower employment rate. */
  readonly employment: number
  /** 0.6 × popularity + 0.4 × employment: what filling weighs majors by without a preference. */
  readonly appeal: number
}

export type MajorAppeal = ReadonlyMap<number, MajorStanding>

/** Popularity weighs more than employment: the employment figures are generated (示例数据), the offerings largely real. */
const POPULARITY_WEIGHT = 0.6

export function loadMajorAppeal(db: Db): MajorAppeal {
  const rows = db
    .prepare(
      `SELECT m.id, m.level, (SELECT count(*) FROM school_majors s WHERE s.major_id = m.id) AS schools FROM majors m`,
    )
    .all() as { id: number; level: '本科' | '专科'; schools: number }[]
  const outcomes = loadMajorOutcomes(db)
  const result = new Map<number, MajorStanding>()
  for (const level of ['本科', '专科'] as const) {
    // A major no school runs never reaches a table; leaving it out keeps it from diluting the percentiles.
    const offered = rows.filter((r) => r.level === level && r.schools > 0)
    const rate = (id: number) => outcomes.of(id)?.at(-1)?.employmentRate ?? 0
    const popularity = percentiles(offered.map((r) => r.schools))
    const employment = percentiles(offered.map((r) => rate(r.id)))
    offered.forEach((r, i) => {
      const p = popularity[i] ?? 0
      const e = employment[i] ?? 0
      result.set(r.id, {
        schools: r.schools,
        popularity: p,
        tier: Math.min(POPULARITY_TIERS, 1 + Math.floor(p * POPULARITY_TIERS)),
        employmentRate: rate(r.id),
        employment: e,
        appeal: POPULARITY_WEIGHT * p + (1 - POPULARITY_WEIGHT) * e,
      })
    })
  }
  return result
}

/** For each value, the share of values strictly below it (ties share one percentile). */
function percentiles(values: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b)
  const below = (v: number) => {
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((sorted[mid] as number) < v) lo = mid + 1
      else hi = mid
    }
    return lo
  }
  return values.map((v) => (sorted.length === 0 ? 0 : below(v) / sorted.length))
}
