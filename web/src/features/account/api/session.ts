import { getUserInfo, SESSION_PATHS, type SessionState } from '@gaokao/contracts'
import { ApiError, call, request } from '../../../lib/api-client'
import { mergeProfile, resetUser } from '../../../stores/user'

let ready: Promise<void> | undefined

/**
 * Learns at start whether the browser holds a session and, if so, fetches
 * the user's profile (docs/spec-rules.md, States: login state). A failed profile fetch ends the
 * session silently in this page: the visitor is simply logged out. Only a
 * token the upstream refuses (401) is also dropped at the bff: a fetch fails
 * too when the user navigates away mid-start (the request is aborted), and
 * revoking then logged a student out of every tab.
 */
export function loadSession(): Promise<void> {
  ready ??= (async () => {
    try {
      const { loggedIn, profile } = await request<SessionState>(SESSION_PATHS.session, { method: 'GET', silent: true })
      if (!loggedIn) return resetUser()
      // The check brings the profile unless the upstream did not answer it (docs/bff-session-check.md).
      mergeProfile(profile ?? (await call(getUserInfo, {}, { silent: true })))
    } catch (error) {
      resetUser()
      if (error instanceof ApiError && error.status === 401) {
        await request(SESSION_PATHS.logout, { silent: true }).catch(() => undefined)
      }
    }
  })()
  return ready
}

/** Resolves once the start-up session check has finished (route guards wait for it). */
export function sessionReady(): Promise<void> {
  return loadSession()
}
