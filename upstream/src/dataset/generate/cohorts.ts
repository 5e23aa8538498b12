import type { Track } from '@gaokao/contracts'
import type { BatchLines } from './batch-lines.js'
import type { Batch } from './model.js'
import { UNDERGRADUATE_BATCH } from './model.js'
import type { Random } from './prng.js'
import { type RankTable, rankAtScore, scoreAtRank } from './rank-tables.js'

/** One province-year-track: its 一分一段表 and its batch lines. */
export interface Cohort {
  readonly table: RankTable
  readonly lines: BatchLines
}
export type Cohorts = ReadonlyMap<string, Cohort>
export const cohortKey = (province: string, year: number, track: Track) => `${province}|${year}|${track}`

export interface PlacedFigures {
  readonly minScore: number
  readonly minRank: number
  readonly avgScore: number
}

/**
 * Where a major's last admitted candidate falls: `reach` of the way down its
 * batch's pool (本科: from the top to the 本科 line; 专科: from the 本科 line
 * to the 专科 line). Reaching past the pool means taking whoever is left at
 * the line (0-3 points above it), so no minimum falls below its batch line.
 * The average admitted candidate sits 45-70% of the way from the pool's
 * start to the last one.
 */
export function placeInCohort(cohort: Cohort, batch: Batch, reach: number, random: Random): PlacedFigures {
  const { table, lines } = cohort
  const undergraduateRank = rankAtScore(table, lines.undergraduate)
  const [start, end, line] =
    batch === UNDERGRADUATE_BATCH
      ? [0, undergraduateRank, lines.undergraduate]
      : [undergraduateRank, rankAtScore(table, lines.vocational), lines.vocational]
  // Drawn whether used or not, so every unit takes the same number of draws from the stream.
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
