import { COMMON_TEXT, groupDigits, RANK_PAGE_TEXT } from '@gaokao/contracts'
import type { EChartsCoreOption } from 'echarts/core'
import { axisBounds, SCORE_AXIS } from '../../../components/charts/axis-bounds'

interface Point {
  score: number
  count: number
  rank: number
}
interface Line {
  batch: string
  score: number
}

/**
 * The distribution chart: candidates per bucket of `step` points along the
 * score axis, the year's batch lines as vertical marks, and the looked-up
 * score, if any, as one more.
 */
export function distributionOption(
  points: readonly Point[],
  step: number,
  topScore: number,
  lines: readonly Line[],
  highlight?: number,
): EChartsCoreOption {
  const marks = lines.map((l) => ({ xAxis: l.score, name: l.batch, label: { formatter: `${l.batch} ${l.score}` } }))
  if (highlight !== undefined) {
    marks.push({ xAxis: highlight, name: String(highlight), label: { formatter: RANK_PAGE_TEXT.scoreMark(highlight) } })
  }
  const countName = step > 1 ? RANK_PAGE_TEXT.chartCountPer(step) : RANK_PAGE_TEXT.chartCount
  return {
    animation: false,
    grid: { left: 64, right: 24, top: 40, bottom: 40 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: number) => groupDigits(v),
    },
    // From the table's own scores (a published one stops near the 本科 line), not from 0.
    xAxis: {
      type: 'value',
      name: COMMON_TEXT.score,
      ...axisBounds([...points.map((p) => p.score), topScore, ...lines.map((l) => l.score), highlight], SCORE_AXIS),
      nameGap: 8,
    },
    yAxis: { type: 'value', name: countName },
    series: [
      {
        type: 'line',
        name: countName,
        data: points.map((p) => [p.score, p.count]),
        showSymbol: false,
        step: 'start',
        areaStyle: { opacity: 0.25 },
        lineStyle: { width: 1.5 },
        markLine: {
          symbol: 'none',
          silent: true,
          lineStyle: { type: 'dashed' },
          label: { position: 'insideEndTop', fontSize: 11 },
          data: marks,
        },
      },
    ],
  }
}
