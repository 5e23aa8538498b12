import { type Endpoint, ERROR_CODE, ERROR_TEXT, errorEnvelope, REQUEST_ID_HEADER } from '@gaokao/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { pathOf, UNKNOWN_API_ROUTE } from '../lib/api-paths.js'
import { isPlainObject } from '../lib/canonical-json.js'
import { rawJsonBody } from '../lib/json-body.js'
import { isSafePath } from '../lib/safe-path.js'
import { clearSessionCookie } from '../lib/session-cookie.js'
import { addSessionToken, isSessionRefused } from '../lib/session-token.js'
import type { UpstreamResponse } from '../lib/upstream/types.js'

/** Request headers the upstream may see: an allowlist, so nothing of the browser's leaks through. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language'] as const
/** Response headers the browser may see; Set-Cookie and hop-by-hop headers never pass. */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-length', 'content-disposition'] as const
/** OPTIONS is not among them: the bff answers no preflight, so no cross-origin caller is ever allowed. */
const PROXIED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']
/** Says how a cached call was answered: hit, miss, coalesced or stale. */
export const CACHE_HEADER = 'x-bff-cache'

/**
 * /api/v1/* is forwarded to the upstream. Bodies pass through as bytes: the
 * upstream validates them and answers bad JSON with its own Chinese envelope.
 * Public reference data is answered from the cache instead.
 */
export default async function proxyRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, rawJsonBody)

  app.route({
    method: PROXIED_METHODS,
    url: UNKNOWN_API_ROUTE,
    // Browsers never send compressed bodies; skipping the check saves a hook on every call.
    decompress: false,
    // Not async: the promise of forward() is the only one the proxy path waits on.
    handler: (request, reply) => {
      if (!isSafePath(request.url)) {
        return reply.code(400).send(errorEnvelope(ERROR_CODE.badRequest, ERROR_TEXT.badRequest))
      }
      const cached = app.referenceCache.lookup(request.method, pathOf(request.url))
      const input = cached && cacheInput(cached, request)
      if (cached && input) return sendCached(app, cached, input, request, reply)
      return forward(app, request, reply)
    },
  })
}

/** What a cached call is keyed on; undefined (forward as is) when the body is not a JSON object. */
function cacheInput(endpoint: Endpoint, request: FastifyRequest): Record<string, unknown> | undefined {
  if (endpoint.method === 'GET') return request.query as Record<string, unknown>
  const raw = request.body
  if (!Buffer.isBuffer(raw)) return undefined
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'))
    return isPlainObject(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

async function sendCached(
  app: FastifyInstance,
  endpoint: Endpoint,
  input: Record<string, unknown>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { answer, result } = await app.referenceCache.get(endpoint, input, request.id)
  return reply
    .code(answer.status)
    .header('content-type', answer.contentType)
    .header(CACHE_HEADER, result)
    .send(answer.body)
}

/**
 * Sends the request on to the upstream as it came (allowlisted headers, the
 * session token) and relays the answer. Resolves to the reply, which Fastify
 * waits on until a streamed answer has been sent; a failed call rejects and
 * goes to the error handler.
 */
export function forward(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: request.id }
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  const token = addSessionToken(headers, request)
  return app.upstream
    .request({ method: request.method, path: request.url, headers, body: request.body as Buffer | undefined })
    .then((answer) => {
      // The upstream no longer knows the token: the browser should stop sending it (docs/bff-session-check.md).
      if (token !== undefined && isSessionRefused(answer.status)) clearSessionCookie(reply)
      return relay(answer, reply)
    })
}

function relay(answer: UpstreamResponse, reply: FastifyReply): FastifyReply {
  reply.code(answer.status)
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answer.headers[name]
    if (value !== undefined) reply.header(name, value)
  }
  return reply.send(answer.body)
}
