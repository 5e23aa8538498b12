import { type RankTable, rankOfShare, scoreAtRank } from '../conversion/mock-conversion.js'

/**
 * 等位分 between two years' 一分一段表 (docs/equal-scores.md): a rank of one
 * table is carried to another as the same share of its candidates (the
 * position method docs/mock-conversion.md argues for), and read there as the
 * score of the candidate at that position. Pure, so hand-made tables test it.
 */

/** A year's table as 等位分 reads it: a published one stops at its floor. */
export interface EqualTable extends RankTable {
  /** The lowest score a published table lists; null for a complete generated one. */
  readonly floor: number | null
}

export type EqualFigure =
  | { readonly kind: 'score'; readonly rank: number; readonly score: number }
  /** The position lies below the last row a published table prints: no score is invented. */
  | { readonly kind: 'below-floor'; readonly rank: number; readonly floor: number }

/** The rank `rank` of a table of `fromCandidates` candidates, as the same share of `to`'s. */
export function shareRank(fromCandidates: number, rank: number, to: Pick<RankTable, 'candidates'>): number {
  return rankOfShare(to, rank / fromCandidates)
}

/** The 等位分 in `to` of the rank `rank` of a table of `fromCandidates` candidates. */
export function equalScoreIn(fromCandidates: number, rank: number, to: EqualTable): EqualFigure {
  const target = shareRank(fromCandidates, rank, to)
  const last = to.rows.at(-1)
  if (to.floor !== null && last !== undefined && target > last.rank) {
    return { kind: 'below-floor', rank: target, floor: to.floor }
  }
  return { kind: 'score', rank: target, score: scoreAtRank(to, target) }
}
