import { CLIENT_HEADER, CLIENT_HEADER_VALUE, ERROR_CODE, ERROR_TEXT, errorEnvelope } from '@gaokao/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

export interface CsrfOptions {
  /** Origins allowed to send unsafe requests; empty means the bff's own origin only. */
  allowedOrigins: readonly string[]
}

export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const FORBIDDEN = JSON.stringify(errorEnvelope(ERROR_CODE.forbidden, ERROR_TEXT.forbidden))

/** https://example.com -> example.com: what the Host header says for the same origin. */
function authorityOf(origin: string): string {
  const i = origin.indexOf('://')
  return i === -1 ? '' : origin.slice(i + 3)
}

/**
 * Forgery defence for every unsafe request, before any body is read and
 * before anything reaches the upstream: the SPA's custom header (a
 * cross-site form cannot set it, and a cross-origin fetch that sets it needs
 * a CORS preflight the bff never grants), no `Sec-Fetch-Site: cross-site`,
 * and an allowed Origin when the browser sends one.
 */
export default fp<CsrfOptions>(
  async (app: FastifyInstance, options) => {
    const allowed = new Set(options.allowedOrigins.map((o) => o.toLowerCase().replace(/\/+$/, '')))

    function refusal(request: FastifyRequest): string | undefined {
      const headers = request.headers
      if (headers[CLIENT_HEADER] !== CLIENT_HEADER_VALUE) return 'missing client header'
      if (headers['sec-fetch-site'] === 'cross-site') return 'cross-site request'
      const origin = headers.origin
      if (origin === undefined) return undefined
      const lower = origin.toLowerCase()
      // Same origin compares authorities, not schemes: behind a TLS gateway the bff itself speaks http.
      const ok = allowed.size > 0 ? allowed.has(lower) : authorityOf(lower) === request.host.toLowerCase()
      return ok ? undefined : 'origin not allowed'
    }

    app.addHook('onRequest', (request, reply, done) => {
      if (!UNSAFE_METHODS.has(request.method)) return done()
      const reason = refusal(request)
      if (reason === undefined) return done()
      request.log.info({ reason, origin: request.headers.origin }, 'unsafe request refused')
      reply.code(403).type('application/json; charset=utf-8').send(FORBIDDEN)
    })
  },
  { name: 'csrf' },
)
