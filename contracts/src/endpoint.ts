import type { Static, TSchema } from 'typebox/type'

/** Every upstream call lives under this prefix (docs/spec-rules.md, Calls). */
export const API_PREFIX = '/api/v1'

export type HttpMethod = 'GET' | 'POST'
/** none: anyone may call it; user: it needs a logged-in user's token. */
export type Auth = 'none' | 'user'

/**
 * What a cache between browser and upstream may do with an answer.
 * Only public answers that hold no user data may be shared.
 */
export type CachePolicy =
  | { readonly kind: 'none' }
  | { readonly kind: 'public'; readonly ttlSeconds: number; readonly staleSeconds: number }

export const NO_CACHE: CachePolicy = { kind: 'none' }
export function publicCache(ttlSeconds: number, staleSeconds = ttlSeconds * 24): CachePolicy {
  return { kind: 'public', ttlSeconds, staleSeconds }
}

/**
 * How a call touches the login session, so the bff can keep the token out
 * of the browser: `issue` answers carry data.token, which the bff moves into
 * the httpOnly cookie; `revoke` ends the session, after which the bff clears
 * the cookie.
 */
export type SessionEffect = 'issue' | 'revoke'

/**
 * One /api/v1 call: the single definition the upstream implements, the bff
 * proxies and caches, and the web calls. For GET, `body` describes the query string.
 */
export interface Endpoint<Body extends TSchema = TSchema, Data extends TSchema = TSchema> {
  readonly name: string
  readonly summary: string
  readonly path: `/${string}`
  readonly method: HttpMethod
  readonly auth: Auth
  readonly body: Body
  readonly data: Data
  readonly cache: CachePolicy
  readonly session?: SessionEffect
}

export function endpoint<Body extends TSchema, Data extends TSchema>(
  definition: Endpoint<Body, Data>,
): Endpoint<Body, Data> {
  return Object.freeze(definition)
}

export function apiPath(e: Pick<Endpoint, 'path'>): string {
  return `${API_PREFIX}${e.path}`
}

export type BodyOf<E extends Endpoint> = Static<E['body']>
export type DataOf<E extends Endpoint> = Static<E['data']>
