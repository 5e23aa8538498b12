import { COMMON_TEXT } from '@gaokao/contracts'
import type { EChartsCoreOption } from 'echarts/core'

interface Line {
  year: number
  batch: string
  score: number
  rank: number
}

/** One line per batch across the years (oldest left), in the order given (highest line first). */
export function trendOption(lines: readonly Line[], batches: readonly string[]): EChartsCoreOption {
  const years = [...new Set(lines.map((l) => l.year))].sort((a, b) => a - b)
  const names = [...batches, ...new Set(lines.map((l) => l.batch).filter((b) => !batches.includes(b)))]
  const scoreOf = (batch: string, year: number) =>
    lines.find((l) => l.batch === batch && l.year === year)?.score ?? null
  return {
    animation: false,
    grid: { left: 48, right: 24, top: 56, bottom: 32 },
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    xAxis: { type: 'category', data: years.map(COMMON_TEXT.yearLabel) },
    yAxis: { type: 'value', name: COMMON_TEXT.score, scale: true },
    series: names.map((batch) => ({
      type: 'line',
      name: batch,
      data: years.map((y) => scoreOf(batch, y)),
      connectNulls: false,
      symbolSize: 8,
      label: { show: true, position: 'top', fontSize: 11 },
    })),
  }
}
