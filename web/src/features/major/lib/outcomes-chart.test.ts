import { describe, expect, it } from 'vitest'
import { outcomesChartOption } from './outcomes-chart'

describe('outcomesChartOption', () => {
  it('labels each graduating year and puts salary and employment rate on their own axes', () => {
    const option = outcomesChartOption([
      { year: 2023, salary: 6830, employmentRate: 90.2 },
      { year: 2024, salary: 7270, employmentRate: 89.6 },
      { year: 2025, salary: 7540, employmentRate: 90.2 },
    ]) as {
      xAxis: { data: string[] }
      series: { name: string; type: string; yAxisIndex?: number; data: number[] }[]
    }
    expect(option.xAxis.data).toEqual(['2023届', '2024届', '2025届'])
    expect(option.series.map((s) => [s.name, s.type, s.yAxisIndex ?? 0, s.data])).toEqual([
      ['平均月收入', 'bar', 0, [6830, 7270, 7540]],
      ['就业率', 'line', 1, [90.2, 89.6, 90.2]],
    ])
  })
})
