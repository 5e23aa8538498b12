import { API_PREFIX, BFF_PATHS, BFF_PREFIX } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * No inline script anywhere. Style attributes are allowed (style-src-attr)
 * because Semi UI positions popovers and sizes components through them;
 * <style> elements and inline event handlers stay refused.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ')

/** Set once per response from one frozen object: the per-request cost is a few property writes. */
const ALWAYS = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
})

/** 180 days, without includeSubDomains: the operator's other hosts are not ours to pin. */
export const HSTS = 'max-age=15552000'

const NO_STORE_PREFIXES = [`${API_PREFIX}/`, `${BFF_PREFIX}/`]
const NO_STORE_PATHS = new Set<string>([BFF_PATHS.healthz, BFF_PATHS.readyz, BFF_PATHS.metrics])

/**
 * Security headers on every answer. HSTS only when the request came over
 * HTTPS, which behind a gateway is believed only from a trusted proxy
 * (TRUST_PROXY). Answers that hold data are never stored by any cache.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(ALWAYS)
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
      const url = request.url
      if (NO_STORE_PREFIXES.some((p) => url.startsWith(p)) || NO_STORE_PATHS.has(url)) {
        reply.header('cache-control', 'no-store')
      }
      done()
    })
  },
  { name: 'security-headers' },
)
