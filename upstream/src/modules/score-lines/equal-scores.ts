import {
  type BodyOf,
  type DataOf,
  EQUAL_SCORE_TEXT,
  type queryEqualScores,
  SCORE_LINE_REFUSAL_CODE,
  SCORE_LINE_TEXT,
  satNewExam,
} from '@gaokao/contracts'
import { ApiError } from '../../lib/api-error.js'
import { equalScoreIn } from '../rank/equal-score.js'
import { noRankText } from '../rank/no-rank.js'
import { exactRankAtScore, rankAtScore } from '../rank/rank-at-score.js'
import type { RankTables } from '../rank/rank-tables.js'

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
  const found = rankAtScore(from, score)
  if (found.kind !== 'rank') {
    throw ApiError.refuse(SCORE_LINE_REFUSAL_CODE.scoreOutsideTable, noRankText(found, score))
  }
  const rank = found.rank

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
      sameScoreRank: exactRankAtScore(table, score) ?? null,
      rank: figure.rank,
      score: figure.kind === 'score' ? figure.score : null,
      note: figure.kind === 'score' ? '' : SCORE_LINE_TEXT.belowFloor(figure.floor),
      source: table.source,
    }
  })
  return { year, track, score, rank, candidates: from.candidates, method: 'share', years }
}
