import { describe, expect, it } from 'vitest'
import { trendOption } from './trend-option'

type Axis = { min?: number; max?: number; inverse?: boolean }
const generated = (year: number) => ({ kind: 'generated' as const, authority: '', year, url: '' })
const point = (year: number, minScore: number, minRank: number) => ({
  year,
  batch: '本科批',
  minScore,
  minRank,
  avgScore: null,
  batchLine: null,
  source: generated(year),
})

describe('the trend chart’s axes', () => {
  it('shows ranks 154-159 on an axis padded by a tenth of the rank, not one that the five places fill', () => {
    const option = trendOption([point(2024, 681, 159), point(2025, 682, 154), point(2026, 684, 157)]) as {
      yAxis: Axis[]
    }
    const rank = option.yAxis[1] as Axis
    expect(rank.inverse).toBe(true)
    expect(rank.min).toBeLessThanOrEqual(154 - 15)
    expect(rank.max).toBeGreaterThanOrEqual(159 + 15)
    const score = option.yAxis[0] as Axis
    expect(score.min).toBeGreaterThan(600)
    expect((score.max ?? 0) - (score.min ?? 0)).toBeGreaterThanOrEqual(30)
  })

  it('counts the batch line into the score axis', () => {
    const withLine = { ...point(2025, 682, 375), batchLine: 461 }
    const score = (trendOption([withLine]) as { yAxis: Axis[] }).yAxis[0] as Axis
    expect(score.min).toBeLessThanOrEqual(461)
    expect(score.max).toBeGreaterThanOrEqual(682)
  })
})
