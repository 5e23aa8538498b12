import { queryMajorDetail } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** A major's detail (queryMajorDetail); the page shows its own error, so no toast. */
export const majorDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['major', 'detail', id],
    queryFn: ({ signal }) => call(queryMajorDetail, { id }, { signal, silent: true }),
    staleTime: 10 * 60_000,
  })

export const useMajorDetail = (id: number) => useQuery(majorDetailQueryOptions(id))
