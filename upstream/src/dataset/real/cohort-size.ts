import type { RealRankTable } from './rank-tables.js'

/**
 * N_y of the chance model (docs/chance-model.md) for a real 一分一段表: the
 * cumulative count at the table's floor, i.e. the candidates at or above the
 * lowest published score. Real tables stop near the 本科批 line (江苏 2025
 * 物理类 at 463), so this is the 本科 pool, not the whole cohort; the table's
 * last printed row cannot serve either (江苏 2023/2024 append lines of another
 * table below the floor). Chosen over no rescaling on 江苏 2023→2024 (the
 * years the model is fitted on); the 2025 backtest disagrees for 历史类:
 * docs/chance-backtest.md has both sets of figures.
 */
export function realCohortSize(table: RealRankTable): number {
  const floorRow = table.byScore.get(table.floor)
  // The floor is by construction the lowest usable row's score (rank-tables.ts).
  if (floorRow === undefined) throw new Error(`${table.province} ${table.year} ${table.track}: no row at the floor`)
  return floorRow.cumulative
}
