import { ALL_BFF_PAYLOADS } from '@gaokao/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { payloadHandler } from '../lib/payload-handler.js'

/** Every /bff payload the contracts define (the site's initial data, the pages), each a GET. */
export default async function payloadRoutes(app: FastifyInstance): Promise<void> {
  for (const payload of ALL_BFF_PAYLOADS) {
    const build = payloadHandler(app, payload)
    app.get(payload.path, { schema: { querystring: payload.query } }, recordedFirst(app, build))
  }
}

/**
 * In replay mode a payload a browser recorded is answered as recorded; one
 * the cassette lacks is built from its calls as always, which replay then
 * answers (docs/record-replay.md). Other modes get the handler as it is.
 */
function recordedFirst(
  app: FastifyInstance,
  build: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const replayed = app.replayedBffAnswer
  if (replayed === undefined) return build
  return async (request, reply) => {
    const answer = await replayed({ method: 'GET', path: request.url, headers: {} })
    if (answer === undefined) return build(request, reply)
    reply.code(answer.status)
    const contentType = answer.headers['content-type']
    if (contentType !== undefined) reply.header('content-type', contentType)
    return reply.send(answer.body)
  }
}
