import { apiPath, type Endpoint } from '@gaokao/contracts'
import type { TObject } from 'typebox'
import { canonicalJson, isPlainObject } from './canonical-json.js'
import { upstreamHeaders } from './upstream/forward.js'
import type { UpstreamRequest } from './upstream/types.js'

/**
 * Only the fields a contract declares: what the bff sends for its own calls
 * and keys its cache on, so undeclared extras (a token smuggled into a body,
 * cache busters) neither reach the upstream nor split the cache.
 */
export function declaredFields(endpoint: Endpoint, input: unknown): Record<string, unknown> {
  const picked: Record<string, unknown> = {}
  if (!isPlainObject(input)) return picked
  const properties = (endpoint.body as Partial<TObject>).properties ?? {}
  for (const name of Object.keys(properties)) if (input[name] !== undefined) picked[name] = input[name]
  return picked
}

/** The upstream request for a contract call the bff makes itself (cache fills, payload parts). */
export function endpointRequest(
  endpoint: Endpoint,
  body: Record<string, unknown>,
  requestId: string,
  token?: string,
): UpstreamRequest {
  const headers: Record<string, string> = { accept: 'application/json', ...upstreamHeaders(requestId, token) }
  if (endpoint.method === 'GET') {
    const entries = Object.entries(body)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string])
    const query = new URLSearchParams(entries).toString()
    return { method: 'GET', path: query === '' ? apiPath(endpoint) : `${apiPath(endpoint)}?${query}`, headers }
  }
  headers['content-type'] = 'application/json'
  return { method: endpoint.method, path: apiPath(endpoint), headers, body: canonicalJson(body) }
}
