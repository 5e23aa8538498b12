import { COLLEGE_TEXT } from '@gaokao/contracts'
import { useMemo } from 'react'
import { Chart } from '../../../components/charts/Chart'
import { NotedSourceNotice } from '../../../components/data/NotedSourceNotice'
import { QueryState } from '../../../components/data/QueryState'
import { latestPerSource } from '../../../components/data/table-source'
import { useScoreTracks } from '../api/score-tracks'
import { useScoreTrend } from '../api/score-trend'
import { pickTrack } from '../lib/track'
import { trendOption, trendSummary } from '../lib/trend-option'
import styles from './College.module.css'

/** 录取趋势: the college's lowest score and rank in the province and track across the years, as a chart and in words. */
export function TrendPanel({
  schoolId,
  province,
  wantedTrack,
}: {
  schoolId: number
  province: string
  wantedTrack: string
}) {
  const tracks = useScoreTracks({ schoolId, province })
  const track = pickTrack(wantedTrack, tracks.data)
  const trend = useScoreTrend({ schoolId, province, track: track ?? '' }, track !== undefined)
  const option = useMemo(() => (trend.data ? trendOption(trend.data) : undefined), [trend.data])
  if (tracks.data?.length === 0) return null
  // One notice per source across the years shown, at its latest year.
  const sources = latestPerSource(trend.data?.map((p) => p.source) ?? [])

  return (
    <section className={styles.section} aria-labelledby="college-trend">
      <h2 id="college-trend" className={styles.sectionTitle}>
        {COLLEGE_TEXT.trend}
        {sources.map((source) => (
          <NotedSourceNotice key={`${source.kind}-${source.authority}`} source={source} />
        ))}
      </h2>
      {track !== undefined && (
        <QueryState query={trend} isEmpty={(d) => d.length === 0} emptyText={COLLEGE_TEXT.noScores(province)}>
          {(points) => (
            <>
              <Chart option={option ?? {}} label={COLLEGE_TEXT.trendTitle(province, track)} height={300} />
              <p className={styles.chartSummary}>{trendSummary(points)}</p>
            </>
          )}
        </QueryState>
      )}
    </section>
  )
}
