import type { QueryClient } from '@tanstack/react-query'
import { carouselQueryOptions } from './carousel'
import { dictsQueryOptions } from './dicts'
import { gaokaoProvincesQueryOptions } from './gaokao-provinces'
import { regionsQueryOptions } from './regions'

/**
 * The site's initial data, requested in parallel at start (spec §2). A part
 * that fails does not stop the app: the component that needs it shows its
 * own error state and may retry.
 */
export function prefetchSiteData(queryClient: QueryClient): Promise<unknown> {
  return Promise.allSettled([
    queryClient.ensureQueryData(carouselQueryOptions()),
    queryClient.ensureQueryData(regionsQueryOptions()),
    queryClient.ensureQueryData(gaokaoProvincesQueryOptions()),
    queryClient.ensureQueryData(dictsQueryOptions()),
  ])
}
