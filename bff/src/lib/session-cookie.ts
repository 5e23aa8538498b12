import { TOKEN_COOKIE, TOKEN_MAX_AGE_SECONDS } from '@gaokao/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * httpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it),
 * Path=/, no Domain, 7 days; Secure when the request came over HTTPS, which
 * behind a gateway the bff believes only from TRUST_PROXY addresses.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: TOKEN_MAX_AGE_SECONDS,
    secure: request.protocol === 'https',
  })
}

/**
 * Expires the session cookie: on logout, and whenever the upstream refuses
 * its token, so the browser stops sending a session that no longer exists
 * (docs/bff-session-check.md).
 */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { path: '/' })
}
