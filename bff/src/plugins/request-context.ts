import { BFF_PATHS, REQUEST_ID_HEADER } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Probes hit these every few seconds; their lines would drown the log at info. */
const QUIET = new Set<string>([BFF_PATHS.healthz, BFF_PATHS.readyz, BFF_PATHS.metrics])

/**
 * The request id goes back to the client (support can quote it) and into one
 * access-log line per request; the logger masks phones and redacts secrets.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id)
      done()
    })
    app.addHook('onResponse', (request, reply, done) => {
      // Through the root logger with reqId: no per-request child logger just for this line (lib/request-logger.ts).
      const line = {
        reqId: request.id,
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: reply.elapsedTime,
      }
      if (QUIET.has(request.url)) app.log.debug(line, 'request completed')
      else app.log.info(line, 'request completed')
      done()
    })
  },
  { name: 'request-context' },
)
