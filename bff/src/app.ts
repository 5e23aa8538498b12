import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { BffConfig } from './config.js'
import errors from './plugins/errors.js'
import spa from './plugins/spa.js'
import upstream from './plugins/upstream.js'
import healthRoutes from './routes/health.js'
import proxyRoutes from './routes/proxy.js'

/** The bff: shared plugins, then its routes, then the SPA for everything else. */
async function app(instance: FastifyInstance, config: BffConfig): Promise<void> {
  await instance.register(errors)
  await instance.register(upstream, {
    url: config.UPSTREAM_URL,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    connections: config.UPSTREAM_CONNECTIONS,
  })
  await instance.register(healthRoutes)
  await instance.register(proxyRoutes)
  await instance.register(spa, { root: config.WEB_DIST })
}

export default fp(app, { name: 'bff-app' })
