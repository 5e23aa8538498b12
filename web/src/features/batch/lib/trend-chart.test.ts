import { describe, expect, it } from 'vitest'
import { validateBatchSearch } from './batch-search'
import { trendOption } from './trend-chart'

/** The parts of the option these tests read. */
interface TrendShape {
  xAxis: { data: string[] }
  series: { name: string; data: (number | null)[] }[]
}

describe('trendOption', () => {
  it('draws one line per batch, years oldest first, a gap where a year has no line', () => {
    const option = trendOption(
      [
        { year: 2025, batch: '本科批', score: 472, rank: 1 },
        { year: 2024, batch: '本科批', score: 478, rank: 1 },
        { year: 2025, batch: '专科批', score: 200, rank: 1 },
        { year: 2023, batch: '本科批', score: 491, rank: 1 },
      ],
      ['本科批', '专科批'],
    ) as unknown as TrendShape
    expect(option.xAxis.data).toEqual(['2023年', '2024年', '2025年'])
    expect(option.series.map((s: { name: string }) => s.name)).toEqual(['本科批', '专科批'])
    expect(option.series[0]?.data).toEqual([491, 478, 472])
    expect(option.series[1]?.data).toEqual([null, null, 200])
  })

  it('adds batches the list did not name rather than dropping them', () => {
    const option = trendOption([{ year: 2025, batch: '提前批', score: 500, rank: 1 }], []) as unknown as TrendShape
    expect(option.series.map((s: { name: string }) => s.name)).toEqual(['提前批'])
  })
})

describe('validateBatchSearch', () => {
  it('keeps good values and drops bad ones', () => {
    expect(validateBatchSearch({ province: '山东', year: '2024', track: '综合' })).toEqual({
      province: '山东',
      year: 2024,
      track: '综合',
    })
    expect(validateBatchSearch({ year: 'x', track: '工科' })).toEqual({})
  })
})
