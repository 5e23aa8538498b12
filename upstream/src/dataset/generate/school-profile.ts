import type { CollegeEntry, MajorEntry } from '../load.js'
import { drawMajors, type MajorsSource } from './draw-majors.js'
import { type OfferingSources, offeringSources } from './offering-pools.js'
import { demandFactor, SPECIALISED_TYPES } from './offerings.js'
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
  /** Where its majors come from (docs/dataset-model.md, "What a school runs"). */
  readonly majorsFrom: MajorsSource
}

/** The generator's floor for any school; a published list shorter than this is a fragment of the school's (北京外国语大学: 新闻学, 传播学). */
export const MIN_MAJORS = 8
/** Schools run by a ministry recruit a little better than provincial peers of the same tier. */
const MINISTRY_BONUS = 0.8

/** Every school's profile; the published offerings are read once for all. */
export function profileSchools(
  colleges: readonly CollegeEntry[],
  catalogue: Readonly<Record<'本科' | '专科', readonly MajorEntry[]>>,
): SchoolProfile[] {
  const sources = offeringSources(colleges, catalogue.本科)
  return colleges.map((college) => profileSchool(college, catalogue[college.level], sources))
}

/** `catalogue`: the majors of the school's level, 本科 or 专科. */
export function profileSchool(
  college: CollegeEntry,
  catalogue: readonly MajorEntry[],
  sources: OfferingSources,
): SchoolProfile {
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
    ...offeredMajors(college, tier, model, catalogue, sources),
  }
}

function recruitingProvinces(college: CollegeEntry, model: TierModel, random: Random): string[] {
  const count = random.int(...model.provinces)
  const others = PROVINCE_MODELS.filter((p) => p.name !== college.province)
  // Larger provinces are likelier destinations: they have more candidates to fill places with.
  const chosen = random.weightedSample(others, (p) => Math.sqrt(p.candidates), count - 1)
  return [college.province, ...chosen.map((p) => p.name)]
}

function offeredMajors(
  college: CollegeEntry,
  tier: Tier,
  model: TierModel,
  catalogue: readonly MajorEntry[],
  sources: OfferingSources,
): { offered: OfferedMajor[]; majorsFrom: MajorsSource } {
  const random = streamFor('offered-majors', college.id)
  const [min, max] = model.majorsOffered
  const specialised = SPECIALISED_TYPES.has(college.type) ? 0.6 : 1
  const count = Math.max(MIN_MAJORS, Math.round(random.int(min, max) * specialised))
  const real = sources.real(college)
  const byId = new Map(catalogue.map((m) => [m.id, m]))
  const published = (real?.majorIds ?? []).flatMap((id) => byId.get(id) ?? [])
  const offer = (major: MajorEntry): OfferedMajor => {
    const own = streamFor('school-major', college.id, major.id)
    const requirement = real?.requirementOf.get(major.id) ?? schoolRequirement(major, own)
    return { major, requirement, demand: demandFactor(major) * own.jitter(0.15) }
  }
  if (published.length >= MIN_MAJORS) return { offered: published.map(offer), majorsFrom: 'published' }

  const taken = new Set(published.map((m) => m.id))
  const drawn = drawMajors(college, tier, catalogue, sources, count - published.length, taken, random)
  const majors = [...published, ...drawn.majors].sort((a, b) => a.id - b.id)
  return { offered: majors.map(offer), majorsFrom: published.length > 0 ? 'published+pool' : drawn.from }
}
