import { type MajorSchoolSort, queryMajorSchoolList, type Track } from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export const MAJOR_SCHOOLS_PAGE_SIZE = 20

export interface MajorSchoolsKey {
  majorId: number
  /** The exam province; '' for none: the schools come without lines. */
  province: string
  track?: Track
  /** The student's own track: shown when the URL names none and the province has it. */
  preferTrack?: Track
  sort?: MajorSchoolSort
  page: number
}

/** Every school offering a major with its newest school-level line in the province (major/querySchoolList, free). */
export const majorSchoolsQueryOptions = ({ majorId, province, track, preferTrack, sort, page }: MajorSchoolsKey) =>
  queryOptions({
    queryKey: ['major', 'schools', majorId, province, track ?? '', preferTrack ?? '', sort ?? 'score', page],
    queryFn: ({ signal }) =>
      call(
        queryMajorSchoolList,
        {
          majorId,
          ...(province ? { province } : {}),
          track,
          preferTrack,
          sort,
          pageNum: page,
          pageSize: MAJOR_SCHOOLS_PAGE_SIZE,
        },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  })

export const useMajorSchools = (key: MajorSchoolsKey) => useQuery(majorSchoolsQueryOptions(key))
