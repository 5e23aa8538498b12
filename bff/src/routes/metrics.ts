import { BFF_PATHS } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { PROMETHEUS_CONTENT_TYPE } from '../lib/metrics/registry.js'
import { NOT_SHED } from '../plugins/load-shedding.js'

/** Prometheus scrapes this; keep it off the public gateway (README, "Behind the gateway"; docs/bff-observability.md). */
export default async function metricsRoutes(app: FastifyInstance): Promise<void> {
  app.get(BFF_PATHS.metrics, { config: NOT_SHED }, async (_request, reply) => {
    return reply.type(PROMETHEUS_CONTENT_TYPE).send(app.metrics.registry.render())
  })
}
