/**
 * Which rank a score has in one 一分一段表: the one answer to the question,
 * read by the newest-table lookup (queryWc, profiles, planning), a year's
 * table on /rank (queryWcList, queryEqualScores) and mock conversion. The
 * rule for a score without a row is docs/rank-lookup.md's. Pure, so hand-made
 * and shipped tables test it alike.
 */

/** One score of a table: rank = candidates with this score or more. */
export interface ScoreRow {
  readonly score: number
  readonly rank: number
  /** Candidates with exactly this score; a table read from the database always has it. */
  readonly count?: number
}

export interface ScoreTable {
  /** Highest score first, ranks rising: the scores that have candidates (a generated table lists every score). */
  readonly rows: readonly ScoreRow[]
  /** A published table's lowest printed score; null or absent for a complete generated one. */
  readonly floor?: number | null
}

/** What a table says about a score: a rank, or why it gives none. */
export type ScoreRank =
  | { readonly kind: 'rank'; readonly rank: number }
  /** Below the lowest score a published table prints: no rank is given, never an extrapolated one. */
  | { readonly kind: 'below-floor'; readonly floor: number }
  /** Above a published table's first row, which aggregates or follows withheld scores: only "within the first N". */
  | { readonly kind: 'above-top'; readonly rankAtMost: number }
  /**
   * Inside the table, but candidates sit on scores whose rows are missing or misprinted, so the
   * rank is only known to be at least the row above's (`rankAtLeast`).
   */
  | { readonly kind: 'unreadable'; readonly rankAtLeast: number }
  /** No table, or a score nobody in a generated table reached. */
  | { readonly kind: 'none' }

/**
 * The rank of `score` in `table`. A score with its own row has that row's
 * cumulative count. A score without one has the rank of the lowest listed
 * score above it when the rows around it show nobody scored it (the row
 * below's rank minus its count equals the row above's rank: 河北 2024 历史类
 * prints 671 as [671, 0, 33]); otherwise it is unreadable.
 */
export function rankAtScore(table: ScoreTable, score: number): ScoreRank {
  const rows = table.rows
  const first = rows[0]
  if (first === undefined) return { kind: 'none' }
  const floor = table.floor ?? null
  if (floor !== null && score < floor) return { kind: 'below-floor', floor }
  if (score > first.score) return floor === null ? { kind: 'none' } : { kind: 'above-top', rankAtMost: first.rank }
  // The last row whose score is at least `score` (rows run highest score first).
  let lo = 0
  let hi = rows.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if ((rows[mid] as ScoreRow).score >= score) lo = mid
    else hi = mid - 1
  }
  const above = rows[lo] as ScoreRow
  if (above.score === score) return { kind: 'rank', rank: above.rank }
  const below = rows[lo + 1]
  if (below === undefined) return floor === null ? { kind: 'none' } : { kind: 'unreadable', rankAtLeast: above.rank }
  if (below.count !== undefined && below.rank - below.count === above.rank) return { kind: 'rank', rank: above.rank }
  return { kind: 'unreadable', rankAtLeast: above.rank }
}

/** The exact rank, or undefined when the table gives none. */
export function exactRankAtScore(table: ScoreTable, score: number): number | undefined {
  const found = rankAtScore(table, score)
  return found.kind === 'rank' ? found.rank : undefined
}

/**
 * The nearest rank the table allows, for an estimate that needs a number
 * whatever the score (mock conversion's range, the score-gain programme):
 * rankAtScore's where it gives one; above the first row 1 (nobody better);
 * below the last every candidate; an unreadable score the rank of the listed
 * score above it (within one score of the truth). docs/rank-lookup.md.
 */
export function nearestRankAtScore(table: ScoreTable, candidates: number, score: number): number {
  const first = table.rows[0]
  const last = table.rows.at(-1)
  if (first === undefined || last === undefined) throw new Error('the table is empty')
  const found = rankAtScore(table, score)
  switch (found.kind) {
    case 'rank':
      return found.rank
    case 'unreadable':
      return found.rankAtLeast
    case 'above-top':
      return 1
    case 'below-floor':
      return Math.max(last.rank, candidates)
    default:
      return score > first.score ? 1 : Math.max(last.rank, candidates)
  }
}
