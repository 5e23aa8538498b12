import type { CollegeEntry, MajorEntry } from '../load.js'
import type { MajorPool, OfferingSources } from './offering-pools.js'
import { isRestricted, offeringWeights } from './offerings.js'
import type { Random } from './prng.js'
import type { Tier } from './school-tiers.js'

/**
 * `published`: exactly the majors 江苏's groups list; `published+pool`: a
 * published list too short to be whole, topped up from a pool;
 * `tier-type-pool`, `type-pool`, `tier-pool`: drawn from what real schools
 * of its tier and type, of its type, or of its tier run; `rule`: drawn by
 * type from the whole catalogue, where no pool is large enough (专科
 * schools: the file lists 本科 majors only).
 */
export type MajorsSource = 'published' | 'published+pool' | 'tier-type-pool' | 'type-pool' | 'tier-pool' | 'rule'

/** A pool counts only when this many real schools make it: one or two schools are their own catalogue, not their kind's. */
export const MIN_POOL_SCHOOLS = 3
/** A pool must hold 1.5 times the majors a school draws from it, or every school of its kind would get nearly the same list. */
export const POOL_HEADROOM = 1.5
/**
 * At most a tenth of a draw may spill out of the fields the school's type
 * gives it: where a pool holds fewer majors of a field than the draw expects
 * to take there, the rest fills up from other fields (a 医药 school drawing
 * from a thin pool ran a third of its majors outside medicine).
 */
export const MAX_SPILL = 0.1

/**
 * `count` majors the school does not run yet (`taken`), from the first pool
 * that is large enough: its tier and type, its type, its tier. In a pool of
 * its own type a major weighs by how many of the pool's schools run it, so
 * the fields follow what such schools really teach; in a tier's pool, mostly
 * other types' majors, the type's field weights of offerings.ts come first.
 * offerings.ts's restrictions hold in every pool. Without a large enough
 * pool, the type rule over the whole catalogue.
 */
export function drawMajors(
  college: CollegeEntry,
  tier: Tier,
  catalogue: readonly MajorEntry[],
  sources: OfferingSources,
  count: number,
  taken: ReadonlySet<number>,
  random: Random,
): { majors: MajorEntry[]; from: MajorsSource } {
  const ofType = (pool: MajorPool) =>
    pool.majors.map((major, i) => (isRestricted(college, major) ? 0 : (pool.popularity[i] ?? 0)))
  const ofTier = (pool: MajorPool) => offeringWeights(college, pool.majors, pool.popularity)
  // The published lists are of 本科 majors: a 专科 school has no pool.
  const pools =
    college.level !== '本科'
      ? []
      : [
          { pool: sources.pool({ tier, type: college.type }), weigh: ofType, from: 'tier-type-pool' as const },
          { pool: sources.pool({ type: college.type }), weigh: ofType, from: 'type-pool' as const },
          { pool: sources.pool({ tier }), weigh: ofTier, from: 'tier-pool' as const },
        ]
  for (const { pool, weigh, from } of pools) {
    if (!pool || pool.schools < MIN_POOL_SCHOOLS) continue
    const weights = untaken(weigh(pool), pool.majors, taken)
    if (largeEnough(pool, weights, count)) {
      return { majors: random.weightedSample(pool.majors, (_, i) => weights[i] ?? 0, count), from }
    }
  }
  const weights = untaken(offeringWeights(college, catalogue), catalogue, taken)
  return { majors: random.weightedSample(catalogue, (_, i) => weights[i] ?? 0, count), from: 'rule' }
}

function untaken(weights: number[], majors: readonly MajorEntry[], taken: ReadonlySet<number>): number[] {
  return weights.map((w, i) => (taken.has(majors[i]?.id ?? -1) ? 0 : w))
}

/** Whether the pool has POOL_HEADROOM times `count` majors to draw from, and at most MAX_SPILL of the draw would overflow its field. */
function largeEnough(pool: MajorPool, weights: readonly number[], count: number): boolean {
  const total = weights.reduce((sum, w) => sum + w, 0)
  if (weights.filter((w) => w > 0).length < POOL_HEADROOM * count) return false
  const fields = new Map<string, { weight: number; majors: number }>()
  for (const [i, major] of pool.majors.entries()) {
    const weight = weights[i] ?? 0
    if (weight <= 0) continue
    const field = fields.get(major.category) ?? { weight: 0, majors: 0 }
    fields.set(major.category, { weight: field.weight + weight, majors: field.majors + 1 })
  }
  const spill = [...fields.values()].reduce((sum, f) => sum + Math.max(0, (count * f.weight) / total - f.majors), 0)
  return spill <= MAX_SPILL * count
}
