/**
 * How much real 江苏 group lines move together in one year, the figure
 * behind TABLE_RISK_CORRELATION (docs/table-risk.md). For each track and
 * target year, every real group the chance model can predict from the years
 * before: its standardised error e = (real minimum rank - R') / σ. Among
 * groups whose R' lie within 10% of each other (the lines of one table sit
 * near the candidate's rank), the correlation of e, not mean-centred: a
 * shift of the whole year is exactly what the lines share.
 *
 *   node --conditions=source --import tsx bench/table-risk-correlation.ts
 */
import type { Track } from '@gaokao/contracts'
import { BACKTEST_PROVINCE, BACKTEST_TRACKS, loadBacktestYears } from '../src/modules/planning/backtest/backtest.js'
import { type PastYear, unitStats } from '../src/modules/planning/chance-model.js'

const WINDOW = Math.log(1.1)
const years = loadBacktestYears(BACKTEST_PROVINCE, [2023, 2024, 2025])
const yearOf = (y: number) => years.find((g) => g.year === y)

for (const [history, targetYear] of [
  [[2023], 2024],
  [[2023, 2024], 2025],
] as const) {
  const target = yearOf(targetYear)
  if (!target) continue
  for (const track of BACKTEST_TRACKS) console.log(line(target, history, track))
}

function line(target: NonNullable<ReturnType<typeof yearOf>>, history: readonly number[], track: Track): string {
  const errors: { r: number; e: number }[] = []
  for (const [key, outcome] of target.groups) {
    if (outcome.track !== track) continue
    const past: PastYear[] = history.flatMap((y) => {
      const h = yearOf(y)
      const g = h?.groups.get(key)
      const candidates = h?.cohort.get(track)
      return g && h && candidates ? [{ year: y, minScore: g.minScore, minRank: g.minRank, places: 0, candidates }] : []
    })
    const stats = unitStats(past, target.cohort.get(track) ?? Number.NaN, 0)
    if (stats) errors.push({ r: stats.predictedRank, e: (outcome.minRank - stats.predictedRank) / stats.spread })
  }
  errors.sort((a, b) => a.r - b.r)
  let cross = 0
  let squares = 0
  let pairs = 0
  for (let i = 0; i < errors.length; i++) {
    const a = errors[i]
    for (let j = i + 1; j < errors.length; j++) {
      const b = errors[j]
      if (!a || !b || Math.log(b.r / a.r) > WINDOW) break
      cross += a.e * b.e
      squares += (a.e * a.e + b.e * b.e) / 2
      pairs++
    }
  }
  const mean = errors.reduce((s, x) => s + x.e, 0) / errors.length
  return `${BACKTEST_PROVINCE} ${target.year} ${track}: ${errors.length} groups, mean error ${mean.toFixed(2)} σ, correlation within 10% of rank ${(cross / squares).toFixed(2)} (${pairs} pairs)`
}
