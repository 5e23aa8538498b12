import { RANK_PAGE_TEXT } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Chart } from '../../../components/charts/Chart'
import { QueryState } from '../../../components/data/QueryState'
import { CHART_STEP, rankBatchLinesQueryOptions, type TableKey, wcChartQueryOptions } from '../api/rank-tables'
import { distributionOption } from '../lib/distribution-chart'
import styles from './Rank.module.css'

/** How many candidates scored what, with the year's batch lines marked (ECharts, loaded on first use). */
export function RankChart({ tableKey, highlight }: { tableKey: TableKey; highlight?: number }) {
  const chart = useQuery(wcChartQueryOptions(tableKey))
  // The lines are a nicety on the chart: without them it still shows.
  const lines = useQuery(rankBatchLinesQueryOptions(tableKey)).data
  const option = useMemo(
    () =>
      chart.data
        ? distributionOption(chart.data.points, CHART_STEP, chart.data.topScore, lines ?? [], highlight)
        : undefined,
    [chart.data, lines, highlight],
  )
  return (
    <section className={styles.section} aria-labelledby="rank-chart-title">
      <h2 id="rank-chart-title" className={styles.sectionTitle}>
        {RANK_PAGE_TEXT.chartTitle}
      </h2>
      <QueryState query={chart}>
        {() =>
          option ? (
            <Chart
              option={option}
              height={300}
              label={RANK_PAGE_TEXT.chartLabel(tableKey.year, tableKey.province, tableKey.track)}
            />
          ) : null
        }
      </QueryState>
    </section>
  )
}
