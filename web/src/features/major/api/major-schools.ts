import { queryMajorSchoolList, type Track } from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export const MAJOR_SCHOOLS_PAGE_SIZE = 10

export interface MajorSchoolsKey {
  majorId: number
  province: string
  year?: number
  track?: Track
  /** The student's own track: shown when the URL names none and the province has it. */
  preferTrack?: Track
  page: number
}

/** The schools admitting to a major in a province, by minimum rank (major/querySchoolList, sample data). */
export const majorSchoolsQueryOptions = ({ majorId, province, year, track, preferTrack, page }: MajorSchoolsKey) =>
  queryOptions({
    queryKey: ['major', 'schools', majorId, province, year ?? 0, track ?? '', preferTrack ?? '', page],
    queryFn: ({ signal }) =>
      call(
        queryMajorSchoolList,
        { majorId, province, year, track, preferTrack, pageNum: page, pageSize: MAJOR_SCHOOLS_PAGE_SIZE },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  })

export const useMajorSchools = (key: MajorSchoolsKey, enabled: boolean) =>
  useQuery({ ...majorSchoolsQueryOptions(key), enabled })
