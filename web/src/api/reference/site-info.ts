import { siteInfo } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../lib/api-client'

/** The operator's hotline for reporting data errors and its name (upstream siteInfo), for the footer. */
export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'site-info'],
    queryFn: ({ signal }) => call(siteInfo, {}, { signal, silent: true }),
    staleTime: 60 * 60_000,
  })

export const useSiteInfo = () => useQuery(siteInfoQueryOptions())
