import { queryJobListByName, queryMajorListByName, querySchoolListByName } from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export const SEARCH_PAGE_SIZE = 20

const body = (keyword: string, page: number) => ({ name: keyword, pageNum: page, pageSize: SEARCH_PAGE_SIZE })
const shared = { placeholderData: keepPreviousData, staleTime: 10 * 60_000 }

/** One page of schools by name (querySchoolListByName). */
export const schoolSearchQueryOptions = (keyword: string, page: number) =>
  queryOptions({
    queryKey: ['search', 'school', keyword, page],
    queryFn: ({ signal }) => call(querySchoolListByName, body(keyword, page), { signal, silent: true }),
    ...shared,
  })

/** One page of majors by name (queryMajorListByName). */
export const majorSearchQueryOptions = (keyword: string, page: number) =>
  queryOptions({
    queryKey: ['search', 'major', keyword, page],
    queryFn: ({ signal }) => call(queryMajorListByName, body(keyword, page), { signal, silent: true }),
    ...shared,
  })

/** One page of jobs by name (queryJobListByName). */
export const jobSearchQueryOptions = (keyword: string, page: number) =>
  queryOptions({
    queryKey: ['search', 'job', keyword, page],
    queryFn: ({ signal }) => call(queryJobListByName, body(keyword, page), { signal, silent: true }),
    ...shared,
  })

export const useSchoolSearch = (keyword: string, page: number) => useQuery(schoolSearchQueryOptions(keyword, page))
export const useMajorSearch = (keyword: string, page: number) => useQuery(majorSearchQueryOptions(keyword, page))
export const useJobSearch = (keyword: string, page: number) => useQuery(jobSearchQueryOptions(keyword, page))
