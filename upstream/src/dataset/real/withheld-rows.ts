/**
 * Tables whose first rows are not published figures, with the first score
 * that is. 湖北 2024 (copied from eol.cn, not the authority) starts at the
 * full mark with one candidate at every score (750, 749, ... 707 物理类) and
 * then none (706-695): an aggregator's way of spreading "44 candidates at
 * 695 or above", not 44 people with one each of the top 44 scores. Those
 * rows are withheld: a score above the first published row gets "within the
 * top N" (rank-lookup.ts), not an invented exact rank. The consistency suite
 * checks each entry still describes such a run, so a corrected refresh fails
 * loudly instead of losing rows.
 */
export const FIRST_PUBLISHED_SCORE: Readonly<Record<string, number>> = {
  '湖北|2024|物理类': 694,
  '湖北|2024|历史类': 669,
}

export function firstPublishedScore(province: string, year: number, track: string): number | undefined {
  return FIRST_PUBLISHED_SCORE[`${province}|${year}|${track}`]
}
