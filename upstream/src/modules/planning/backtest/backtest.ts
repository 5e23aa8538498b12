import type { Track } from '@gaokao/contracts'
import { admissionProbability, type PastYear, unitStats } from '../chance-model.js'
import { loadRealGroups, type RealGroupsOfYear } from './backtest-groups.js'
import { brier, type CalibrationBin, calibration, type Pair } from './backtest-score.js'

/**
 * The chance model's backtest on real lines (docs/chance-backtest.md): for
 * every real group of the target year that the year before also had, and
 * every candidate rank of a grid, the model's P from the history years
 * against what the target year really admitted (c ≤ the group's real
 * minimum rank), beside a naive baseline (P = 1 when c is within last
 * year's minimum rank, else 0). Both are judged by the Brier score.
 */

export const BACKTEST_PROVINCE = '江苏'
export const BACKTEST_HISTORY = [2023, 2024] as const
export const BACKTEST_TARGET = 2025
/** 江苏's tracks since its 3+1+2 reform. */
export const BACKTEST_TRACKS = ['物理类', '历史类'] as const satisfies readonly Track[]
const TRACKS = BACKTEST_TRACKS

/** `count` candidate ranks from `from` to `to`, evenly spaced in log: ranks matter relative to their size. */
export function rankGrid(count = 30, from = 1_000, to = 150_000): number[] {
  return Array.from({ length: count }, (_, i) => Math.round(from * (to / from) ** (i / (count - 1))))
}

/** How the past is put on the target year's scale: by the real cohort (cohort-size.ts), or not at all. */
export type Rescaling = 'cohort' | 'none'

export interface BacktestOptions {
  /** The history years and the target year, loaded (loadBacktestYears). */
  readonly years: readonly RealGroupsOfYear[]
  readonly historyYears: readonly number[]
  readonly targetYear: number
  readonly ranks: readonly number[]
  readonly rescaling?: Rescaling
  /**
   * σ from a unit's rescaled ranks and R', in place of the planner's: only
   * for fitting the spread (backtest-fit.ts); the backtest itself judges
   * the planner's model as it is.
   */
  readonly spread?: (rescaled: readonly number[], predicted: number) => number
}

export interface Score {
  readonly pairs: number
  readonly groups: number
  readonly brier: number
  readonly baseline: number
  readonly bins: readonly CalibrationBin[]
}

export interface BacktestResult extends Score {
  readonly targetYear: number
  readonly ranks: readonly number[]
  readonly byTrack: ReadonlyMap<Track, Score>
  /** Target-year groups left out, by reason. */
  readonly skipped: {
    /** No derivable rank, a wrong code or an ambiguous key in the target year (backtest-groups.ts). */
    readonly target: RealGroupsOfYear['skipped']
    /** The year before had no line for the group (new, renumbered, or no derivable rank then): no baseline. */
    readonly noLastYear: number
  }
}

export function loadBacktestYears(province: string, years: readonly number[]): RealGroupsOfYear[] {
  return years.map((year) => loadRealGroups(province, year))
}

export function runBacktest(options: BacktestOptions): BacktestResult {
  const { years, historyYears, targetYear, ranks } = options
  const yearOf = (y: number) => {
    const found = years.find((g) => g.year === y)
    if (!found) throw new Error(`backtest: ${y} not loaded`)
    return found
  }
  const target = yearOf(targetYear)
  const lastYear = yearOf(targetYear - 1)
  if (!historyYears.includes(lastYear.year)) throw new Error('backtest: the year before the target must be history')
  const history = historyYears.map(yearOf)
  const cohortOf = (g: RealGroupsOfYear, track: Track) =>
    options.rescaling === 'none' ? 1 : (g.cohort.get(track) ?? Number.NaN)

  const model = new Map<Track, Pair[]>(TRACKS.map((t) => [t, []]))
  const naive = new Map<Track, Pair[]>(TRACKS.map((t) => [t, []]))
  const groups = new Map<Track, number>(TRACKS.map((t) => [t, 0]))
  let noLastYear = 0
  for (const [key, outcome] of target.groups) {
    const last = lastYear.groups.get(key)
    if (last === undefined) {
      noLastYear++
      continue
    }
    const past: PastYear[] = history.flatMap((h) => {
      const g = h.groups.get(key)
      if (g === undefined) return []
      return [{ year: h.year, minScore: g.minScore, minRank: g.minRank, places: 0, candidates: cohortOf(h, g.track) }]
    })
    // No plan is known for the target year: places 0 makes the plan change 0 (chance-model.ts planChange).
    const stats = unitStats(past, cohortOf(target, outcome.track), 0)
    if (stats === undefined) continue
    const spread = options.spread?.(
      stats.years.map((y) => y.rescaledRank),
      stats.predictedRank,
    )
    const used = spread === undefined ? stats : { predictedRank: stats.predictedRank, spread }
    groups.set(outcome.track, (groups.get(outcome.track) ?? 0) + 1)
    for (const c of ranks) {
      const admitted = c <= outcome.minRank
      model.get(outcome.track)?.push({ probability: admissionProbability(used, c), admitted })
      naive.get(outcome.track)?.push({ probability: c <= last.minRank ? 1 : 0, admitted })
    }
  }
  const scoreOf = (m: readonly Pair[], n: readonly Pair[], groupCount: number): Score => ({
    pairs: m.length,
    groups: groupCount,
    brier: brier(m),
    baseline: brier(n),
    bins: calibration(m),
  })
  const byTrack = new Map(
    TRACKS.map((t) => [t, scoreOf(model.get(t) ?? [], naive.get(t) ?? [], groups.get(t) ?? 0)] as const),
  )
  const all = scoreOf(
    TRACKS.flatMap((t) => model.get(t) ?? []),
    TRACKS.flatMap((t) => naive.get(t) ?? []),
    [...groups.values()].reduce((a, b) => a + b, 0),
  )
  return { ...all, targetYear, ranks, byTrack, skipped: { target: target.skipped, noLastYear } }
}

/** The line `npm run backtest` ends with, in exactly this format (docs/chance-backtest.md). */
export function backtestLine(
  province: string,
  result: Pick<BacktestResult, 'targetYear' | 'brier' | 'baseline' | 'pairs'>,
) {
  return `backtest chance ${province} ${result.targetYear}: brier ${result.brier.toFixed(4)} baseline ${result.baseline.toFixed(4)} pairs ${result.pairs}`
}
