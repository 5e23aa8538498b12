import {
  ERROR_CODE,
  ERROR_TEXT,
  envelopeForRequestFailure,
  errorEnvelope,
  type RequestFailure,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isDatabaseUnavailable } from '../db/user-db/errors.js'
import { ApiError } from '../lib/api-error.js'

/**
 * Every failure answers with an envelope and a Chinese msg: business
 * refusals with their own code, bad requests with 4xx, the rest with a
 * generic 500 whose details go to the log only.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof ApiError) {
        // A refusal may travel as HTTP 200: bypass the route's success serializer, which expects code 0.
        // A custom serializer leaves the content type unset: say it is JSON, or clients take the envelope for a file.
        return reply
          .code(error.statusCode)
          .type('application/json; charset=utf-8')
          .serializer((payload: unknown) => JSON.stringify(payload))
          .send(errorEnvelope(error.code, error.message))
      }
      // The user database is unreachable (PostgreSQL restarting, a network cut): busy, not broken; the pool reconnects.
      if (isDatabaseUnavailable(error)) {
        request.log.warn(
          { err: { code: (error as { code?: unknown }).code, message: (error as Error).message } },
          'user database unavailable',
        )
        return reply.code(503).send(errorEnvelope(503, ERROR_TEXT.overloaded))
      }
      const failure = error as RequestFailure & Partial<Error>
      const { status, body } = envelopeForRequestFailure(failure)
      if (status >= 500) request.log.error({ err: error }, 'request failed')
      else request.log.info({ err: { code: failure.code, message: failure.message } }, 'request refused')
      return reply.code(status).send(body)
    })

    app.setNotFoundHandler((_request, reply) => {
      return reply.code(404).send(errorEnvelope(ERROR_CODE.notFound, ERROR_TEXT.notFound))
    })
  },
  { name: 'errors' },
)
