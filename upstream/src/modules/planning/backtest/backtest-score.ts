/**
 * Scores for probabilistic forecasts of yes/no outcomes: the Brier score
 * (mean squared difference between P and the outcome, 0 is perfect, a
 * forecaster that always says 0.5 gets 0.25) and a calibration table.
 */

export interface Pair {
  readonly probability: number
  readonly admitted: boolean
}

export function brier(pairs: readonly Pair[]): number {
  if (pairs.length === 0) return Number.NaN
  return pairs.reduce((sum, p) => sum + (p.probability - (p.admitted ? 1 : 0)) ** 2, 0) / pairs.length
}

export interface CalibrationBin {
  /** [from, to) of P; the last bin includes 1. */
  readonly from: number
  readonly to: number
  readonly count: number
  /** Mean P of the bin's pairs (NaN when empty). */
  readonly meanPredicted: number
  /** Share of the bin's pairs that were admitted (NaN when empty). */
  readonly admittedShare: number
}

export const CALIBRATION_BINS = 10

/** Ten bins of width 0.1 by predicted P: a calibrated model admits about as often as it predicts in each. */
export function calibration(pairs: readonly Pair[], bins = CALIBRATION_BINS): CalibrationBin[] {
  const sums = Array.from({ length: bins }, () => ({ count: 0, predicted: 0, admitted: 0 }))
  for (const p of pairs) {
    const sum = sums[Math.min(bins - 1, Math.floor(p.probability * bins))]
    if (sum === undefined) throw new RangeError(`P = ${p.probability} is not a probability`)
    sum.count++
    sum.predicted += p.probability
    sum.admitted += p.admitted ? 1 : 0
  }
  return sums.map((s, i) => ({
    from: i / bins,
    to: (i + 1) / bins,
    count: s.count,
    meanPredicted: s.count > 0 ? s.predicted / s.count : Number.NaN,
    admittedShare: s.count > 0 ? s.admitted / s.count : Number.NaN,
  }))
}
