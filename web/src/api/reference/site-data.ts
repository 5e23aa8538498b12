import { type SitePayload, sitePayload } from '@gaokao/contracts'
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { request } from '../../lib/api-client'
import { carouselQueryOptions } from './carousel'
import { dictsQueryOptions, groupDicts } from './dicts'
import { gaokaoProvincesQueryOptions, toGaokaoProvinceOptions } from './gaokao-provinces'
import { regionsQueryOptions, toRegionTree } from './regions'

/** A part of the payload: its data, or marked failed. */
type Part<Raw> = { ok: true; data: Raw } | { ok: false }

/**
 * The site's initial data at start (docs/spec-rules.md, Screens), in one request: the bff's
 * /bff/site payload fills the four queries the components already read, so
 * none of them asks on its own. The queries are put in flight at once, before
 * the first render, because the shell mounts long before the payload arrives:
 * a component that mounts meanwhile joins the pending query instead of
 * sending its own call. A part the payload marks failed (or the whole payload
 * failing) falls back to that query's own call, whose component then shows
 * its own error state and may retry.
 */
export function prefetchSiteData(queryClient: QueryClient): Promise<unknown> {
  const site = request<SitePayload>(sitePayload.path, { method: 'GET', silent: true }).catch(() => undefined)
  return Promise.allSettled([
    prefetchFromPart(
      queryClient,
      carouselQueryOptions(),
      site,
      (s) => s.carousel,
      (banners) => banners,
    ),
    prefetchFromPart(queryClient, regionsQueryOptions(), site, (s) => s.provincesCities, toRegionTree),
    prefetchFromPart(queryClient, gaokaoProvincesQueryOptions(), site, (s) => s.provinces, toGaokaoProvinceOptions),
    prefetchFromPart(queryClient, dictsQueryOptions(), site, (s) => s.dicts, groupDicts),
  ])
}

/** Runs a query on its part of the payload, shaped as its own call would shape it; on its own call when the part failed. */
function prefetchFromPart<Raw, Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
  site: Promise<SitePayload | undefined>,
  pick: (payload: SitePayload) => Part<Raw>,
  shape: (raw: Raw) => Data,
): Promise<void> {
  const ownCall = options.queryFn
  return queryClient.prefetchQuery({
    ...options,
    queryFn: async (context) => {
      const payload = await site
      const part = payload && pick(payload)
      if (part?.ok) return shape(part.data)
      if (typeof ownCall !== 'function') throw new Error(`no call of its own for ${String(options.queryKey)}`)
      return ownCall(context)
    },
  })
}
