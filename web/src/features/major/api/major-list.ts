import { type MajorLevel, queryMajorList } from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export const MAJOR_PAGE_SIZE = 20

export interface MajorListKey {
  cc: MajorLevel
  xkml?: string
  zyl?: string
  keyword?: string
  page: number
}

/** One page of majors of a level, 门类 or 专业类, or found by keyword (queryMajorList). */
export const majorListQueryOptions = ({ cc, xkml, zyl, keyword, page }: MajorListKey) =>
  queryOptions({
    queryKey: ['major', 'list', cc, xkml ?? '', zyl ?? '', keyword ?? '', page],
    queryFn: ({ signal }) =>
      call(
        queryMajorList,
        { cc, xkml, zyl, keyword, pageNum: page, pageSize: MAJOR_PAGE_SIZE },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  })

export const useMajorList = (key: MajorListKey) => useQuery(majorListQueryOptions(key))
