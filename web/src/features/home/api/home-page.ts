import { type HomePage, homePage, homePageQuery } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'

/**
 * The home page's first paint in one round trip: the bff's /bff/pages/home
 * payload (news, notices, the schools recommended for the province, the
 * high-pay majors). Each optional part arrives as {ok, data} or {ok: false,
 * msg}, so one failing section does not blank the others.
 */
export const homePageQueryOptions = (province: string) =>
  queryOptions({
    queryKey: ['home', 'page', province],
    queryFn: ({ signal }) =>
      request<HomePage>(homePage.path, {
        method: 'GET',
        body: homePageQuery(province),
        signal,
        silent: true,
      }),
    staleTime: 5 * 60_000,
  })

export const useHomePage = (province: string) => useQuery(homePageQueryOptions(province))

/** A part's data, or why it is missing. */
export type PartState<T> = { status: 'pending' } | { status: 'error'; message: string } | { status: 'ok'; data: T }

export function partState<T>(
  query: { isPending: boolean; isError: boolean; error: Error | null },
  part: { ok: true; data: T } | { ok: false; msg: string } | undefined,
): PartState<T> {
  if (query.isPending) return { status: 'pending' }
  if (query.isError) return { status: 'error', message: query.error?.message ?? '' }
  if (!part) return { status: 'error', message: '' }
  return part.ok ? { status: 'ok', data: part.data } : { status: 'error', message: part.msg }
}
