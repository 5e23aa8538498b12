import { apiPath, type CachePolicy, type Endpoint } from '../endpoint.js'
import type { Json } from './types.js'

/** The cache policy in words, for an operation's description. */
export function cacheNote(cache: CachePolicy): string {
  if (cache.kind === 'none') return 'Never cached: the bff forwards every call.'
  return `Public reference data: the bff caches the answer for ${cache.ttlSeconds} s (± CACHE_TTL_JITTER) and serves it stale for up to ${cache.staleSeconds} s while it refreshes or when the upstream fails.`
}

/** The cache policy as the x-cache extension: the contract's own object. */
export function cacheExtension(cache: CachePolicy): Json {
  return cache.kind === 'none'
    ? { kind: 'none' }
    : { kind: 'public', ttlSeconds: cache.ttlSeconds, staleSeconds: cache.staleSeconds }
}

const SESSION_NOTES = {
  issue:
    'Starts a session: on success the bff moves data.token into the httpOnly session cookie and answers data {}; the browser never sees the token.',
  revoke:
    'Ends the session at the upstream. Browsers use POST /bff/logout, which calls this and also clears the cookie.',
} as const

/** An /api/v1 call's description: who may call it, what may be cached, what it does to the session. */
export function callDescription(e: Endpoint): string {
  const lines = [
    e.auth === 'user' ? 'Needs a session (the session cookie).' : 'Open to anyone.',
    cacheNote(e.cache),
    `The upstream answers the same call as ${e.method} ${apiPath(e)} on its own origin (UPSTREAM_URL)${e.auth === 'user' ? ', the token in the `token` header instead of the cookie' : ''}.`,
  ]
  if (e.session !== undefined) lines.push(SESSION_NOTES[e.session])
  return lines.join('\n\n')
}
