import {
  ERROR_CODE,
  ERROR_TEXT,
  envelopeForRequestFailure,
  errorEnvelope,
  type RequestFailure,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { envelopeForCallFailure } from '../lib/call-failure.js'
import { isClientGone } from '../lib/client-gone.js'

/** nginx's status for a client that closed the connection first: nobody reads the answer, but metrics and the access log say what happened. */
const CLIENT_CLOSED_REQUEST = 499

/**
 * One error handler for the bff: upstream failures map to 502/503/504 (a
 * replay miss to its own code), request mistakes keep their 4xx, the rest is
 * a generic 500. Every answer is an envelope with a Chinese msg; details go
 * to the log only. A client that went away is logged at debug, not as a failure.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const callFailure = envelopeForCallFailure(error)
      if (callFailure) {
        request.log.warn({ err: error }, 'upstream call failed')
        return reply.code(callFailure.status).send(callFailure.body)
      }
      if (isClientGone(error)) {
        request.log.debug({ err: error }, 'client closed the connection before the answer was sent')
        return reply.code(CLIENT_CLOSED_REQUEST).send(errorEnvelope(ERROR_CODE.badRequest, ERROR_TEXT.badRequest))
      }
      const failure = error as RequestFailure & Partial<Error>
      const { status, body } = envelopeForRequestFailure(failure)
      if (status >= 500) request.log.error({ err: error }, 'request failed')
      else request.log.info({ err: { code: failure.code, message: failure.message } }, 'request refused')
      return reply.code(status).send(body)
    })
  },
  { name: 'errors' },
)

export function notFoundEnvelope() {
  return errorEnvelope(ERROR_CODE.notFound, ERROR_TEXT.notFound)
}
