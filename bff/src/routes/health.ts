import { BFF_PATHS, ERROR_CODE, ERROR_TEXT, errorEnvelope, okEnvelope } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { NOT_SHED } from '../plugins/load-shedding.js'

/**
 * Liveness (the process answers) and readiness (not overloaded, and the
 * upstream answers too). Neither is shed under load: probes must get an answer.
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(BFF_PATHS.healthz, { config: NOT_SHED }, async () => okEnvelope({ status: 'up' }))

  app.get(BFF_PATHS.readyz, { config: NOT_SHED }, async (request, reply) => {
    // While shedding load the instance should leave the gateway's rotation, not just refuse requests.
    if (app.isUnderPressure()) {
      reply.code(503)
      return errorEnvelope(ERROR_CODE.unavailable, ERROR_TEXT.overloaded)
    }
    if (await app.upstream.probe()) return okEnvelope({ status: 'ready', upstream: 'up', mode: app.upstream.mode })
    request.log.warn({ mode: app.upstream.mode }, 'upstream not ready')
    reply.code(503)
    return errorEnvelope(ERROR_CODE.unavailable, ERROR_TEXT.upstreamUnavailable)
  })
}
