import { describe, expect, it } from 'vitest'
import { realCohortSize } from '../../src/dataset/real/cohort-size.js'
import { loadRankTable } from '../../src/dataset/real/rank-tables.js'
import {
  BACKTEST_HISTORY,
  BACKTEST_PROVINCE,
  BACKTEST_TARGET,
  BACKTEST_TRACKS,
  backtestLine,
  loadBacktestYears,
  rankGrid,
  runBacktest,
} from '../../src/modules/planning/backtest/backtest.js'
import { fitSpreadShare } from '../../src/modules/planning/backtest/backtest-fit.js'
import { SPREAD_SHARE_SINGLE_YEAR } from '../../src/modules/planning/chance-model.js'

const years = loadBacktestYears(BACKTEST_PROVINCE, [...BACKTEST_HISTORY, BACKTEST_TARGET])
const ranks = rankGrid()
const result = runBacktest({ years, historyYears: BACKTEST_HISTORY, targetYear: BACKTEST_TARGET, ranks })

describe('the chance model’s backtest on real 江苏 lines (docs/chance-backtest.md)', () => {
  it('asks at least 20 candidate ranks from 1,000 to 150,000', () => {
    expect(ranks.length).toBeGreaterThanOrEqual(20)
    expect(ranks[0]).toBe(1_000)
    expect(ranks.at(-1)).toBe(150_000)
    expect(ranks).toEqual([...new Set(ranks)].sort((a, b) => a - b))
  })

  it('scores every rank of the grid against every group, on both tracks', () => {
    for (const track of BACKTEST_TRACKS) {
      const score = result.byTrack.get(track)
      expect(score?.groups, track).toBeGreaterThan(500)
      expect(score?.pairs, track).toBe((score?.groups ?? 0) * ranks.length)
    }
    expect(result.pairs).toBe(result.groups * ranks.length)
    expect(result.pairs).toBeGreaterThanOrEqual(20 * result.groups)
  })

  it('beats the naive baseline (P = 1 within last year’s minimum rank, else 0)', () => {
    expect(result.brier).toBeLessThan(result.baseline)
  })

  it('puts every pair in one of ten calibration bins', () => {
    const sum = (bins: readonly { count: number }[]) => bins.reduce((a, b) => a + b.count, 0)
    expect(result.bins).toHaveLength(10)
    expect(sum(result.bins)).toBe(result.pairs)
    for (const score of result.byTrack.values()) expect(sum(score.bins)).toBe(score.pairs)
  })

  it('ends its output with the documented line', () => {
    expect(backtestLine(BACKTEST_PROVINCE, result)).toMatch(
      /^backtest chance 江苏 2025: brier 0\.\d{4} baseline 0\.\d{4} pairs \d+$/,
    )
    expect(backtestLine(BACKTEST_PROVINCE, result)).toBe(
      `backtest chance 江苏 2025: brier ${result.brier.toFixed(4)} baseline ${result.baseline.toFixed(4)} pairs ${result.pairs}`,
    )
  })

  it('judges a model that knows nothing worse than the baseline (the backtest can fail)', () => {
    const blind = runBacktest({
      years,
      historyYears: BACKTEST_HISTORY,
      targetYear: BACKTEST_TARGET,
      ranks,
      spread: () => Number.POSITIVE_INFINITY,
    })
    // σ infinite: P = 0.5 for every pair, a Brier score of 0.25.
    expect(blind.brier).toBeCloseTo(0.25, 6)
    expect(blind.brier).toBeGreaterThan(blind.baseline)
  })

  it('uses the spread share fitted on 2023→2024, not on the year it is judged on', () => {
    expect(fitSpreadShare(years, ranks, 'cohort').share).toBe(SPREAD_SHARE_SINGLE_YEAR)
  })
})

describe('realCohortSize: N_y of a real table', () => {
  it('is the cumulative count at the table’s floor, not its last printed row', () => {
    const t2025 = loadRankTable({ province: '江苏', year: 2025, track: '物理类' })
    const t2023 = loadRankTable({ province: '江苏', year: 2023, track: '物理类' })
    if (!t2025 || !t2023) throw new Error('江苏 tables missing')
    expect(realCohortSize(t2025)).toBe(205_975)
    // 2023's copy appends a line of another table below the floor (417: 8447, 601).
    expect(t2023.rows.at(-1)?.cumulative).toBe(601)
    expect(realCohortSize(t2023)).toBe(172_775)
  })
})
