import { datasetInfo } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../lib/api-client'

/** Whether the figures are sample data, and of which years (upstream datasetInfo). */
export const datasetInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'dataset-info'],
    queryFn: ({ signal }) => call(datasetInfo, {}, { signal, silent: true }),
    staleTime: 60 * 60_000,
  })

export const useDatasetInfo = () => useQuery(datasetInfoQueryOptions())
