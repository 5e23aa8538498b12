import { queryProfessionDetail } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** A job's detail (queryProfessionDetail); the page shows its own error, so no toast. */
export const jobDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['job', 'detail', id],
    queryFn: ({ signal }) => call(queryProfessionDetail, { id }, { signal, silent: true }),
    staleTime: 10 * 60_000,
  })

export const useJobDetail = (id: number) => useQuery(jobDetailQueryOptions(id))
