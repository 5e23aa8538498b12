import { MAJOR_TEXT } from '@gaokao/contracts'
import type { EChartsCoreOption } from 'echarts/core'

interface Year {
  year: number
  salary: number
  employmentRate: number
}

/** Salary as bars (left axis, yuan) and employment rate as a line (right axis, %), one point per graduating year. */
export function outcomesChartOption(history: readonly Year[]): EChartsCoreOption {
  return {
    animation: false,
    grid: { left: 56, right: 56, top: 36, bottom: 28 },
    tooltip: { trigger: 'axis' },
    legend: { data: [MAJOR_TEXT.salary, MAJOR_TEXT.employmentRate], top: 0 },
    xAxis: { type: 'category', data: history.map((h) => MAJOR_TEXT.cohort(h.year)) },
    yAxis: [
      { type: 'value', name: MAJOR_TEXT.salaryUnit, min: 0 },
      { type: 'value', name: '%', min: 80, max: 100, splitLine: { show: false } },
    ],
    series: [
      { name: MAJOR_TEXT.salary, type: 'bar', barMaxWidth: 36, data: history.map((h) => h.salary) },
      {
        name: MAJOR_TEXT.employmentRate,
        type: 'line',
        yAxisIndex: 1,
        data: history.map((h) => h.employmentRate),
      },
    ],
  }
}
