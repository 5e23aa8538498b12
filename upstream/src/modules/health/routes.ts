import { BFF_PATHS, okEnvelope } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'

/**
 * Liveness for the container's HEALTHCHECK (one image runs the bff or the
 * upstream): answering means the database opened and the dataset loaded.
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(BFF_PATHS.healthz, async () => okEnvelope({ status: 'up' }))
}
