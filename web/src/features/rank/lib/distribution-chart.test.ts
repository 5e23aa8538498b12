import { describe, expect, it } from 'vitest'
import { distributionOption } from './distribution-chart'

/** The parts of the option these tests read. */
interface DistributionShape {
  xAxis: { type: string; min: number; max: number }
  yAxis: { name: string }
  series: { data: number[][]; markLine: { data: unknown[] } }[]
}

describe('distributionOption', () => {
  const points = [
    { score: 700, count: 3, rank: 3 },
    { score: 695, count: 10, rank: 13 },
  ]

  it('plots candidates per bucket against the score, naming the bucket size', () => {
    const option = distributionOption(points, 5, 703, []) as unknown as DistributionShape
    expect(option.series[0]?.data).toEqual([
      [700, 3],
      [695, 10],
    ])
    expect(option.yAxis.name).toBe('人数（每5分）')
    // The axis spans the table's scores with a margin, not 0-710 where 695-703 is a sliver.
    expect(option.xAxis.type).toBe('value')
    expect(option.xAxis.min).toBeGreaterThan(600)
    expect(option.xAxis.min).toBeLessThanOrEqual(695)
    expect(option.xAxis.max).toBeGreaterThanOrEqual(703)
    expect(option.xAxis.max - option.xAxis.min).toBeGreaterThanOrEqual(30)
  })

  it('marks the batch lines and the looked-up score', () => {
    const option = distributionOption(
      points,
      1,
      703,
      [{ batch: '本科批', score: 472 }],
      600,
    ) as unknown as DistributionShape
    expect(option.yAxis.name).toBe('人数')
    // The batch line far below the table's points is on the axis too.
    expect(option.xAxis.min).toBeLessThanOrEqual(472)
    expect(option.series[0]?.markLine.data).toEqual([
      { xAxis: 472, name: '本科批', label: { formatter: '本科批 472' } },
      { xAxis: 600, name: '600', label: { formatter: '600分' } },
    ])
  })
})
