import type { DataOf, querySchoolRank } from '@gaokao/contracts'
import { RANKING_BASIS_KEY } from '../../dataset/real/selectivity-ranking.js'

type Basis = DataOf<typeof querySchoolRank>['basis']

/**
 * The basis the seed ranked from (meta, written with school_rankings), as a
 * column of the summary queries: a college's ranking names it, and a
 * database seeded without one shows an empty basis rather than a guessed one.
 */
export const RANKING_BASIS_COLUMN = `(SELECT value FROM meta WHERE key = '${RANKING_BASIS_KEY}') AS ranking_basis`

// Every row of one database carries the same text: parse it once.
let parsed: { text: string; basis: Basis } | undefined
export function rankingBasisOf(text: string | null): Basis {
  if (text === null) return []
  if (parsed?.text !== text) parsed = { text, basis: JSON.parse(text) as Basis }
  return parsed.basis
}

/** The ranking's year: the newest year of its basis. */
export function rankingYearOf(basis: Basis, fallback: number): number {
  return basis.reduce((year, b) => Math.max(year, b.year), basis.length === 0 ? fallback : 0)
}
