import { type Band, bandOf, TOO_EASY_PROBABILITY, TOO_EASY_RATIO, YEAR_WEIGHTS } from '@gaokao/contracts'
import { upperTail } from '../../dataset/generate/normal.js'

/**
 * The admission-chance model of docs/chance-model.md, as pure functions:
 * rescale past minimum ranks to this year's cohort, predict this year's
 * minimum rank, shift it by the plan change, estimate its spread, and give
 * P = Φ((R' - c) / σ). Nothing here depends on the candidate except the last
 * step, so a unit's statistics are computed once and reused for everyone.
 */

/** One past year of a unit in the candidate's province and track. */
export interface PastYear {
  readonly year: number
  readonly minScore: number
  readonly minRank: number
  readonly places: number
  /** Candidates of that year's 一分一段表 (N_y). */
  readonly candidates: number
}

export interface RescaledYear extends PastYear {
  /** s_y = r_y × (N_now / N_y)^RESCALE_EXPONENT */
  readonly rescaledRank: number
}

/** What the model knows of a unit before it meets a candidate. */
export interface UnitStats {
  /** Newest first. */
  readonly years: readonly RescaledYear[]
  /** R', after the plan change. */
  readonly predictedRank: number
  /** σ */
  readonly spread: number
  readonly planPlaces: number
  readonly lastPlaces: number
  /** Δ, clamped to [-0.5, 1]. */
  readonly planChange: number
}

export const PLAN_CHANGE_MIN = -0.5
export const PLAN_CHANGE_MAX = 1
/** How strongly the plan change moves the prediction: R' = R (1 + 0.5 Δ). */
export const PLAN_CHANGE_EFFECT = 0.5
/**
 * Places added to last year's in Δ's denominator: Δ = (plan - last) / (last + 10). A large
 * group keeps (plan - last) / last; on a group of three, one more place is one in thirteen,
 * not a third: so few places say little about where next year's line falls, and one place
 * moves R' by at most 0.5 / 10 = 5 % of R (docs/chance-model.md, step 3).
 */
export const PLAN_PRIOR_PLACES = 10
/**
 * σ floors: a share of R' and an absolute number of ranks. The single-year
 * share is how far a real group's rescaled minimum rank moves in one year,
 * fitted on 江苏 2023→2024; the two-year share is what that movement leaves
 * in a weighted mean of two years (docs/chance-backtest.md, "What was fitted").
 */
export const SPREAD_SHARE = 0.15
export const SPREAD_SHARE_SINGLE_YEAR = 0.17
export const SPREAD_MIN = 30

/**
 * How far a line's rank follows the size of its cohort: s_y = r_y (N_now / N_y)^0.7.
 * 1 would be equal percentile, 0 no rescaling. A group's minimum rank counts the places
 * above it, which grow slower than the pool; fitted on real 江苏 2023→2024 lines (grid 0-1
 * by 0.05, best 0.70) and judged on 2025 (docs/chance-backtest.md, "What was fitted").
 */
export const RESCALE_EXPONENT = 0.7

/** Step 1: s_y = r_y × (N_now / N_y)^RESCALE_EXPONENT. */
export function rescale(
  minRank: number,
  candidates: number,
  candidatesNow: number,
  exponent: number = RESCALE_EXPONENT,
): number {
  return candidates > 0 ? minRank * (candidatesNow / candidates) ** exponent : minRank
}

/** Step 2: weighted mean, newest first, weights 0.5 / 0.3 / 0.2 renormalised over the years present. */
export function predict(rescaledNewestFirst: readonly number[]): number {
  let sum = 0
  let weights = 0
  rescaledNewestFirst.slice(0, YEAR_WEIGHTS.length).forEach((value, i) => {
    const w = YEAR_WEIGHTS[i] ?? 0
    sum += w * value
    weights += w
  })
  return weights > 0 ? sum / weights : Number.NaN
}

/** Step 3: Δ = (plan - last) / (last + PLAN_PRIOR_PLACES), clamped. */
export function planChange(planPlaces: number, lastPlaces: number): number {
  if (lastPlaces <= 0) return 0
  const change = (planPlaces - lastPlaces) / (lastPlaces + PLAN_PRIOR_PLACES)
  return Math.min(PLAN_CHANGE_MAX, Math.max(PLAN_CHANGE_MIN, change))
}

export function shiftByPlan(predicted: number, change: number): number {
  return predicted * (1 + PLAN_CHANGE_EFFECT * change)
}

/** Sample standard deviation (n - 1); 0 with fewer than two values. */
export function sampleSd(values: readonly number[]): number {
  if (values.length < 2) return 0
  const mean = values.reduce((a, b) => a + b, 0) / values.length
  const squares = values.reduce((a, v) => a + (v - mean) ** 2, 0)
  return Math.sqrt(squares / (values.length - 1))
}

/**
 * Step 4: σ = max(sd(s_y), 0.15 max(R, R'), 30); with a single year 0.17. The floor is
 * how far a line really moves in a year (the backtest's fit), measured on R: a plan cut
 * moves the prediction, it does not make it surer, so R' below R never narrows σ.
 */
export function spreadOf(rescaled: readonly number[], predicted: number, shifted: number = predicted): number {
  return Math.max(sampleSd(rescaled), spreadFloor(rescaled.length, predicted, shifted))
}

/** The least σ a unit can have: share × max(R, R') and SPREAD_MIN ranks. */
export function spreadFloor(years: number, predicted: number, shifted: number): number {
  const share = years === 1 ? SPREAD_SHARE_SINGLE_YEAR : SPREAD_SHARE
  return Math.max(share * Math.max(predicted, shifted), SPREAD_MIN)
}

/** The standard normal CDF. */
export function phi(z: number): number {
  return upperTail(-z)
}

/**
 * A unit's statistics from its past years (any order) and its plan, on the
 * scale of the cohort `candidatesNow`; undefined without any past year.
 */
export function unitStats(past: readonly PastYear[], candidatesNow: number, planPlaces: number): UnitStats | undefined {
  if (past.length === 0) return undefined
  const years = [...past]
    .sort((a, b) => b.year - a.year)
    .map((y) => ({ ...y, rescaledRank: rescale(y.minRank, y.candidates, candidatesNow) }))
  const rescaled = years.map((y) => y.rescaledRank)
  const lastPlaces = years[0]?.places ?? 0
  const change = planChange(planPlaces, lastPlaces)
  const unshifted = predict(rescaled)
  const predictedRank = shiftByPlan(unshifted, change)
  return {
    years,
    predictedRank,
    spread: spreadOf(rescaled, unshifted, predictedRank),
    planPlaces,
    lastPlaces,
    planChange: change,
  }
}

/** Step 5: P = Φ((R' - c) / σ). Increasing as c falls (a better rank): R' and σ do not depend on c. */
export function admissionProbability(
  stats: Pick<UnitStats, 'predictedRank' | 'spread'>,
  candidateRank: number,
): number {
  return phi((stats.predictedRank - candidateRank) / stats.spread)
}

export interface Verdict {
  readonly probability: number
  /** undefined: dropped (P below the 冲 floor). */
  readonly band: Band | undefined
  /** Far too easy to be worth a line: R' > 4c and P > 0.999. */
  readonly tooEasy: boolean
}

/** `probability`: the line's own when adjustment lowers it below the unit's (adjustment.ts). */
export function verdict(
  stats: Pick<UnitStats, 'predictedRank' | 'spread'>,
  candidateRank: number,
  probability: number = admissionProbability(stats, candidateRank),
): Verdict {
  return {
    probability,
    band: bandOf(probability),
    tooEasy: stats.predictedRank > TOO_EASY_RATIO * candidateRank && probability > TOO_EASY_PROBABILITY,
  }
}
