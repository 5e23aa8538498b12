import type { RealAdmission } from './admissions.js'
import { realRankAtScore } from './rank-lookup.js'
import type { RealRankTable } from './rank-tables.js'

/** An admission's lowest rank: as published, derived from the rank table, or why there is none. */
export type RealMinRank =
  | { readonly kind: 'published'; readonly minRank: number; readonly derived: false }
  /** The cumulative count at minScore in the same province, year and track's 一分一段表. */
  | { readonly kind: 'derived'; readonly minRank: number; readonly derived: true }
  | { readonly kind: 'none'; readonly reason: 'no-table' | 'above-top' | 'below-floor' | 'unreadable' }

/**
 * `table` must be the admission's province, year and track (checked: a rank
 * from another table would be a wrong figure, not a missing one).
 */
export function realMinRank(admission: RealAdmission, table: RealRankTable | undefined): RealMinRank {
  if (admission.minRank !== null) return { kind: 'published', minRank: admission.minRank, derived: false }
  if (table === undefined) return { kind: 'none', reason: 'no-table' }
  if (table.province !== admission.province || table.year !== admission.year || table.track !== admission.track) {
    throw new Error(
      `${admission.province} ${admission.year} ${admission.track} admission against the ${table.province} ${table.year} ${table.track} table`,
    )
  }
  const found = realRankAtScore(table, admission.minScore)
  switch (found.kind) {
    case 'published':
    case 'repaired':
      return { kind: 'derived', minRank: found.rank, derived: true }
    default:
      return { kind: 'none', reason: found.kind }
  }
}
