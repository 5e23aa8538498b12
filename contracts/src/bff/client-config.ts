import type { Static } from 'typebox/type'
import * as Type from 'typebox/type'

/**
 * What the operator's settings tell the SPA at start, without an inline
 * script (the CSP refuses those): GET /bff/clientConfig answers
 * `{code: 0, msg, data: ClientConfig}`. Today it carries the development
 * gate (docs/dev-gate.md).
 */
export const CLIENT_CONFIG_PATH = '/bff/clientConfig'

/** The URL query parameter that turns the gate off for a page load (docs/spec-rules.md, States). */
export const DEV_GATE_QUERY = 'isDev'
/** The storage key (with the gb-web- prefix) whose value, when it matches the operator's, turns the gate off. */
export const DEV_USER_STORAGE_KEY = 'devUser'
/** Salt of the devUser digest, so the configured value is not sent to browsers as it is. */
export const DEV_USER_DIGEST_SALT = 'gaokao-dev-user:'

export const ClientConfig = Type.Object({
  antiDebug: Type.Boolean({ description: 'the development gate is on (bff ANTI_DEBUG=on)' }),
  /**
   * md5(DEV_USER_DIGEST_SALT + DEV_USER) in hex; null when no DEV_USER is set.
   * A deterrent, not a secret: isDev in the URL passes the gate anyway.
   */
  devUserDigest: Type.Union([Type.String({ pattern: '^[0-9a-f]{32}$' }), Type.Null()]),
})
export type ClientConfig = Static<typeof ClientConfig>

export const CLIENT_CONFIG_OFF: ClientConfig = { antiDebug: false, devUserDigest: null }
