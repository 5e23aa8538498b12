import { getUserInfo, SESSION_PATHS, type SessionState } from '@gaokao/contracts'
import { call, request } from '../../../lib/api-client'
import { mergeProfile, resetUser } from '../../../stores/user'

let ready: Promise<void> | undefined

/**
 * Learns at start whether the browser holds a session and, if so, fetches
 * the user's profile (spec §4 login state). A failed profile fetch ends the
 * session silently: the visitor is simply logged out.
 */
export function loadSession(): Promise<void> {
  ready ??= (async () => {
    try {
      const { loggedIn } = await request<SessionState>(SESSION_PATHS.session, { method: 'GET', silent: true })
      if (!loggedIn) return resetUser()
      mergeProfile(await call(getUserInfo, {}, { silent: true }))
    } catch {
      resetUser()
      await request(SESSION_PATHS.logout, { silent: true }).catch(() => undefined)
    }
  })()
  return ready
}

/** Resolves once the start-up session check has finished (route guards wait for it). */
export function sessionReady(): Promise<void> {
  return loadSession()
}
