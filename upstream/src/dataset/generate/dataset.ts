import { tracksIn } from '@gaokao/contracts'
import type { AuthoredData } from '../load.js'
import { batchLinesFor } from './batch-lines.js'
import { type Cohort, cohortKey } from './cohorts.js'
import { HISTORY_YEARS, type LineKind, SPECIAL_TYPE_LINE, UNDERGRADUATE_BATCH, VOCATIONAL_BATCH } from './model.js'
import { PROVINCE_MODELS, provinceModel } from './province-model.js'
import { countAtScore, generateRankTable, rankAtScore } from './rank-tables.js'
import type { DatasetSink } from './rows.js'
import { generateSchoolFigures } from './school-figures.js'
import { profileSchools } from './school-profile.js'

/** The years a province's history covers: HISTORY_YEARS unless the seed knows better (published tables). */
export type HistoryYearsOf = (province: string) => readonly number[]

/**
 * Every generated figure, from the authored facts and the fixed seed alone,
 * written row by row into the sink (nothing large is held in memory). The
 * same facts and seed give the same rows in the same order. Each year has the
 * tracks the province's candidates really sat then: 理科/文科 before its first
 * new-style exam (contracts' exam-history rule).
 */
export function generateDataset(
  authored: AuthoredData,
  sink: DatasetSink,
  yearsOf: HistoryYearsOf = () => HISTORY_YEARS,
): void {
  const cohorts = new Map<string, Cohort>()
  for (const province of PROVINCE_MODELS) {
    for (const year of yearsOf(province.name)) {
      for (const track of tracksIn(province.name, year, province.tracks)) {
        const table = generateRankTable(province, year, track)
        const lines = batchLinesFor(province, table)
        cohorts.set(cohortKey(province.name, year, track), { table, lines })
        const name = province.name
        sink.cohort({
          province: name,
          year,
          track,
          candidates: table.candidates,
          topScore: table.top,
          floorScore: null,
          aboveTopRank: null,
          sourceUrl: '',
        })
        for (let score = 0; score <= table.top; score++) {
          sink.scoreRank({
            province: name,
            year,
            track,
            score,
            count: countAtScore(table, score),
            rank: rankAtScore(table, score),
          })
        }
        const lineRow = (batch: LineKind, score: number) =>
          sink.batchLine({ province: name, year, track, batch, score, rank: rankAtScore(table, score) })
        lineRow(UNDERGRADUATE_BATCH, lines.undergraduate)
        lineRow(VOCATIONAL_BATCH, lines.vocational)
        lineRow(SPECIAL_TYPE_LINE, lines.specialType)
      }
    }
  }

  const catalogue = {
    本科: authored.majors.filter((m) => m.level === '本科'),
    专科: authored.majors.filter((m) => m.level === '专科'),
  }
  const profiles = profileSchools(authored.colleges, catalogue)
  for (const profile of profiles) {
    for (const offered of profile.offered) {
      sink.schoolMajor({
        schoolId: profile.college.id,
        majorId: offered.major.id,
        subjectRequirement: offered.requirement,
      })
    }
    generateSchoolFigures(profile, profile.provinces.map(provinceModel), cohorts, sink, yearsOf)
  }
}
