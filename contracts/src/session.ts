import type { Static } from 'typebox/type'
import * as Type from 'typebox/type'
import { UserInfo } from './api/account.js'

/**
 * The login session as the bff keeps it: the token lives in an httpOnly
 * cookie the SPA cannot read, so the SPA asks the bff whether one exists.
 */
export const SESSION_PATHS = {
  /** GET: { loggedIn, profile } — whether the browser holds a session cookie the upstream accepts, and whose. */
  session: '/bff/session',
  /** POST: revokes the upstream token and clears the cookie. */
  logout: '/bff/logout',
} as const

export const SessionState = Type.Object({
  loggedIn: Type.Boolean(),
  /**
   * The user info call's answer, which the check makes anyway (docs/bff-session-check.md): the SPA
   * then needs no second call before its first paint. Absent when the upstream did not answer.
   */
  profile: Type.Optional(UserInfo),
})
export type SessionState = Static<typeof SessionState>
