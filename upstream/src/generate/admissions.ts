import type { Track } from '@gaokao/contracts'
import type { BatchLines } from './batch-lines.js'
import { type Batch, HISTORY_YEARS, PLAN_YEAR, UNDERGRADUATE_BATCH, VOCATIONAL_BATCH } from './model.js'
import { type Random, streamFor } from './prng.js'
import type { ProvinceModel } from './province-model.js'
import { type RankTable, rankAtScore, scoreAtRank } from './rank-tables.js'
import type { DatasetSink } from './rows.js'
import type { SchoolProfile } from './school-profile.js'
import { schoolTuitionBase, tuitionFor } from './tuition.js'
import { type RecruitmentUnit, recruitmentUnits } from './units.js'

/** One province-year-track: its table and its batch lines. */
export interface Cohort {
  readonly table: RankTable
  readonly lines: BatchLines
}
export type Cohorts = ReadonlyMap<string, Cohort>
export const cohortKey = (province: string, year: number, track: Track) => `${province}|${year}|${track}`

/**
 * At home a school is easier to get into: its selectivity s becomes s^0.85
 * (0.003 -> 0.007, 0.05 -> 0.08, 0.3 -> 0.36), a larger share for the strong
 * schools, whose home provinces hold many of their places.
 */
const HOME_EXPONENT = 0.85
/** How much a school's pull differs between provinces, and between years (log-normal sigmas). */
const PROVINCE_SIGMA = 0.1
const YEAR_SIGMA = 0.08
const MAJOR_YEAR_SIGMA = 0.1
const PLACES_SIGMA = 0.12

/** Every admission, group and plan row of one school, in all provinces it recruits in. */
export function generateSchoolFigures(
  profile: SchoolProfile,
  provinces: readonly ProvinceModel[],
  cohorts: Cohorts,
  sink: DatasetSink,
): void {
  const { college } = profile
  const batch: Batch = college.level === '本科' ? UNDERGRADUATE_BATCH : VOCATIONAL_BATCH
  const tuitionBase = schoolTuitionBase(college)
  for (const province of provinces) {
    const units = recruitmentUnits(profile, province)
    const home = province.name === college.province
    const pull = (home ? profile.selectivity ** HOME_EXPONENT : profile.selectivity) *
      streamFor('affinity', college.id, province.name).jitter(PROVINCE_SIGMA)
    for (const year of HISTORY_YEARS) {
      const random = streamFor('admission', college.id, province.name, year)
      admitOneYear(profile, units, province.name, year, batch, pull * random.jitter(YEAR_SIGMA), cohorts, random, sink)
    }
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

interface GroupTotals {
  track: Track
  groupCode: string
  minScore: number
  minRank: number
  places: number
  scorePlaces: number
}

function admitOneYear(
  profile: SchoolProfile,
  units: readonly RecruitmentUnit[],
  province: string,
  year: number,
  batch: Batch,
  selectivity: number,
  cohorts: Cohorts,
  random: Random,
  sink: DatasetSink,
): void {
  const groups = new Map<string, GroupTotals>()
  const cohortOf = new Map<Track, Cohort>()
  for (const unit of units) {
    let cohort = cohortOf.get(unit.track)
    if (!cohort) {
      cohort = cohorts.get(cohortKey(province, year, unit.track))
      if (!cohort) throw new Error(`no rank table for ${cohortKey(province, year, unit.track)}`)
      cohortOf.set(unit.track, cohort)
    }
    const reach = selectivity * unit.offered.demand * random.jitter(MAJOR_YEAR_SIGMA)
    const figures = placeInTable(cohort, batch, reach, random)
    const places = Math.max(1, Math.round(unit.basePlaces * random.jitter(PLACES_SIGMA)))
    const { minScore, minRank, avgScore } = figures
    sink.majorAdmission({
      schoolId: profile.college.id,
      majorId: unit.offered.major.id,
      province,
      year,
      track: unit.track,
      batch,
      groupCode: unit.groupCode,
      minScore,
      minRank,
      avgScore,
      places,
    })
    const key = unit.track + unit.groupCode
    const group = groups.get(key)
    if (!group) {
      groups.set(key, { track: unit.track, groupCode: unit.groupCode, minScore, minRank, places, scorePlaces: avgScore * places })
    } else {
      if (figures.minScore < group.minScore) {
        group.minScore = figures.minScore
        group.minRank = figures.minRank
      }
      group.places += places
      group.scorePlaces += figures.avgScore * places
    }
  }
  // A school's (or group's) line is its least wanted major's: the last candidate it took.
  for (const group of groups.values()) {
    sink.schoolAdmission({
      schoolId: profile.college.id,
      province,
      year,
      track: group.track,
      batch,
      groupCode: group.groupCode,
      minScore: group.minScore,
      minRank: group.minRank,
      avgScore: Math.round(group.scorePlaces / group.places),
      places: group.places,
    })
  }
}

/**
 * Where a major's last admitted candidate falls: `reach` of the way down its
 * batch's pool (本科: from the top to the 本科 line; 专科: from the 本科 line
 * to the 专科 line). Reaching past the pool means taking whoever is left at
 * the line, so no minimum falls below its batch line. The average admitted
 * candidate sits 45-70% of the way from the pool's start to the last one.
 */
function placeInTable(cohort: Cohort, batch: Batch, reach: number, random: Random) {
  const { table, lines } = cohort
  const undergraduateRank = rankAtScore(table, lines.undergraduate)
  const [start, end, line] =
    batch === UNDERGRADUATE_BATCH
      ? [0, undergraduateRank, lines.undergraduate]
      : [undergraduateRank, rankAtScore(table, lines.vocational), lines.vocational]
  const aboveLine = random.int(0, 3)
  const averageShare = random.between(0.45, 0.7)

  const rank = start + Math.min(reach, 1) * (end - start)
  let minScore = scoreAtRank(table, Math.max(1, rank))
  if (reach >= 1 || minScore < line) minScore = Math.min(table.top, Math.max(minScore, line + aboveLine))
  const minRank = rankAtScore(table, minScore)
  const averageRank = start + (Math.min(rank, minRank) - start) * averageShare
  const avgScore = Math.max(minScore, scoreAtRank(table, Math.max(1, averageRank)))
  return { minScore, minRank, avgScore }
}
