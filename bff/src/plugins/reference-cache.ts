import { ALL_ENDPOINTS, type Endpoint } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Gauge } from '../lib/metrics/registry.js'
import { ReferenceCache } from '../lib/reference-cache.js'

export interface ReferenceCacheOptions {
  maxEntries: number
  maxBytes: number
  ttlJitter: number
  /** Every contract by default; tests pass their own. */
  endpoints?: readonly Endpoint[]
}

declare module 'fastify' {
  interface FastifyInstance {
    referenceCache: ReferenceCache
  }
}

/** The reference-data cache, filled through the upstream client and reported on /metrics. */
export default fp<ReferenceCacheOptions>(
  async (app: FastifyInstance, options) => {
    const { cacheRequests, cacheStaleIfError, registry } = app.metrics
    const cache = new ReferenceCache({
      upstream: app.upstream,
      endpoints: options.endpoints ?? ALL_ENDPOINTS,
      maxEntries: options.maxEntries,
      maxBytes: options.maxBytes,
      ttlJitter: options.ttlJitter,
      observer: {
        result: (endpoint, result) => cacheRequests.inc([endpoint, result]),
        staleIfError: (endpoint) => cacheStaleIfError.inc([endpoint]),
      },
    })
    app.decorate('referenceCache', cache)
    registry.register(
      new Gauge('bff_cache_entries', 'Entries in the reference-data cache', [], () => [[[], cache.size]]),
    )
    registry.register(
      new Gauge('bff_cache_size_bytes', 'Approximate bytes held by the reference-data cache', [], () => [
        [[], cache.bytes],
      ]),
    )
  },
  { name: 'reference-cache', dependencies: ['metrics', 'upstream'] },
)
