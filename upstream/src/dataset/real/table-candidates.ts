import type { RealRankTable } from './rank-tables.js'

/**
 * The candidates a published table counts: the cumulative count at its floor.
 * Tables stop near the 本科 line, so this is the candidates at or above the
 * floor, not the cohort; the chance model only uses ratios of it between
 * years (rescaling a past rank to this year's scale), where a floor at about
 * the same share of the cohort each year keeps the ratio right
 * (docs/chance-backtest.md measures it).
 */
export function realTableCandidates(table: RealRankTable): number {
  return table.byScore.get(table.floor)?.cumulative ?? table.top.cumulative
}
