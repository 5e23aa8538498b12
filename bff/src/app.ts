import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import type { Endpoint } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type BffConfig, cassetteFile, listOf } from './config.js'
import contentTypes from './plugins/content-types.js'
import csrf from './plugins/csrf.js'
import errors from './plugins/errors.js'
import limits from './plugins/limits.js'
import loadShedding from './plugins/load-shedding.js'
import metrics from './plugins/metrics.js'
import referenceCache from './plugins/reference-cache.js'
import requestContext from './plugins/request-context.js'
import securityHeaders from './plugins/security-headers.js'
import shutdown from './plugins/shutdown.js'
import spa from './plugins/spa.js'
import upstream from './plugins/upstream.js'
import clientConfigRoutes from './routes/client-config.js'
import headImageUploadRoutes from './routes/head-image-upload.js'
import healthRoutes from './routes/health.js'
import metricsRoutes from './routes/metrics.js'
import openApiRoutes from './routes/openapi.js'
import payloadRoutes from './routes/payloads.js'
import proxyRoutes from './routes/proxy.js'
import sessionRoutes from './routes/session.js'

export interface AppOptions {
  config: BffConfig
  /** The contracts whose cache policy the reference cache reads; every contract unless a test says otherwise. */
  endpoints?: readonly Endpoint[]
}

/**
 * The bff: request-wide hooks first (their order is the order checks run:
 * id, metrics, headers, shutdown, load shedding, CSRF), then shared
 * services, then routes, then the SPA for everything else.
 */
async function app(instance: FastifyInstance, { config, endpoints }: AppOptions): Promise<void> {
  await instance.register(requestContext)
  await instance.register(metrics)
  await instance.register(securityHeaders)
  await instance.register(shutdown)
  await instance.register(loadShedding, {
    maxEventLoopDelayMs: config.SHED_MAX_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: config.SHED_MAX_EVENT_LOOP_UTILIZATION,
    maxHeapBytes: config.SHED_MAX_HEAP_BYTES,
    maxRssBytes: config.SHED_MAX_RSS_BYTES,
    sampleIntervalMs: config.SHED_SAMPLE_INTERVAL_MS,
  })
  await instance.register(csrf, { allowedOrigins: listOf(config.ALLOWED_ORIGINS) })
  await instance.register(contentTypes)
  // Cookies are parsed only where the session token is read (lib/session-token.ts), not on every request.
  await instance.register(cookie, { hook: false })
  await instance.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  await instance.register(errors)

  await instance.register(upstream, {
    url: config.UPSTREAM_URL,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    connections: config.UPSTREAM_CONNECTIONS,
    mode: config.UPSTREAM_MODE,
    cassette: {
      file: cassetteFile(config),
      volatileFields: listOf(config.CASSETTE_VOLATILE_FIELDS),
      latency: config.CASSETTE_LATENCY,
    },
  })
  await instance.register(referenceCache, {
    maxEntries: config.CACHE_MAX_ENTRIES,
    maxBytes: config.CACHE_MAX_BYTES,
    ttlJitter: config.CACHE_TTL_JITTER,
    ...(endpoints ? { endpoints } : {}),
  })
  await instance.register(limits, {
    redisUrl: config.REDIS_URL,
    codeSendsPerHour: config.CODE_SENDS_PER_ADDRESS_PER_HOUR,
    loginFailuresPerHour: config.LOGIN_FAILURES_PER_ADDRESS_PER_HOUR,
  })

  await instance.register(healthRoutes)
  await instance.register(clientConfigRoutes, { antiDebug: config.ANTI_DEBUG === 'on', devUser: config.DEV_USER })
  await instance.register(metricsRoutes)
  await instance.register(openApiRoutes)
  await instance.register(payloadRoutes)
  await instance.register(sessionRoutes)
  await instance.register(headImageUploadRoutes)
  await instance.register(proxyRoutes)
  await instance.register(spa, { root: config.WEB_DIST, serveSourceMaps: config.SERVE_SOURCE_MAPS === 'on' })
}

export default fp(app, { name: 'bff-app' })
