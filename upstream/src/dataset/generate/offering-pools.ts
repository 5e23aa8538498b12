import type { CollegeEntry, MajorEntry } from '../load.js'
import { type RealOfferings, type RealSchoolOffering, realSchoolOfferings } from '../real/group-majors.js'
import { type Tier, tierOf } from './school-tiers.js'

/**
 * The majors real schools of one kind run: the union of the published
 * offerings (江苏 2024's 选科要求) of the schools of a tier and type, of a
 * type or of a tier, with how many of them run each. A school without published majors
 * draws from its kind's pool only, so it never gets a major no school like it
 * teaches (docs/dataset-model.md, "What a school runs").
 */
export interface MajorPool {
  /** In catalogue (id) order, so draws do not depend on the order schools were read in. */
  readonly majors: readonly MajorEntry[]
  /** For each major, the number of the pool's schools that run it. */
  readonly popularity: readonly number[]
  /** How many real schools the pool is the union of. */
  readonly schools: number
}

export interface OfferingSources {
  /** The school's published majors, when 江苏's groups list any (本科 schools only: the file lists 本科 majors). */
  real(college: CollegeEntry): RealSchoolOffering | undefined
  /** The pool of a tier and type, of a type (every tier) or of a tier; undefined when no real school is of that kind. */
  pool(kind: { readonly tier?: Tier; readonly type?: string }): MajorPool | undefined
}

/**
 * Reads the published offerings once for a whole dataset. A college is
 * found by its id (the 院校代码) or, for our colleges that keep an explicit
 * 9xxxx id, by the MOE list's name. Only the colleges passed in make pools,
 * so a pool is the same however often it is asked for.
 */
export function offeringSources(
  colleges: readonly CollegeEntry[],
  undergraduate: readonly MajorEntry[],
  offerings: RealOfferings = realSchoolOfferings(undergraduate),
): OfferingSources {
  const byName = new Map([...offerings.schools.values()].map((s) => [s.name, s]))
  const real = (college: CollegeEntry) =>
    college.level === '本科' ? (offerings.schools.get(college.id) ?? byName.get(college.name)) : undefined

  const counts = new Map<string, { schools: number; runs: Map<number, number> }>()
  for (const college of colleges) {
    const offering = real(college)
    if (!offering) continue
    const tier = tierOf(college)
    for (const key of [poolKey({ tier, type: college.type }), poolKey({ type: college.type }), poolKey({ tier })]) {
      const entry = counts.get(key) ?? { schools: 0, runs: new Map<number, number>() }
      counts.set(key, entry)
      entry.schools++
      for (const id of offering.majorIds) entry.runs.set(id, (entry.runs.get(id) ?? 0) + 1)
    }
  }
  const pools = new Map<string, MajorPool>()
  for (const [key, { schools, runs }] of counts) {
    const majors = undergraduate.filter((m) => runs.has(m.id)).sort((a, b) => a.id - b.id)
    pools.set(key, { majors, popularity: majors.map((m) => runs.get(m.id) ?? 0), schools })
  }
  return { real, pool: (kind) => pools.get(poolKey(kind)) }
}

function poolKey(kind: { readonly tier?: Tier; readonly type?: string }): string {
  return `${kind.tier ?? ''}|${kind.type ?? ''}`
}
