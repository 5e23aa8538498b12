import { RESCALE_EXPONENT, SPREAD_MIN, SPREAD_SHARE_SINGLE_YEAR } from '../chance-model.js'
import { type Rescaling, runBacktest } from './backtest.js'
import type { RealGroupsOfYear } from './backtest-groups.js'

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

/** Rescaling exponents tried: 0 (none) to 1 (equal percentile) by 0.05. */
export const FIT_EXPONENTS = Array.from({ length: 21 }, (_, i) => i / 20)

export interface ExponentFit {
  readonly exponent: number
  readonly brier: number
  readonly curve: readonly { readonly exponent: number; readonly brier: number }[]
}

/**
 * Fits RESCALE_EXPONENT the same way, on 2023→2024 only, with the fitted single-year
 * spread: each exponent a is run by handing the model cohorts N^(a / RESCALE_EXPONENT),
 * so its own (N_now / N_y)^RESCALE_EXPONENT becomes (N_now / N_y)^a.
 */
export function fitRescaleExponent(years: readonly RealGroupsOfYear[], ranks: readonly number[]): ExponentFit {
  const runs = FIT_EXPONENTS.map((exponent) => {
    const power = exponent / RESCALE_EXPONENT
    const powered = years.map((y) => ({ ...y, cohort: new Map([...y.cohort].map(([t, n]) => [t, n ** power])) }))
    const result = runBacktest({
      years: powered,
      historyYears: [FIT_HISTORY],
      targetYear: FIT_TARGET,
      ranks,
      rescaling: 'cohort',
      spread: (_rescaled, predicted) => Math.max(SPREAD_SHARE_SINGLE_YEAR * predicted, SPREAD_MIN),
    })
    return { exponent, brier: result.brier }
  })
  const best = runs.reduce((a, b) => (b.brier < a.brier ? b : a))
  return { ...best, curve: runs }
}
