import {
  type BodyOf,
  type DataOf,
  EQUAL_SCORE_TEXT,
  type queryEqualScores,
  SCORE_LINE_REFUSAL_CODE,
  SCORE_LINE_TEXT,
  satNewExam,
  VALIDATION_TEXT,
} from '@gaokao/contracts'
import { ApiError } from '../../lib/api-error.js'
import { equalScoreIn, rankOfScore } from '../rank/equal-score.js'
import type { RankTables, SourcedTable } from '../rank/rank-tables.js'

/** Why a table has no rank for a score (the texts /rank shows for the same case). */
function outside(table: SourcedTable, score: number): string {
  const top = table.rows[0]
  if (table.floor !== null && score < table.floor) return SCORE_LINE_TEXT.belowFloor(table.floor)
  if (table.floor !== null && top && score > top.score) return SCORE_LINE_TEXT.aboveTop(top.rank)
  if (table.floor !== null) return SCORE_LINE_TEXT.unreadable(score)
  return VALIDATION_TEXT.rankNotFound
}

/**
 * The looked-up score's rank in its table, and for every year the province
 * has: the same score's rank that year (the multi-year view) and the 等位分
 * of the rank (docs/equal-scores.md). Only tables of the same track are
 * compared: a year of the other exam (文理 before the province's new-style
 * exam) says so instead.
 */
export function equalScores(
  tables: RankTables,
  body: BodyOf<typeof queryEqualScores>,
): DataOf<typeof queryEqualScores> {
  const { province, year, track, score } = body
  const from = tables.table(province, year, track)
  if (!from) {
    throw ApiError.refuse(SCORE_LINE_REFUSAL_CODE.tableMissing, SCORE_LINE_TEXT.tableMissing(province, year, track))
  }
  const rank = rankOfScore(from, score)
  if (rank === undefined) throw ApiError.refuse(SCORE_LINE_REFUSAL_CODE.scoreOutsideTable, outside(from, score))

  const years = tables.years(province).map((y) => {
    const table = tables.table(province, y, track)
    if (!table) {
      return {
        year: y,
        track: null,
        current: false,
        candidates: null,
        sameScoreRank: null,
        rank: null,
        score: null,
        note: EQUAL_SCORE_TEXT.notComparable(y, !satNewExam(province, y), track),
        source: null,
      }
    }
    const figure = y === year ? { kind: 'score' as const, rank, score } : equalScoreIn(from.candidates, rank, table)
    return {
      year: y,
      track: table.track,
      current: y === year,
      candidates: table.candidates,
      sameScoreRank: rankOfScore(table, score) ?? null,
      rank: figure.rank,
      score: figure.kind === 'score' ? figure.score : null,
      note: figure.kind === 'score' ? '' : SCORE_LINE_TEXT.belowFloor(figure.floor),
      source: table.source,
    }
  })
  return { year, track, score, rank, candidates: from.candidates, method: 'share', years }
}
