import type { Static } from 'typebox/type'
import * as Type from 'typebox/type'

/**
 * The login session as the bff keeps it: the token lives in an httpOnly
 * cookie the SPA cannot read, so the SPA asks the bff whether one exists.
 */
export const SESSION_PATHS = {
  /** GET: { loggedIn } — whether the browser holds a session cookie the upstream accepts. */
  session: '/bff/session',
  /** POST: revokes the upstream token and clears the cookie. */
  logout: '/bff/logout',
} as const

export const SessionState = Type.Object({ loggedIn: Type.Boolean() })
export type SessionState = Static<typeof SessionState>
