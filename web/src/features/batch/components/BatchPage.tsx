import { Button } from '@douyinfe/semi-ui'
import {
  BATCH_PAGE_TEXT,
  COMMON_TEXT,
  type ExamMode,
  groupDigits,
  siteRoute,
  type Track,
  trackOf,
} from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { useGaokaoProvinces } from '../../../api/reference/gaokao-provinces'
import { Chart } from '../../../components/charts/Chart'
import { PlainFigureNotice } from '../../../components/data/PlainFigureNotice'
import { QueryState } from '../../../components/data/QueryState'
import tableFilters from '../../../components/data/table-filters.module.css'
import { NativeSelect } from '../../../components/form/NativeSelect'
import { Segmented } from '../../../components/form/Segmented'
import { Page } from '../../../components/page/Page'
import { openProvincePicker, user } from '../../../stores/user'
import { batchLinesQueryOptions, useBatchNames, useBatchTracks, useBatchYears } from '../api/batch-lines'
import type { BatchSearch } from '../lib/batch-search'
import { trendOption } from '../lib/trend-chart'
import styles from './Batch.module.css'

/** /batch: a province's batch lines (the user's province by default) for a year and track, and their trend. */
export function BatchPage({ search }: { search: BatchSearch }) {
  const snap = useSnapshot(user)
  const navigate = useNavigate()
  const province = search.province ?? snap.province
  const years = useBatchYears(province)
  const year = years.data?.includes(search.year ?? -1) ? search.year : years.data?.[0]
  const tracks = useBatchTracks(province, year)
  const own =
    snap.session === 'user' &&
    snap.xk !== '' &&
    snap.province === province &&
    (snap.gkms === '3+3' || snap.gkms === '3+1+2')
      ? trackOf(snap.gkms as ExamMode, snap.xk)
      : undefined
  const trackList = tracks.data ?? []
  const track = trackList.includes(search.track as Track)
    ? search.track
    : own && trackList.includes(own)
      ? own
      : trackList[0]
  const provinces = useGaokaoProvinces().data ?? [{ value: province, label: province }]
  const update = (next: BatchSearch) =>
    navigate({ to: '/batch', search: { province: search.province, year: search.year, track: search.track, ...next } })

  if (province === '') {
    return (
      <Page title={siteRoute('/batch').title}>
        <div className={tableFilters.prompt}>
          <p>{BATCH_PAGE_TEXT.noProvince}</p>
          <Button theme="solid" onClick={openProvincePicker}>
            {BATCH_PAGE_TEXT.province}
          </Button>
        </div>
      </Page>
    )
  }

  return (
    <Page title={siteRoute('/batch').title}>
      <div className={tableFilters.filters}>
        <NativeSelect
          label={BATCH_PAGE_TEXT.province}
          value={province}
          options={provinces.map((p) => ({ value: p.value, label: p.label }))}
          onChange={(p) => update({ province: p, year: undefined, track: undefined })}
        />
        {(years.data?.length ?? 0) > 0 && (
          <Segmented
            legend={BATCH_PAGE_TEXT.year}
            options={(years.data ?? []).map((y) => ({ value: y, label: COMMON_TEXT.yearLabel(y) }))}
            value={year}
            onChange={(y) => update({ year: y })}
          />
        )}
        {trackList.length > 0 && (
          <Segmented
            legend={BATCH_PAGE_TEXT.track}
            options={trackList.map((t) => ({ value: t, label: t }))}
            value={track}
            onChange={(t) => update({ track: t })}
          />
        )}
      </div>
      <QueryState query={years} isEmpty={(d) => d.length === 0} emptyText={BATCH_PAGE_TEXT.noYears}>
        {() =>
          year !== undefined && track !== undefined ? (
            <>
              <LinesTable province={province} year={year} track={track} />
              <Trend province={province} track={track} />
            </>
          ) : (
            <QueryState query={tracks} isEmpty={(d) => d.length === 0} emptyText={BATCH_PAGE_TEXT.noYears}>
              {() => null}
            </QueryState>
          )
        }
      </QueryState>
    </Page>
  )
}

function LinesTable({ province, year, track }: { province: string; year: number; track: Track }) {
  const lines = useQuery(batchLinesQueryOptions(province, track, year))
  return (
    <section className={styles.section} aria-labelledby="batch-table-title">
      <h2 id="batch-table-title" className={styles.sectionTitle}>
        {BATCH_PAGE_TEXT.tableTitle(year, province)} <PlainFigureNotice year={year} />
      </h2>
      <QueryState query={lines} isEmpty={(d) => d.length === 0} emptyText={BATCH_PAGE_TEXT.noYears}>
        {(rows) => (
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{BATCH_PAGE_TEXT.columns.track}</th>
                  <th scope="col">{BATCH_PAGE_TEXT.columns.batch}</th>
                  <th scope="col">{BATCH_PAGE_TEXT.columns.score}</th>
                  <th scope="col">{BATCH_PAGE_TEXT.columns.rank}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((l) => (
                  <tr key={`${l.track}-${l.batch}`}>
                    <td>{l.track}</td>
                    <th scope="row">{l.batch}</th>
                    <td>
                      {l.score}
                      {BATCH_PAGE_TEXT.scoreUnit}
                    </td>
                    <td>{groupDigits(l.rank)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  )
}

function Trend({ province, track }: { province: string; track: Track }) {
  const lines = useQuery(batchLinesQueryOptions(province, track))
  const names = useBatchNames(province, track).data
  const option = useMemo(() => (lines.data ? trendOption(lines.data, names ?? []) : undefined), [lines.data, names])
  const years = [...new Set((lines.data ?? []).map((l) => l.year))].sort((a, b) => a - b)
  const span = years.length > 0 ? `${years[0]}-${years.at(-1)}` : ''
  return (
    <section className={styles.section} aria-labelledby="batch-trend-title">
      <h2 id="batch-trend-title" className={styles.sectionTitle}>
        {BATCH_PAGE_TEXT.trendTitle(province, track)} <PlainFigureNotice />
      </h2>
      <QueryState query={lines} isEmpty={(d) => d.length === 0} emptyText={BATCH_PAGE_TEXT.noYears}>
        {() =>
          option ? (
            <Chart option={option} height={320} label={BATCH_PAGE_TEXT.trendLabel(province, track, span)} />
          ) : null
        }
      </QueryState>
    </section>
  )
}
