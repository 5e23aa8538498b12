import type { TSchema } from 'typebox/type'
import { CLIENT_CONFIG_PATH, ClientConfig } from '../bff/client-config.js'
import type { HttpMethod } from '../endpoint.js'
import { SESSION_PATHS, SessionState } from '../session.js'
import { OPENAPI_TEXT } from './texts-openapi.js'

/**
 * A call the bff answers itself, neither a proxied /api/v1 call nor a page
 * payload: the operator's settings and the login session. Described here
 * because they have no endpoint() of their own; the bff's route table is
 * checked against the document (bff/test/routes/openapi.test.ts).
 */
export interface BffOwnCall {
  readonly name: string
  readonly summary: string
  readonly path: `/bff/${string}`
  readonly method: HttpMethod
  readonly data: TSchema
  /** What the call does with the session cookie, for its description. */
  readonly note: string
}

export const BFF_OWN_CALLS: readonly BffOwnCall[] = [
  {
    name: 'clientConfig',
    summary: OPENAPI_TEXT.clientConfigSummary,
    path: CLIENT_CONFIG_PATH,
    method: 'GET',
    data: ClientConfig,
    note: 'The operator settings the SPA reads at start (ANTI_DEBUG, a salted digest of DEV_USER).',
  },
  {
    name: 'session',
    summary: OPENAPI_TEXT.sessionSummary,
    path: SESSION_PATHS.session,
    method: 'GET',
    data: SessionState,
    note: 'Reads the session cookie when there is one and asks the upstream whether its token still holds; a refused token clears the cookie.',
  },
  {
    name: 'bffLogout',
    summary: OPENAPI_TEXT.logoutSummary,
    path: SESSION_PATHS.logout,
    method: 'POST',
    data: SessionState,
    note: 'Revokes the upstream token when a session cookie is sent, then clears the cookie whatever the upstream says.',
  },
]
