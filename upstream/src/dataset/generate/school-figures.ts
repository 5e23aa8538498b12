import { formerTrackOf, satNewExam } from '@gaokao/contracts'
import { admitOneYear, PLACES_SIGMA } from './admissions.js'
import type { Cohorts } from './cohorts.js'
import { type Batch, PLAN_YEAR, UNDERGRADUATE_BATCH, VOCATIONAL_BATCH } from './model.js'
import { streamFor } from './prng.js'
import type { ProvinceModel } from './province-model.js'
import type { DatasetSink } from './rows.js'
import type { SchoolProfile } from './school-profile.js'
import { schoolTuitionBase, tuitionFor } from './tuition.js'
import { type RecruitmentUnit, recruitmentUnits } from './units.js'

/**
 * At home a school is easier to get into: its selectivity s becomes s^0.85
 * (0.003 -> 0.007, 0.05 -> 0.08, 0.3 -> 0.36), a larger share for the strong
 * schools, whose home provinces hold many of their places.
 */
const HOME_EXPONENT = 0.85
/** How much a school's pull differs between provinces, and between years (log-normal sigmas). */
const PROVINCE_SIGMA = 0.1
const YEAR_SIGMA = 0.08

/**
 * The same units as the traditional exam admitted them: by 理科 or 文科 and
 * per school (院校专业组 came with the new exam), so a school's line of those
 * years is its 院校投档线.
 */
function asFormerExam(units: readonly RecruitmentUnit[]): RecruitmentUnit[] {
  return units.map((unit) => ({ ...unit, track: formerTrackOf(unit.track) ?? unit.track, groupCode: '' }))
}

/** Every admission and plan row of one school, in every province it recruits in. */
export function generateSchoolFigures(
  profile: SchoolProfile,
  provinces: readonly ProvinceModel[],
  cohorts: Cohorts,
  sink: DatasetSink,
  yearsOf: (province: string) => readonly number[],
): void {
  const { college } = profile
  const batch: Batch = college.level === '本科' ? UNDERGRADUATE_BATCH : VOCATIONAL_BATCH
  const tuitionBase = schoolTuitionBase(college)
  for (const province of provinces) {
    const units = recruitmentUnits(profile, province)
    const home = province.name === college.province
    const pull =
      (home ? profile.selectivity ** HOME_EXPONENT : profile.selectivity) *
      streamFor('affinity', college.id, province.name).jitter(PROVINCE_SIGMA)
    const formerUnits = asFormerExam(units)
    for (const year of yearsOf(province.name)) {
      const random = streamFor('admission', college.id, province.name, year)
      const round = {
        schoolId: college.id,
        province: province.name,
        year,
        batch,
        selectivity: pull * random.jitter(YEAR_SIGMA),
      }
      admitOneYear(round, satNewExam(province.name, year) ? units : formerUnits, cohorts, random, sink)
    }

    // The coming year's plan: the same units, places around the usual.
    const random = streamFor('plan', college.id, province.name)
    for (const unit of units) {
      sink.plan({
        year: PLAN_YEAR,
        schoolId: college.id,
        majorId: unit.offered.major.id,
        province: province.name,
        track: unit.track,
        batch,
        groupCode: unit.groupCode,
        places: Math.max(1, Math.round(unit.basePlaces * random.jitter(PLACES_SIGMA))),
        tuition: tuitionFor(college, tuitionBase, unit.offered.major),
        duration: unit.offered.major.duration,
        subjectRequirement: unit.offered.requirement,
      })
    }
  }
}
