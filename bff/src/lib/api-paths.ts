import { ALL_ENDPOINTS, API_PREFIX, apiPath, type Endpoint } from '@gaokao/contracts'

/** The path of a request target without its query string. */
export function pathOf(url: string): string {
  const q = url.indexOf('?')
  return q === -1 ? url : url.slice(0, q)
}

const BY_PATH = new Map<string, Endpoint>(ALL_ENDPOINTS.map((e) => [apiPath(e), e]))

/** The contract behind an /api/v1 path, if any. */
export function endpointAt(path: string): Endpoint | undefined {
  return BY_PATH.get(path)
}

/** Any path the contracts do not know shares one label, so metrics stay bounded whatever clients send. */
export const UNKNOWN_API_ROUTE = `${API_PREFIX}/*`

/** A bounded metrics label for an upstream path: the contract's path, or one shared label. */
export function apiRouteLabel(url: string): string {
  const path = pathOf(url)
  return BY_PATH.has(path) ? path : UNKNOWN_API_ROUTE
}
