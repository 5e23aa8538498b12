import { type Endpoint, ERROR_CODE, ERROR_TEXT, errorEnvelope } from '@gaokao/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { pathOf, UNKNOWN_API_ROUTE } from '../lib/api-paths.js'
import { isPlainObject } from '../lib/canonical-json.js'
import { jsonOf, rawJsonBody } from '../lib/json-body.js'
import { isSafePath } from '../lib/safe-path.js'
import { clearSessionCookie } from '../lib/session-cookie.js'
import { isSessionRefused, sessionTokenOf } from '../lib/session-token.js'
import { forwardedRequest, relay } from '../lib/upstream/forward.js'

/** OPTIONS is not among them: the bff answers no preflight, so no cross-origin caller is ever allowed. */
const PROXIED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']
/** Says how a cached call was answered: hit, miss, coalesced or stale. */
export const CACHE_HEADER = 'x-bff-cache'

/**
 * /api/v1/* is forwarded to the upstream. Bodies pass through as bytes: the
 * upstream validates them and answers bad JSON with its own Chinese envelope.
 * Public reference data is answered from the cache instead. The calls that
 * issue a session (logins, registration) and the code requests are not
 * forwarded here: routes/session.ts answers them, through the same
 * forwarding functions (lib/upstream/forward.ts), since it moves the token
 * into the cookie and counts addresses.
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
  const parsed = jsonOf(raw)
  return isPlainObject(parsed) ? parsed : undefined
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
  const token = sessionTokenOf(request)
  const body = request.body as Buffer | undefined
  return app.upstream
    .request(forwardedRequest(request, { method: request.method, path: request.url, body, token }))
    .then((answer) => {
      // The upstream no longer knows the token: the browser should stop sending it (docs/bff-session-check.md).
      if (token !== undefined && isSessionRefused(answer.status)) clearSessionCookie(reply)
      return relay(answer, reply)
    })
}
