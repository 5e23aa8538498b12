/** HTTP conventions shared by the web app, the bff and the upstream. */

/** Every call times out after 20 s (docs/spec-rules.md, Calls and Constants). */
export const REQUEST_TIMEOUT_MS = 20_000

/** GET is retried once on these statuses; POST, PUT, PATCH and DELETE never (docs/spec-rules.md, Errors). */
export const RETRYABLE_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504]

/**
 * The SPA sends this header on every call. A cross-site form or image cannot
 * set it, so the bff refuses unsafe requests without it (CSRF defence).
 */
export const CLIENT_HEADER = 'x-requested-with'
export const CLIENT_HEADER_VALUE = 'gaokao-web'

/** The upstream reads the user's token from this request header (docs/spec-rules.md, Calls). */
export const TOKEN_HEADER = 'token'
/** The bff keeps the token in this httpOnly cookie for 7 days (docs/spec-rules.md, Calls). */
export const TOKEN_COOKIE = 'token'
export const TOKEN_MAX_AGE_SECONDS = 7 * 24 * 60 * 60

export const REQUEST_ID_HEADER = 'x-request-id'
/** What an id must look like to be kept: short, and nothing that could forge or split a log line. */
const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/

/**
 * The id of a request: the caller's x-request-id when it looks like an id,
 * else a new UUID. The bff takes the gateway's, the upstream the bff's, so
 * one id follows a request through both logs (docs/bff-observability.md).
 */
export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers[REQUEST_ID_HEADER]
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : crypto.randomUUID()
}

/** Browser storage keys carry this prefix (docs/spec-rules.md, Calls). */
export const STORAGE_PREFIX = 'gb-web-'
export const PROVINCE_STORAGE_KEY = 'province'
/**
 * The picked province, mirrored from storage into a cookie (not httpOnly: it
 * is no secret) so the bff, serving index.html, can name the page's first
 * request for the browser to fetch early (bff/src/plugins/spa.ts).
 */
export const PROVINCE_COOKIE = `${STORAGE_PREFIX}${PROVINCE_STORAGE_KEY}`
export const PROVINCE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/**
 * A GET's URL: the path and the body's non-empty fields as its query string,
 * in the body's order. The web's client and the bff's preloads both build it
 * here, so a preloaded answer is found by the same URL.
 */
export function queryUrl(path: string, query: object | undefined): string {
  if (typeof query !== 'object' || query === null) return path
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '')
  if (entries.length === 0) return path
  const search = new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)]))
  return `${path}${path.includes('?') ? '&' : '?'}${search}`
}

export const TOAST_DURATION_MS = 3_000
/** The cascader's search waits this long after the last keystroke before it filters (docs/spec-rules.md, Constants). */
export const CASCADER_SEARCH_DEBOUNCE_MS = 500
export const CODE_RESEND_SECONDS = 60

/** Routes the bff answers itself, outside /api/v1. */
export const BFF_PATHS = {
  healthz: '/healthz',
  readyz: '/readyz',
  metrics: '/metrics',
  /** The site's initial reference data in one payload (contracts/src/bff/site.ts). */
  site: '/bff/site',
} as const

/** Everything the bff answers itself under this prefix; page payloads live under /bff/pages. */
export const BFF_PREFIX = '/bff'
