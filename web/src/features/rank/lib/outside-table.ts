import { SCORE_LINE_TEXT } from '@gaokao/contracts'

/**
 * Why a published table gives no rank for a score it has no row for: below
 * its lowest published score (never an invented rank), above its first row
 * (only "within the first N" is published: N is that row's rank), or on a
 * row that was misprinted (docs/real-data.md). A generated table covers every
 * score up to its top, so there is nothing to explain: undefined.
 */
export function outsideTableText(
  score: number,
  table: { topScore: number; floorScore: number | null },
  topRank: number | undefined,
): string | undefined {
  if (table.floorScore === null) return undefined
  if (score < table.floorScore) return SCORE_LINE_TEXT.belowFloor(table.floorScore)
  if (score > table.topScore) return topRank === undefined ? undefined : SCORE_LINE_TEXT.aboveTop(topRank)
  return SCORE_LINE_TEXT.unreadable(score)
}
