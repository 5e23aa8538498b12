import { beforeAll, describe, expect, it } from 'vitest'
import { BACKTEST_TARGET, BACKTEST_TRACKS } from '../../src/modules/planning/backtest/backtest.js'
import {
  FILL_BACKTEST_RANKS,
  type FillBacktestResult,
  fillBacktestLine,
  runFillBacktest,
} from '../../src/modules/planning/backtest/backtest-fill.js'
import { useSeededDatabase } from '../helpers.js'

/**
 * The fill backtest on real 江苏 lines (docs/chance-backtest.md, "The fill
 * backtest"): one-click filling from 2023-2024, admitted by 2025's lines
 * under 平行志愿. The goals: admitted in at least 97 % of tables, the
 * admitting line in the first half of the table on the median.
 */
const db = useSeededDatabase()
let result: FillBacktestResult

beforeAll(() => {
  result = runFillBacktest(db())
})

describe('the fill backtest on real 江苏 lines', () => {
  it('fills a table for every rank, track, subject set and preference set above the 本科 line', () => {
    const cells = BACKTEST_TRACKS.length * FILL_BACKTEST_RANKS.length - result.belowLine.length
    expect(cells).toBeGreaterThanOrEqual(6)
    expect(result.tables.length).toBe(cells * 2 * 4)
    for (const t of result.tables) expect(t.lines, `${t.track} ${t.rank} ${t.xk} ${t.preferences}`).toBeGreaterThan(0)
    // Only a rank past the track's 本科 pool is left out (历史类's pool is some 56,000).
    for (const b of result.belowLine) expect(b.rank).toBeGreaterThan(50_000)
  })

  it('meets the goals: admitted in at least 97 % of tables, the admitting line in the first half on the median', () => {
    expect(result.admitted).toBeGreaterThanOrEqual(0.97)
    expect(result.medianLine).toBeLessThanOrEqual(result.size / 2)
  })

  it('prints its line exactly as documented', () => {
    const line = fillBacktestLine(result)
    expect(line).toMatch(
      new RegExp(
        `^backtest fill 江苏 ${BACKTEST_TARGET}: admitted \\d+(\\.\\d)?% of ${result.tables.length} tables, median admitted line ${result.medianLine} of ${result.size}$`,
      ),
    )
  })
})
