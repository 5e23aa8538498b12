import { queryProfession, type SalaryBandCode } from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export const JOB_PAGE_SIZE = 12

export interface JobListKey {
  industry?: string
  salary?: SalaryBandCode
  page: number
}

/** One page of jobs of an industry and salary band (profession/queryProfession). */
export const jobListQueryOptions = ({ industry, salary, page }: JobListKey) =>
  queryOptions({
    queryKey: ['job', 'list', industry ?? '', salary ?? '', page],
    queryFn: ({ signal }) =>
      call(queryProfession, { industry, salary, pageNum: page, pageSize: JOB_PAGE_SIZE }, { signal, silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  })

export const useJobList = (key: JobListKey) => useQuery(jobListQueryOptions(key))
