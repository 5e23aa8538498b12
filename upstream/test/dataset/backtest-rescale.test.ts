import { describe, expect, it } from 'vitest'
import {
  BACKTEST_HISTORY,
  BACKTEST_PROVINCE,
  BACKTEST_TARGET,
  BACKTEST_TRACKS,
  loadBacktestYears,
  rankGrid,
  runBacktest,
} from '../../src/modules/planning/backtest/backtest.js'
import { fitRescaleExponent } from '../../src/modules/planning/backtest/backtest-fit.js'
import { RESCALE_EXPONENT } from '../../src/modules/planning/chance-model.js'

/**
 * How far past ranks follow the cohort's size (docs/chance-backtest.md, "What was
 * fitted"): the exponent is the 2023→2024 fit's, and with it the model beats the
 * naive baseline on each track of 2025, 历史类 included.
 */
const years = loadBacktestYears(BACKTEST_PROVINCE, [...BACKTEST_HISTORY, BACKTEST_TARGET])
const ranks = rankGrid()

describe('the rescaling exponent', () => {
  it('is the one fitted on 2023→2024, not on the year it is judged on', () => {
    const fit = fitRescaleExponent(years, ranks)
    expect(fit.exponent).toBe(RESCALE_EXPONENT)
    expect(fit.curve).toHaveLength(21)
  })

  it('beats the naive baseline on each track of 2025', () => {
    const result = runBacktest({ years, historyYears: BACKTEST_HISTORY, targetYear: BACKTEST_TARGET, ranks })
    for (const track of BACKTEST_TRACKS) {
      const score = result.byTrack.get(track)
      expect(score?.brier, track).toBeLessThan(score?.baseline ?? 0)
    }
  })
})
