import type { CollegeEntry, MajorEntry } from '../dataset/load.js'
import { demandFactor, offeringWeights, SPECIALISED_TYPES } from './offerings.js'
import { type Random, streamFor } from './prng.js'
import { PROVINCE_MODELS } from './province-model.js'
import { TIERS, type Tier, type TierModel, tierOf } from './school-tiers.js'
import { type SubjectRequirement, schoolRequirement } from './subject-requirements.js'

export interface OfferedMajor {
  readonly major: MajorEntry
  readonly requirement: SubjectRequirement
  /** demandFactor with the school's own twist: multiplies the school's selectivity. */
  readonly demand: number
}

/** Everything about a school the admission figures derive from; drawn once from the school's own stream. */
export interface SchoolProfile {
  readonly college: CollegeEntry
  readonly tier: Tier
  readonly model: TierModel
  /** See TierModel.selectivity: smaller is more selective. */
  readonly selectivity: number
  /** Provinces it recruits in, its own first. */
  readonly provinces: readonly string[]
  readonly offered: readonly OfferedMajor[]
}

/** Schools run by a ministry recruit a little better than provincial peers of the same tier. */
const MINISTRY_BONUS = 0.8

/** `catalogue`: the majors of the school's level, 本科 or 专科. */
export function profileSchool(college: CollegeEntry, catalogue: readonly MajorEntry[]): SchoolProfile {
  const tier = tierOf(college)
  const model = TIERS[tier]
  const random = streamFor('school', college.id)
  const ministry = college.authority === '教育部' && tier !== 'C9' && tier !== '985' ? MINISTRY_BONUS : 1
  const selectivity = random.logUniform(...model.selectivity) * ministry
  return {
    college,
    tier,
    model,
    selectivity,
    provinces: recruitingProvinces(college, model, random),
    offered: offeredMajors(college, model, catalogue),
  }
}

function recruitingProvinces(college: CollegeEntry, model: TierModel, random: Random): string[] {
  const count = random.int(...model.provinces)
  const others = PROVINCE_MODELS.filter((p) => p.name !== college.province)
  // Larger provinces are likelier destinations: they have more candidates to fill places with.
  const chosen = random.weightedSample(others, (p) => Math.sqrt(p.candidates), count - 1)
  return [college.province, ...chosen.map((p) => p.name)]
}

function offeredMajors(college: CollegeEntry, model: TierModel, majors: readonly MajorEntry[]): OfferedMajor[] {
  const random = streamFor('offered-majors', college.id)
  const [min, max] = model.majorsOffered
  const specialised = SPECIALISED_TYPES.has(college.type) ? 0.6 : 1
  const count = Math.max(8, Math.round(random.int(min, max) * specialised))
  const weights = offeringWeights(college, majors)
  const chosen = random.weightedSample(majors, (_, i) => weights[i] ?? 0, count)
  return chosen.map((major) => {
    const own = streamFor('school-major', college.id, major.id)
    return { major, requirement: schoolRequirement(major, own), demand: demandFactor(major) * own.jitter(0.15) }
  })
}
