import {
  type BodyOf,
  conversionSchoolList,
  conversionVerify,
  diagnosesNumber,
  provinceAndCity,
  queryHistoryRank,
  TRACK_ORDER,
  type Track,
} from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** Rank tables and admissions change once a year. */
const STALE = 30 * 60_000

export const conversionPlacesQueryOptions = () =>
  queryOptions({
    queryKey: ['conversion', 'places'],
    queryFn: ({ signal }) => call(provinceAndCity, {}, { signal, silent: true }),
    staleTime: STALE,
  })

export const useConversionPlaces = () => useQuery(conversionPlacesQueryOptions())

export const mockSizeQueryOptions = (province: string, track: Track | undefined) =>
  queryOptions({
    queryKey: ['conversion', 'size', province, track],
    // Never called without a track (enabled below): the first track only gives the body its type.
    queryFn: ({ signal }) =>
      call(diagnosesNumber, { province, track: track ?? TRACK_ORDER[0] }, { signal, silent: true }),
    staleTime: STALE,
    enabled: province !== '' && track !== undefined,
  })

export type ConversionBody = BodyOf<typeof conversionVerify>

/** The estimate of a mock result: refusals come back as the query's error (the page shows their text). */
export const estimateQueryOptions = (body: ConversionBody | undefined) =>
  queryOptions({
    queryKey: ['conversion', 'estimate', body],
    queryFn: ({ signal }) => call(conversionVerify, body as ConversionBody, { signal, silent: true }),
    staleTime: STALE,
    enabled: body !== undefined,
    retry: false,
  })

export interface RankRange {
  province: string
  track: Track
  rank: number
  rankLow: number
  rankHigh: number
}

export const equalScoresQueryOptions = (range: RankRange | undefined) =>
  queryOptions({
    queryKey: ['conversion', 'equal-scores', range],
    queryFn: ({ signal }) => call(queryHistoryRank, range as RankRange, { signal, silent: true }),
    staleTime: STALE,
    enabled: range !== undefined,
  })

export const REACH_PAGE_SIZE = 20

export const reachSchoolsQueryOptions = (
  range: RankRange | undefined,
  band: '冲' | '稳' | '保' | undefined,
  page: number,
) =>
  queryOptions({
    queryKey: ['conversion', 'schools', range, band, page],
    queryFn: ({ signal }) =>
      call(
        conversionSchoolList,
        { ...(range as RankRange), ...(band ? { band } : {}), pageNum: page, pageSize: REACH_PAGE_SIZE },
        { signal, silent: true },
      ),
    staleTime: STALE,
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  })
