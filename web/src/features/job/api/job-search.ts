import { queryJobListByName } from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'
import { JOB_PAGE_SIZE } from './job-list'

/** Jobs found by name (queryJobListByName), a page at a time; nothing is asked without a keyword. */
export const jobSearchQueryOptions = (keyword: string, page: number) =>
  queryOptions({
    queryKey: ['job', 'search', keyword, page],
    queryFn: ({ signal }) =>
      call(queryJobListByName, { name: keyword, pageNum: page, pageSize: JOB_PAGE_SIZE }, { signal, silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  })

export const useJobSearch = (keyword: string | undefined, page: number) =>
  useQuery({ ...jobSearchQueryOptions(keyword ?? '', page), enabled: keyword !== undefined })
