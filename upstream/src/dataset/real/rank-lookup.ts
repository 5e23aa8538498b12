import type { RealRankTable } from './rank-tables.js'

/**
 * What a real 一分一段表 says about a score. Only `published` and `repaired`
 * give an exact rank; the other kinds say why there is none, so a caller
 * cannot show an invented one by accident.
 */
export type RealScoreRank =
  /** The score's own row: its cumulative count. */
  | { readonly kind: 'published'; readonly rank: number; readonly derived: false }
  /**
   * The score's row is unreadable, but the rows on either side give the same
   * cumulative count from above (the row above's cumulative plus this row's
   * count) and from below (the row below's cumulative minus its count): two
   * printed figures agree, so the rank is taken, labelled derived.
   */
  | { readonly kind: 'repaired'; readonly rank: number; readonly derived: true }
  /**
   * Above the first usable row, which aggregates "this score and above" or
   * follows withheld top scores: the rank is at most that row's cumulative
   * count, and no more is known.
   */
  | { readonly kind: 'above-top'; readonly rankAtMost: number; readonly derived: false }
  /** Below the lowest published score: the table gives no rank there (江苏 物理类 2025 stops at 463). */
  | { readonly kind: 'below-floor'; readonly floor: number }
  /** Within the table, but the score's row is missing or unreadable and nothing confirms a value. */
  | { readonly kind: 'unreadable' }

/** The rank a real table gives a score (an integer, as tables are). */
export function realRankAtScore(table: RealRankTable, score: number): RealScoreRank {
  if (!Number.isInteger(score)) throw new RangeError(`a score is an integer, not ${score}`)
  if (score < table.floor) return { kind: 'below-floor', floor: table.floor }
  // The first row's cumulative is confirmed by the row below it; its count is not (nothing is
  // above it), so the bound is the cumulative itself, true whatever the count says.
  if (score > table.top.score) return { kind: 'above-top', rankAtMost: table.top.cumulative, derived: false }
  const row = table.byScore.get(score)
  if (row) return { kind: 'published', rank: row.cumulative, derived: false }
  const above = table.byScore.get(score + 1)
  const below = table.byScore.get(score - 1)
  const own = table.unreadable.find((r) => r.score === score)
  if (above && below && own) {
    const fromAbove = above.cumulative + own.count
    if (fromAbove === below.cumulative - below.count) return { kind: 'repaired', rank: fromAbove, derived: true }
  }
  return { kind: 'unreadable' }
}
