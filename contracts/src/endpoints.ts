import * as publicApi from './api/public.js'
import type { Endpoint } from './endpoint.js'

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(
    (v): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'data' in v,
  )
}

/** Every /api/v1 call, for the upstream to implement and the bff to look up policies. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [...endpointsOf(publicApi)]
