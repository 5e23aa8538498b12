import { queryMajorByXk, querySchoolByXk } from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export const OPEN_PAGE_SIZE = 20

interface ListInput {
  province: string
  xk: string
  keyword?: string | undefined
  page: number
}

/** The schools a combination may apply to, best ranked first (one page). */
export const openSchoolsQueryOptions = ({ province, xk, keyword, page }: ListInput) =>
  queryOptions({
    queryKey: ['subject', 'schools', province, xk, keyword ?? '', page],
    queryFn: ({ signal }) =>
      call(querySchoolByXk, { province, xk, keyword, pageNum: page, pageSize: OPEN_PAGE_SIZE }, { signal }),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  })

/** The majors a combination may apply to, open at most schools first (one page). */
export const openMajorsQueryOptions = ({ province, xk, keyword, page }: ListInput) =>
  queryOptions({
    queryKey: ['subject', 'majors', province, xk, keyword ?? '', page],
    queryFn: ({ signal }) =>
      call(queryMajorByXk, { province, xk, keyword, pageNum: page, pageSize: OPEN_PAGE_SIZE }, { signal }),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  })

export const useOpenSchools = (input: ListInput, enabled: boolean) =>
  useQuery({ ...openSchoolsQueryOptions(input), enabled })
export const useOpenMajors = (input: ListInput, enabled: boolean) =>
  useQuery({ ...openMajorsQueryOptions(input), enabled })
