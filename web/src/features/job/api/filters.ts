import { queryProfessionFiltering } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** The job filters: industries with their counts, salary bands (queryProfessionFiltering). */
export const jobFiltersQueryOptions = () =>
  queryOptions({
    queryKey: ['job', 'filters'],
    queryFn: ({ signal }) => call(queryProfessionFiltering, {}, { signal, silent: true }),
    staleTime: 60 * 60_000,
  })

export const useJobFilters = () => useQuery(jobFiltersQueryOptions())
