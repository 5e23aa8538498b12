import { API_PREFIX, ERROR_CODE, ERROR_TEXT, errorEnvelope, REQUEST_ID_HEADER } from '@gaokao/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isSafePath } from '../lib/safe-path.js'

/** Request headers the upstream may see: an allowlist, so nothing of the browser's leaks through. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language'] as const
/** Response headers the browser may see; Set-Cookie and hop-by-hop headers never pass. */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-length', 'content-disposition'] as const

/**
 * /api/v1/* is forwarded to the upstream. Bodies pass through as bytes: the
 * upstream validates them and answers bad JSON with its own Chinese envelope.
 */
export default async function proxyRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  app.all(`${API_PREFIX}/*`, async (request, reply) => {
    if (!isSafePath(request.url)) {
      return reply.code(400).send(errorEnvelope(ERROR_CODE.badRequest, ERROR_TEXT.badRequest))
    }
    return forward(app, request, reply)
  })
}

async function forward(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: request.id }
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  const answer = await app.upstream.request({
    method: request.method,
    path: request.url,
    headers,
    body: request.body as Buffer | undefined,
  })
  reply.code(answer.status)
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answer.headers[name]
    if (value !== undefined) reply.header(name, value)
  }
  reply.header('cache-control', 'no-store')
  return reply.send(answer.body)
}
