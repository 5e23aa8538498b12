import { type Rescaling, runBacktest } from './backtest.js'
import type { RealGroupsOfYear } from './backtest-groups.js'
import { SPREAD_MIN } from './chance-model.js'

/**
 * Fits the spread of the chance model on 2023→2024 only (docs/chance-backtest.md):
 * predict every real 2024 group from its 2023 line alone, with σ = max(share × R', 30),
 * and keep the share with the lowest Brier score over the rank grid. That share is how
 * far a group's rescaled minimum rank really moves in one year, relative to R'; the
 * target year of the backtest (2025) plays no part.
 */

export const FIT_HISTORY = 2023
export const FIT_TARGET = 2024
/** Shares tried: 0.02 to 0.40 by 0.01. */
export const FIT_SHARES = Array.from({ length: 39 }, (_, i) => Math.round((0.02 + i * 0.01) * 100) / 100)

export interface SpreadFit {
  readonly rescaling: Rescaling
  readonly share: number
  readonly brier: number
  readonly baseline: number
  /** Brier per share tried, in FIT_SHARES order. */
  readonly curve: readonly { readonly share: number; readonly brier: number }[]
}

export function fitSpreadShare(
  years: readonly RealGroupsOfYear[],
  ranks: readonly number[],
  rescaling: Rescaling,
): SpreadFit {
  const runs = FIT_SHARES.map((share) => {
    const result = runBacktest({
      years,
      historyYears: [FIT_HISTORY],
      targetYear: FIT_TARGET,
      ranks,
      rescaling,
      spread: (_rescaled, predicted) => Math.max(share * predicted, SPREAD_MIN),
    })
    return { share, brier: result.brier, baseline: result.baseline }
  })
  const best = runs.reduce((a, b) => (b.brier < a.brier ? b : a))
  return { rescaling, ...best, curve: runs.map(({ share, brier }) => ({ share, brier })) }
}
