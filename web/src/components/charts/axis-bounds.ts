/**
 * Where a value axis starts and ends. ECharts' own choice is either 0 (a
 * score axis from 0 flattens 600 vs 605 into one line) or the data's own
 * range (a rank axis of 154-159 makes five places look like a collapse).
 * The rule here: the data's range, padded by a tenth of the range and, for
 * figures whose size matters (ranks), by a share of the values themselves;
 * never narrower than `minSpan`; rounded out to a 1-2-5 step and kept within
 * the figure's possible values.
 */
export interface AxisRule {
  /** Padding as a share of the largest value: 0.1 keeps a rank of 159 at least 16 places from each edge. */
  valuePad?: number
  /** The least span the axis shows, in the figure's units (30 points of score). */
  minSpan?: number
  /** The lowest and highest values the figure can take (0 and 750 for a score). */
  lower?: number
  upper?: number
}

export interface AxisBounds {
  min: number
  max: number
}

/** The axis bounds for these values, or undefined when none is a number. */
export function axisBounds(
  values: readonly (number | null | undefined)[],
  rule: AxisRule = {},
): AxisBounds | undefined {
  const xs = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
  if (xs.length === 0) return undefined
  let lo = Math.min(...xs)
  let hi = Math.max(...xs)
  const pad = Math.max((hi - lo) * 0.1, Math.max(Math.abs(lo), Math.abs(hi)) * (rule.valuePad ?? 0))
  lo -= pad
  hi += pad
  const short = (rule.minSpan ?? 0) - (hi - lo)
  if (short > 0) {
    lo -= short / 2
    hi += short / 2
  }
  const lower = rule.lower ?? Number.NEGATIVE_INFINITY
  const upper = rule.upper ?? Number.POSITIVE_INFINITY
  // Pushed off one end, the span moves to the other rather than shrinking.
  if (lo < lower) [lo, hi] = [lower, Math.min(upper, hi + (lower - lo))]
  if (hi > upper) [lo, hi] = [Math.max(lower, lo - (hi - upper)), upper]
  const step = niceStep((hi - lo) / 5)
  const min = Math.max(lower, Math.floor(lo / step) * step)
  const max = Math.min(upper, Math.ceil(hi / step) * step)
  return { min, max: max > min ? max : min + step }
}

/** The 1, 2 or 5 × 10^k at or above `raw` (at least 1: scores and ranks are whole). */
export function niceStep(raw: number): number {
  if (!(raw > 1)) return 1
  const power = 10 ** Math.floor(Math.log10(raw))
  const unit = raw / power
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power
}

/** A score axis: at least 30 points wide, within 0-750. */
export const SCORE_AXIS: AxisRule = { minSpan: 30, lower: 0, upper: 750 }
/** A rank axis: padded by at least a tenth of the rank, at least 20 places wide, never below 0. */
export const RANK_AXIS: AxisRule = { valuePad: 0.1, minSpan: 20, lower: 0 }
