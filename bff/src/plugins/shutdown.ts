import { BFF_TEXT, ERROR_CODE, errorEnvelope } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

const SHUTTING_DOWN = JSON.stringify(errorEnvelope(ERROR_CODE.unavailable, BFF_TEXT.shuttingDown))

/**
 * Graceful shutdown. Once close() starts, the listener stops accepting and
 * idle keep-alive sockets are closed; requests already in flight finish.
 * A request that still arrives on an open connection gets a 503 envelope
 * with Connection: close, so the gateway retries it on another instance.
 */
export default fp(
  async (app: FastifyInstance) => {
    let draining = false
    app.addHook('preClose', (done) => {
      draining = true
      done()
    })
    app.addHook('onRequest', (_request, reply, done) => {
      if (!draining) return done()
      reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', '1')
        .type('application/json; charset=utf-8')
        .send(SHUTTING_DOWN)
    })
  },
  { name: 'shutdown' },
)
