import type { Track } from '@gaokao/contracts'
import { type Cohort, type Cohorts, cohortKey, placeInCohort } from './cohorts.js'
import type { Batch } from './model.js'
import type { Random } from './prng.js'
import type { DatasetSink } from './rows.js'
import type { RecruitmentUnit } from './units.js'

/** How much a major's pull moves from year to year, and its places (log-normal sigmas). */
const MAJOR_YEAR_SIGMA = 0.1
export const PLACES_SIGMA = 0.12

/** Who admits, where and when; `selectivity` already holds the home bonus and this year's noise. */
export interface AdmissionRound {
  readonly schoolId: number
  readonly province: string
  readonly year: number
  readonly batch: Batch
  readonly selectivity: number
}

interface GroupTotals {
  track: Track
  groupCode: string
  minScore: number
  minRank: number
  places: number
  scorePlaces: number
}

/**
 * One school's admissions in one province and year: a row per major and
 * track, then a row per 院校专业组 (or per track where the province has no
 * groups) whose line is its least wanted major's, the last candidate it took.
 */
export function admitOneYear(
  round: AdmissionRound,
  units: readonly RecruitmentUnit[],
  cohorts: Cohorts,
  random: Random,
  sink: DatasetSink,
): void {
  const { schoolId, province, year, batch } = round
  const cohortOf = new Map<Track, Cohort>()
  const groups = new Map<string, GroupTotals>()
  for (const unit of units) {
    let cohort = cohortOf.get(unit.track)
    if (!cohort) {
      cohort = cohorts.get(cohortKey(province, year, unit.track))
      if (!cohort) throw new Error(`no rank table for ${cohortKey(province, year, unit.track)}`)
      cohortOf.set(unit.track, cohort)
    }
    const reach = round.selectivity * unit.offered.demand * random.jitter(MAJOR_YEAR_SIGMA)
    const { minScore, minRank, avgScore } = placeInCohort(cohort, batch, reach, random)
    const places = Math.max(1, Math.round(unit.basePlaces * random.jitter(PLACES_SIGMA)))
    const { track, groupCode } = unit
    sink.majorAdmission({
      schoolId,
      majorId: unit.offered.major.id,
      province,
      year,
      track,
      batch,
      groupCode,
      minScore,
      minRank,
      avgScore,
      places,
    })

    const key = track + groupCode
    const group = groups.get(key)
    if (!group) {
      groups.set(key, { track, groupCode, minScore, minRank, places, scorePlaces: avgScore * places })
      continue
    }
    if (minScore < group.minScore) {
      group.minScore = minScore
      group.minRank = minRank
    }
    group.places += places
    group.scorePlaces += avgScore * places
  }
  for (const group of groups.values()) {
    sink.schoolAdmission({
      schoolId,
      province,
      year,
      track: group.track,
      batch,
      groupCode: group.groupCode,
      printedName: '',
      minScore: group.minScore,
      minRank: group.minRank,
      avgScore: Math.round(group.scorePlaces / group.places),
      places: group.places,
      rankKind: 'generated',
      sourceUrl: '',
    })
  }
}
