/** HTTP conventions shared by the web app, the bff and the upstream. */

/** Every call times out after 20 s (spec §7, §9). */
export const REQUEST_TIMEOUT_MS = 20_000

/** GET is retried once on these statuses; POST, PUT, PATCH and DELETE never (spec §8). */
export const RETRYABLE_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504]

/**
 * The SPA sends this header on every call. A cross-site form or image cannot
 * set it, so the bff refuses unsafe requests without it (CSRF defence).
 */
export const CLIENT_HEADER = 'x-requested-with'
export const CLIENT_HEADER_VALUE = 'gaokao-web'

/** The upstream reads the user's token from this request header (spec §7). */
export const TOKEN_HEADER = 'token'
/** The bff keeps the token in this httpOnly cookie for 7 days (spec §7). */
export const TOKEN_COOKIE = 'token'
export const TOKEN_MAX_AGE_SECONDS = 7 * 24 * 60 * 60

export const REQUEST_ID_HEADER = 'x-request-id'

/** Browser storage keys carry this prefix (spec §7). */
export const STORAGE_PREFIX = 'gb-web-'
export const PROVINCE_STORAGE_KEY = 'province'

export const TOAST_DURATION_MS = 3_000
/** Spec §9: the cascader's search waits this long after the last keystroke before it filters. */
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
