import {
  getRankKl,
  type ProgrammeKey,
  queryProgrammeDetail,
  queryProgrammeJobs,
  queryProgrammeRelated,
  queryProgrammeSchools,
  queryScoreGain,
  type SchoolProgramme,
  type Track,
} from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** Programme texts and the yearly figures change rarely. */
const STALE = 30 * 60_000

export const programmeDetailQueryOptions = (key: ProgrammeKey) =>
  queryOptions({
    queryKey: ['programme', 'detail', key],
    queryFn: ({ signal }) => call(queryProgrammeDetail, { key }, { signal, silent: true }),
    staleTime: STALE,
  })

export const useProgrammeDetail = (key: ProgrammeKey) => useQuery(programmeDetailQueryOptions(key))

export const programmeRelatedQueryOptions = (key: ProgrammeKey) =>
  queryOptions({
    queryKey: ['programme', 'related', key],
    queryFn: ({ signal }) => call(queryProgrammeRelated, { key }, { signal, silent: true }),
    staleTime: STALE,
  })

export const useProgrammeRelated = (key: ProgrammeKey) => useQuery(programmeRelatedQueryOptions(key))

export const PROGRAMME_PAGE_SIZE = 10

export const programmeSchoolsQueryOptions = (
  key: SchoolProgramme,
  province: string,
  track: Track | undefined,
  page: number,
) =>
  queryOptions({
    queryKey: ['programme', 'schools', key, province, track, page],
    queryFn: ({ signal }) =>
      call(
        queryProgrammeSchools,
        {
          key,
          ...(province ? { province } : {}),
          ...(track ? { track } : {}),
          pageNum: page,
          pageSize: PROGRAMME_PAGE_SIZE,
        },
        { signal, silent: true },
      ),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  })

export const useProgrammeSchools = (key: SchoolProgramme, province: string, track: Track | undefined, page: number) =>
  useQuery(programmeSchoolsQueryOptions(key, province, track, page))

/** The tracks of a province's rank table in a year (getRankKl), for the track choice. */
export const useTracks = (province: string, year: number | undefined) =>
  useQuery({
    queryKey: ['programme', 'tracks', province, year],
    queryFn: ({ signal }) => call(getRankKl, { province, year: year ?? 0 }, { signal, silent: true }),
    staleTime: STALE,
    enabled: province !== '' && year !== undefined,
  })

export interface GainInput {
  province: string
  track: Track
  score: number
}

export const useScoreGain = (input: GainInput | undefined) =>
  useQuery({
    queryKey: ['programme', 'gain', input],
    queryFn: ({ signal }) => call(queryScoreGain, input as GainInput, { signal, silent: true }),
    staleTime: STALE,
    enabled: input !== undefined,
    retry: false,
  })

export const useProgrammeJobs = (industry: string, page: number) =>
  useQuery({
    queryKey: ['programme', 'jobs', industry, page],
    queryFn: ({ signal }) =>
      call(
        queryProgrammeJobs,
        { ...(industry ? { industry } : {}), pageNum: page, pageSize: PROGRAMME_PAGE_SIZE },
        { signal, silent: true },
      ),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  })
