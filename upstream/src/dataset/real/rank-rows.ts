/** One line of a 一分一段表: candidates at exactly `score`, and at `score` or above (the rank, 位次). */
export interface RankRow {
  readonly score: number
  readonly count: number
  readonly cumulative: number
}

/**
 * Two rows agree when the lower one is one point below the higher and adds
 * exactly its count to the higher one's cumulative figure.
 */
function agree(higher: RankRow, lower: RankRow): boolean {
  return lower.score === higher.score - 1 && lower.cumulative === higher.cumulative + lower.count
}

/**
 * Splits a table's rows (best first) into the rows a lookup may use and the
 * unreadable ones. Some published tables were scraped with slips: a column
 * shifted (江苏 2023 物理类 681: count 319, cumulative 641, where 319 is the
 * cumulative), a digit too many (江苏 2025 物理类 559: 810132 for 81013), lines
 * of another table appended below the floor. A row is usable when it agrees
 * with a neighbour; one that agrees with neither is unreadable and never
 * used, since no test on a single row can tell which of its figures is wrong.
 * Agreeing confirms a row's cumulative count; its own count is confirmed only
 * by the row above (江苏 2023 物理类 566 prints 104 for 1049 between two rows
 * that confirm its cumulative), so lookups read cumulative counts.
 * The first row needs no predecessor: it may aggregate "this score and above"
 * (count = cumulative) or start below withheld top scores (count < cumulative).
 */
export function splitRankRows(rows: readonly RankRow[]): { usable: RankRow[]; unreadable: RankRow[] } {
  const usable: RankRow[] = []
  const unreadable: RankRow[] = []
  rows.forEach((row, i) => {
    const above = rows[i - 1]
    const below = rows[i + 1]
    const agrees = (above !== undefined && agree(above, row)) || (below !== undefined && agree(row, below))
    ;(agrees ? usable : unreadable).push(row)
  })
  return { usable, unreadable }
}
