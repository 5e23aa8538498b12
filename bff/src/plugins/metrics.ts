import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { apiRouteLabel, UNKNOWN_API_ROUTE } from '../lib/api-paths.js'
import { type BffMetrics, createBffMetrics } from '../lib/metrics/bff-metrics.js'
import { registerProcessMetrics } from '../lib/metrics/process-metrics.js'

declare module 'fastify' {
  interface FastifyInstance {
    metrics: BffMetrics
  }
}

/**
 * Requests and latency by route and status (proxied calls are labelled by
 * contract path, unknown ones share a label), and the process's own families.
 */
export default fp(
  async (app: FastifyInstance) => {
    const metrics = createBffMetrics()
    app.decorate('metrics', metrics)
    const processMetrics = registerProcessMetrics(metrics.registry)
    app.addHook('onClose', (_instance, done) => {
      processMetrics.stop()
      done()
    })
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url
      const label = route === undefined ? 'unmatched' : route === UNKNOWN_API_ROUTE ? apiRouteLabel(request.url) : route
      metrics.httpDuration.observe([label, request.method, String(reply.statusCode)], reply.elapsedTime / 1000)
      done()
    })
  },
  { name: 'metrics' },
)
