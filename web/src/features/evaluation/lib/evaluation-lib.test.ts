import { describe, expect, it } from 'vitest'
import { validateEvaluateSearch } from './evaluate-search'
import { clampStep, firstUnanswered, percentDone, resumePosition } from './progress'
import { axes, reportChartOption } from './report-chart'

describe('resuming an assessment', () => {
  it('goes to the first unanswered question, or to the last one when all are answered', () => {
    expect(firstUnanswered([0, 1, null, 0, null])).toBe(3)
    expect(resumePosition([0, 1, null, 0, null])).toBe(3)
    expect(firstUnanswered([0, 1, 1])).toBeUndefined()
    expect(resumePosition([0, 1, 1])).toBe(3)
    expect(resumePosition([null, null])).toBe(1)
  })

  it('keeps a step from the URL within the questions and counts percent done', () => {
    expect([clampStep(0, 60), clampStep(61, 60), clampStep(12, 60)]).toEqual([1, 60, 12])
    expect([percentDone(25, 60), percentDone(0, 0), percentDone(60, 60)]).toEqual([42, 0, 100])
  })

  it('reads the view from the URL: a report wins over a step; bad values give the introduction', () => {
    expect(validateEvaluateSearch({ report: '7', step: '3' })).toEqual({ report: 7 })
    expect(validateEvaluateSearch({ step: '3' })).toEqual({ step: 3 })
    expect(validateEvaluateSearch({ step: '-1', report: 'x' })).toEqual({})
  })
})

describe('the report chart', () => {
  const holland = ['R', 'I', 'A', 'S', 'E', 'C'].map((code, i) => ({ code, name: code, score: i, max: 10 }))
  const type = ['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P'].map((code, i) => ({ code, name: code, score: i, max: 10 }))

  it('is a radar of six dimensions for a code assessment, scaled to the maximum score', () => {
    const option = reportChartOption('code', holland) as {
      radar: { indicator: { name: string; max: number }[] }
      series: { data: { value: number[] }[] }[]
    }
    expect(option.radar.indicator.map((i) => i.max)).toEqual([10, 10, 10, 10, 10, 10])
    expect(option.series[0]?.data[0]?.value).toEqual([0, 1, 2, 3, 4, 5])
  })

  it('is one pair of bars per axis for a type assessment', () => {
    expect(axes(type).map(([a, b]) => a.code + b.code)).toEqual(['EI', 'SN', 'TF', 'JP'])
    const option = reportChartOption('type', type) as { series: { data: number[] }[] }
    expect(option.series.map((s) => s.data)).toEqual([
      [0, 2, 4, 6],
      [1, 3, 5, 7],
    ])
  })
})
