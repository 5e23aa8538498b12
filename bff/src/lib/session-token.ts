import { ERROR_CODE, TOKEN_COOKIE } from '@gaokao/contracts'
import type { FastifyRequest } from 'fastify'

/**
 * A token is opaque but must be a plain header value: anything else is
 * ignored, never forwarded. At most 1024 characters keeps the cookie's name
 * and value far under the 4096 bytes browsers promise to store.
 */
const TOKEN_SHAPE = /^[\x21-\x7e]{1,1024}$/
const COOKIE_MARK = `${TOKEN_COOKIE}=`

/** Whether the session cookie can carry this token: the bff ignores any other on the way back. */
export function isUsableToken(token: string): boolean {
  return TOKEN_SHAPE.test(token)
}

/**
 * Where the token meets the upstream. The browser never holds the upstream token in
 * JavaScript: it lives in the httpOnly cookie TOKEN_COOKIE, and the bff
 * copies it into the upstream's TOKEN_HEADER. Setting and clearing the
 * cookie is lib/session-cookie.ts's part; this only reads it.
 */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie
  if (header === undefined || !header.includes(COOKIE_MARK)) return undefined
  const token = request.server.parseCookie(header)[TOKEN_COOKIE]
  return token !== undefined && isUsableToken(token) ? token : undefined
}

/**
 * Whether an upstream answer says the token is no session (expired, revoked,
 * forged): HTTP 401, as docs/api-conventions.md has it. The cookie carrying
 * it is cleared then (lib/session-cookie.ts).
 */
export function isSessionRefused(status: number): boolean {
  return status === ERROR_CODE.unauthorized
}
