import {
  getRankKl,
  getRankNf,
  queryPcx,
  queryScoreByWc,
  queryWcLineChart,
  queryWcList,
  type Track,
} from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'
import { outsideTableText } from '../lib/outside-table'

/** Rank tables change once a year: keep what was fetched for a while. */
const STALE = 30 * 60_000

export interface TableKey {
  province: string
  year: number
  track: Track
}

export const rankYearsQueryOptions = (province: string) =>
  queryOptions({
    queryKey: ['rank', 'years', province],
    queryFn: ({ signal }) => call(getRankNf, { province }, { signal, silent: true }),
    staleTime: STALE,
    enabled: province !== '',
  })

export const rankTracksQueryOptions = (province: string, year: number | undefined) =>
  queryOptions({
    queryKey: ['rank', 'tracks', province, year],
    queryFn: ({ signal }) => call(getRankKl, { province, year: year ?? 0 }, { signal, silent: true }),
    staleTime: STALE,
    enabled: province !== '' && year !== undefined,
  })

export const WC_PAGE_SIZE = 50

export interface WcListKey extends TableKey {
  page: number
  min?: number
  max?: number
}

/** A page of the table (highest score first), optionally within a score range. */
export const wcListQueryOptions = (key: WcListKey) =>
  queryOptions({
    queryKey: ['rank', 'list', key],
    queryFn: ({ signal }) =>
      call(
        queryWcList,
        {
          province: key.province,
          year: key.year,
          track: key.track,
          pageNum: key.page,
          pageSize: WC_PAGE_SIZE,
          ...(key.min !== undefined ? { minScore: key.min } : {}),
          ...(key.max !== undefined ? { maxScore: key.max } : {}),
        },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
    staleTime: STALE,
  })

/**
 * One score's row: its count and its rank (score to rank for any year and
 * track); without one, why a published table has none (outside-table.ts).
 */
export const scoreRowQueryOptions = (key: TableKey, score: number) =>
  queryOptions({
    queryKey: ['rank', 'score', key, score],
    queryFn: async ({ signal }) => {
      const rowAt = (at: number) =>
        call(queryWcList, { ...key, minScore: at, maxScore: at, pageNum: 1, pageSize: 1 }, { signal, silent: true })
      const page = await rowAt(score)
      const row = page.list[0]
      if (row) return { row, outside: undefined }
      // Above a published table's first row only that row's rank is known: "within the first N".
      const above = page.floorScore !== null && score > page.topScore
      const topRank = above ? (await rowAt(page.topScore)).list[0]?.rank : undefined
      return { row: null, outside: outsideTableText(score, page, topRank) }
    },
    staleTime: STALE,
  })

/** Rank to score: the score of the candidate at that rank. */
export const scoreByWcQueryOptions = (key: TableKey, wc: number) =>
  queryOptions({
    queryKey: ['rank', 'by-wc', key, wc],
    queryFn: ({ signal }) => call(queryScoreByWc, { ...key, wc }, { signal, silent: true }),
    staleTime: STALE,
  })

/** Candidates per five points, for the distribution chart. */
export const CHART_STEP = 5
export const wcChartQueryOptions = (key: TableKey) =>
  queryOptions({
    queryKey: ['rank', 'chart', key],
    queryFn: ({ signal }) => call(queryWcLineChart, { ...key, step: CHART_STEP }, { signal, silent: true }),
    staleTime: STALE,
  })

/** The year's batch lines of the track, marked on the chart. */
export const rankBatchLinesQueryOptions = (key: TableKey) =>
  queryOptions({
    queryKey: ['rank', 'batch-lines', key],
    queryFn: ({ signal }) => call(queryPcx, key, { signal, silent: true }),
    staleTime: STALE,
  })

export const useRankYears = (province: string) => useQuery(rankYearsQueryOptions(province))
export const useRankTracks = (province: string, year: number | undefined) =>
  useQuery(rankTracksQueryOptions(province, year))
