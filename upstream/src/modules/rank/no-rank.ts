import { SCORE_LINE_TEXT, VALIDATION_TEXT } from '@gaokao/contracts'
import type { ScoreRank } from './rank-at-score.js'

/** Why a table gives no rank for `score`, in the words /rank and queryWc both use. */
export function noRankText(found: Exclude<ScoreRank, { kind: 'rank' }>, score: number): string {
  switch (found.kind) {
    case 'below-floor':
      return SCORE_LINE_TEXT.belowFloor(found.floor)
    case 'above-top':
      return SCORE_LINE_TEXT.aboveTop(found.rankAtMost)
    case 'unreadable':
      return SCORE_LINE_TEXT.unreadable(score)
    default:
      return VALIDATION_TEXT.rankNotFound
  }
}
