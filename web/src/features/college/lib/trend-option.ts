import { COLLEGE_TEXT, COMMON_TEXT, type DataOf, type queryDataLineChart } from '@gaokao/contracts'
import type { EChartsCoreOption } from 'echarts/core'
import { axisBounds, RANK_AXIS, SCORE_AXIS } from '../../../components/charts/axis-bounds'

export type TrendPoints = DataOf<typeof queryDataLineChart>

/**
 * The trend chart: each year's lowest admission score and the batch line on
 * the left axis, the lowest admission rank on the right axis (reversed: a
 * better rank is higher). A college in two batches a year shows its first.
 */
export function trendOption(points: TrendPoints): EChartsCoreOption {
  const byYear = new Map<number, TrendPoints[number]>()
  for (const p of points) if (!byYear.has(p.year)) byYear.set(p.year, p)
  const rows = [...byYear.values()].sort((a, b) => a.year - b.year)
  return {
    animation: false,
    grid: { left: 48, right: 64, top: 40, bottom: 32 },
    tooltip: { trigger: 'axis' },
    legend: { data: [COLLEGE_TEXT.trendMinScore, COLLEGE_TEXT.trendBatchLine, COLLEGE_TEXT.trendMinRank], top: 0 },
    xAxis: { type: 'category', data: rows.map((p) => COMMON_TEXT.yearLabel(p.year)) },
    // Bounds from the figures, not ECharts' own: five places of rank must not look like a collapse.
    yAxis: [
      {
        type: 'value',
        name: COLLEGE_TEXT.axisScore,
        ...axisBounds(
          rows.flatMap((p) => [p.minScore, p.batchLine]),
          SCORE_AXIS,
        ),
      },
      {
        type: 'value',
        name: COLLEGE_TEXT.axisRank,
        inverse: true,
        ...axisBounds(
          rows.map((p) => p.minRank),
          RANK_AXIS,
        ),
        splitLine: { show: false },
      },
    ],
    series: [
      {
        name: COLLEGE_TEXT.trendMinScore,
        type: 'line',
        data: rows.map((p) => p.minScore),
        label: { show: true },
      },
      {
        name: COLLEGE_TEXT.trendBatchLine,
        type: 'line',
        data: rows.map((p) => p.batchLine),
        lineStyle: { type: 'dashed' },
      },
      {
        name: COLLEGE_TEXT.trendMinRank,
        type: 'line',
        yAxisIndex: 1,
        data: rows.map((p) => p.minRank),
      },
    ],
  }
}

/** The same figures as text, for screen readers and for anyone who reads rather than looks. */
export function trendSummary(points: TrendPoints): string {
  return [...points]
    .sort((a, b) => a.year - b.year)
    .map(COLLEGE_TEXT.trendPoint)
    .join('；')
}
