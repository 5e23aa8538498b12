import { apiPath, BFF_PATHS, ERROR_CODE, ERROR_TEXT, errorEnvelope, okEnvelope, provinces } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { UpstreamFailure } from '../lib/upstream-failure.js'

/** Liveness (the process answers) and readiness (the upstream answers too). */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(BFF_PATHS.healthz, async () => okEnvelope({ status: 'up' }))

  app.get(BFF_PATHS.readyz, async (request, reply) => {
    try {
      // A public, cheap call every upstream implements: reaching it means the upstream serves.
      const answer = await app.upstream.request({ method: 'GET', path: apiPath(provinces), headers: {} })
      answer.body.resume()
      if (answer.status === 200) return okEnvelope({ status: 'ready', upstream: 'up' })
      request.log.warn({ status: answer.status }, 'upstream not ready')
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error
      request.log.warn({ kind: error.kind }, 'upstream not reachable')
    }
    reply.code(503)
    return errorEnvelope(ERROR_CODE.unavailable, ERROR_TEXT.upstreamUnavailable)
  })
}
