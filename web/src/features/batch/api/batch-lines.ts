import { getPcxKl, getPcxNf, getPcxPc, queryPcx, type Track } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

const STALE = 30 * 60_000

export const batchYearsQueryOptions = (province: string) =>
  queryOptions({
    queryKey: ['batch', 'years', province],
    queryFn: ({ signal }) => call(getPcxNf, { province }, { signal, silent: true }),
    staleTime: STALE,
    enabled: province !== '',
  })

export const batchTracksQueryOptions = (province: string, year: number | undefined) =>
  queryOptions({
    queryKey: ['batch', 'tracks', province, year],
    queryFn: ({ signal }) =>
      call(getPcxKl, { province, ...(year !== undefined ? { year } : {}) }, { signal, silent: true }),
    staleTime: STALE,
    enabled: province !== '' && year !== undefined,
  })

/** The batches of a track, highest line first: the order of the table and the chart's legend. */
export const batchNamesQueryOptions = (province: string, track: Track | undefined) =>
  queryOptions({
    queryKey: ['batch', 'names', province, track],
    queryFn: ({ signal }) => call(getPcxPc, { province, ...(track ? { track } : {}) }, { signal, silent: true }),
    staleTime: STALE,
    enabled: province !== '' && track !== undefined,
  })

/** Batch lines of a province, for one year and track (the table) or every year of a track (the trend). */
export const batchLinesQueryOptions = (province: string, track: Track, year?: number) =>
  queryOptions({
    queryKey: ['batch', 'lines', province, track, year ?? 'all'],
    queryFn: ({ signal }) =>
      call(queryPcx, { province, track, ...(year !== undefined ? { year } : {}) }, { signal, silent: true }),
    staleTime: STALE,
  })

export const useBatchYears = (province: string) => useQuery(batchYearsQueryOptions(province))
export const useBatchTracks = (province: string, year: number | undefined) =>
  useQuery(batchTracksQueryOptions(province, year))
export const useBatchNames = (province: string, track: Track | undefined) =>
  useQuery(batchNamesQueryOptions(province, track))
