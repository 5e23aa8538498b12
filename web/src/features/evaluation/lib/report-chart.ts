import type { DataOf, queryUserEvaluationReport } from '@gaokao/contracts'
import { EVALUATION_TEXT } from '@gaokao/contracts'
import type { EChartsCoreOption } from 'echarts/core'

type Report = DataOf<typeof queryUserEvaluationReport>
type Score = Report['scores'][number]

const BLUE = '#1664ff'
const ORANGE = '#ff7d00'

/**
 * The chart of a report's scores: a radar of the dimensions for a code
 * assessment (霍兰德), and for a type assessment one pair of bars per axis
 * (first pole against second), so the winning pole of each axis is visible.
 */
export function reportChartOption(kind: Report['evaluation']['kind'], scores: readonly Score[]): EChartsCoreOption {
  if (kind === 'code') {
    const max = Math.max(1, ...scores.map((s) => s.max))
    return {
      tooltip: {},
      radar: {
        indicator: scores.map((s) => ({ name: `${s.name}(${s.code})`, max })),
        radius: '62%',
        axisName: { color: '#4e5969' },
      },
      series: [
        {
          type: 'radar',
          data: [{ value: scores.map((s) => s.score), name: EVALUATION_TEXT.score, areaStyle: { opacity: 0.25 } }],
          itemStyle: { color: BLUE },
        },
      ],
    }
  }
  const pairs = axes(scores)
  return {
    tooltip: { trigger: 'axis' },
    legend: { show: false },
    grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: pairs.map(([a, b]) => `${a.name}${a.code} / ${b.name}${b.code}`) },
    yAxis: { type: 'value', max: Math.max(1, ...scores.map((s) => s.max)), minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: EVALUATION_TEXT.firstPole,
        data: pairs.map(([a]) => a.score),
        itemStyle: { color: BLUE },
        label: { show: true, position: 'top', formatter: (p: { dataIndex: number }) => pairs[p.dataIndex]?.[0].code },
      },
      {
        type: 'bar',
        name: EVALUATION_TEXT.secondPole,
        data: pairs.map(([, b]) => b.score),
        itemStyle: { color: ORANGE },
        label: { show: true, position: 'top', formatter: (p: { dataIndex: number }) => pairs[p.dataIndex]?.[1].code },
      },
    ],
  }
}

/** The dimensions of a type assessment two by two, as the assessment lists them (E/I, S/N, T/F, J/P). */
export function axes(scores: readonly Score[]): [Score, Score][] {
  const out: [Score, Score][] = []
  for (let i = 0; i + 1 < scores.length; i += 2) {
    const a = scores[i]
    const b = scores[i + 1]
    if (a && b) out.push([a, b])
  }
  return out
}
