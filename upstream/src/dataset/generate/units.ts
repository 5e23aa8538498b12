import { TRACK_ORDER, type Track } from '@gaokao/contracts'
import { volunteerRule } from '../volunteer-rules.js'
import { streamFor } from './prng.js'
import type { ProvinceModel } from './province-model.js'
import type { OfferedMajor, SchoolProfile } from './school-profile.js'
import { REQUIREMENT_SUBJECTS, type SubjectRequirement, tracksFor } from './subject-requirements.js'

/**
 * What a school recruits in one province: one unit per major and track, with
 * its 院校专业组 (where the province fills by group) and its usual places.
 * The same units serve every year, so groups and majors stay put across
 * the history years and the plan year and only the figures move.
 */
export interface RecruitmentUnit {
  readonly offered: OfferedMajor
  readonly track: Track
  /** '01', '02'... in provinces that fill by 院校专业组, '' elsewhere. */
  readonly groupCode: string
  /** Places in a usual year; each year's figure varies around it. */
  readonly basePlaces: number
}

/** Majors run on both tracks split their places about 60/40 between 物理类 and 历史类. */
const PHYSICS_SHARE_OF_SHARED_MAJORS = 0.6
const REQUIREMENT_ORDER = Object.keys(REQUIREMENT_SUBJECTS) as SubjectRequirement[]

export function recruitmentUnits(profile: SchoolProfile, province: ProvinceModel): RecruitmentUnit[] {
  const { college, model } = profile
  const home = province.name === college.province
  const random = streamFor('recruitment', college.id, province.name)
  // Away from home a school sends a few majors, its most wanted ones the likeliest.
  const majors = home
    ? profile.offered
    : random.weightedSample(profile.offered, (o) => 1 / o.demand, random.int(...model.majorsAway))

  const units: Omit<RecruitmentUnit, 'groupCode'>[] = []
  for (const offered of majors) {
    const tracks = tracksFor(offered.requirement, province.mode)
    const usual = home
      ? random.int(...model.placesHome)
      : 1 + Math.floor(random.uniform() * model.placesAway * Math.sqrt(province.candidates / 500_000))
    for (const track of tracks) {
      const share =
        tracks.length === 1
          ? 1
          : track === '物理类'
            ? PHYSICS_SHARE_OF_SHARED_MAJORS
            : 1 - PHYSICS_SHARE_OF_SHARED_MAJORS
      units.push({ offered, track, basePlaces: Math.max(1, Math.round(usual * share)) })
    }
  }
  return withGroups(units, province.name)
}

/**
 * A 院校专业组 holds majors with the same subject requirement on the same
 * track, at most the province's majors-per-group; groups are numbered per
 * school and province, 物理类 first.
 */
function withGroups(units: Omit<RecruitmentUnit, 'groupCode'>[], province: string): RecruitmentUnit[] {
  const rule = volunteerRule(province)
  if (rule.mode !== '院校专业组') return units.map((u) => ({ ...u, groupCode: '' }))
  const byKey = new Map<string, Omit<RecruitmentUnit, 'groupCode'>[]>()
  const sorted = [...units].sort(
    (a, b) =>
      TRACK_ORDER.indexOf(a.track) - TRACK_ORDER.indexOf(b.track) ||
      REQUIREMENT_ORDER.indexOf(a.offered.requirement) - REQUIREMENT_ORDER.indexOf(b.offered.requirement) ||
      a.offered.major.id - b.offered.major.id,
  )
  for (const unit of sorted) {
    const key = `${unit.track}|${unit.offered.requirement}`
    const members = byKey.get(key)
    if (members) members.push(unit)
    else byKey.set(key, [unit])
  }
  const grouped: RecruitmentUnit[] = []
  let next = 1
  for (const members of byKey.values()) {
    for (let i = 0; i < members.length; i += rule.majorsPerVolunteer) {
      const groupCode = String(next++).padStart(2, '0')
      for (const unit of members.slice(i, i + rule.majorsPerVolunteer)) grouped.push({ ...unit, groupCode })
    }
  }
  return grouped
}
