import { BFF_TEXT, ERROR_CODE, errorEnvelope } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

const SHUTTING_DOWN = JSON.stringify(errorEnvelope(ERROR_CODE.unavailable, BFF_TEXT.shuttingDown))

/**
 * Graceful shutdown. Once close() starts, the listener stops accepting and
 * idle keep-alive sockets are closed; requests already in flight finish,
 * and their answers carry Connection: close: a kept-alive connection (a
 * gateway's) would otherwise stay open after its last answer and hold the
 * process until SHUTDOWN_TIMEOUT_MS. A request that still arrives on an
 * open connection gets a 503 envelope with Connection: close, so the
 * gateway retries it on another instance.
 */
export default fp(
  async (app: FastifyInstance) => {
    let draining = false
    app.addHook('preClose', (done) => {
      draining = true
      done()
    })
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close')
      done(null, payload)
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
