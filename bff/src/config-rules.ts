import { existsSync } from 'node:fs'
import { isIP } from 'node:net'
import { join } from 'node:path'

/**
 * Checks for bff settings no schema keyword states, each with what it
 * accepts in words: the config refuses a bad value at boot, naming the
 * variable (docs/configuration.md), instead of a library failing later
 * (proxy-addr on TRUST_PROXY) or the setting quietly refusing everything
 * (ALLOWED_ORIGINS without a scheme never equals a browser's Origin).
 */

/** A comma-separated setting as a list, blanks dropped. */
export function listOf(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

/** The names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

export const TRUST_PROXY_ALLOWED =
  'empty, or comma-separated IP addresses or CIDRs (e.g. 10.0.0.0/8) and the names loopback, linklocal, uniquelocal'

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true
  const slash = entry.indexOf('/')
  const address = slash === -1 ? entry : entry.slice(0, slash)
  const version = isIP(address)
  if (version === 0) return false
  if (slash === -1) return true
  const bits = entry.slice(slash + 1)
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)
}

export function isTrustProxyList(value: string): boolean {
  return listOf(value).every(isProxyEntry)
}

export const ALLOWED_ORIGINS_ALLOWED =
  'empty, or comma-separated origins with their scheme and no path, e.g. https://www.example.cn,https://m.example.cn (no default port such as :443: browsers leave it out of Origin)'

/**
 * An origin as browsers send it in the Origin header, up to case and a
 * trailing slash (the CSRF check ignores both): anything else could never
 * match one, and every unsafe request would be refused.
 */
function isBrowserOrigin(entry: string): boolean {
  let url: URL
  try {
    url = new URL(entry)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  return url.origin === entry.toLowerCase().replace(/\/+$/, '')
}

export function isOriginList(value: string): boolean {
  return listOf(value).every(isBrowserOrigin)
}

export const UPSTREAM_URL_ALLOWED = 'an http:// or https:// origin without a path, e.g. http://127.0.0.1:3100'

/** The origin of the upstream service: scheme, host and port, nothing after them. */
export function isServiceOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.username === '' &&
      url.password === '' &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      !value.endsWith('?') &&
      !value.endsWith('#')
    )
  } catch {
    return false
  }
}

export const VOLATILE_FIELDS_ALLOWED = 'comma-separated field names, e.g. _t,_,timestamp,nonce'

export function isFieldList(value: string): boolean {
  const fields = listOf(value)
  return fields.length > 0 && fields.every((f) => /^[\w$.-]+$/.test(f))
}

export const WEB_DIST_ALLOWED = 'a folder holding the built SPA (its index.html), or empty to serve the API only'

/** An explicitly set folder must hold a build; the default may not (the API-only start before a web build). */
export function isWebDist(defaultFolder: string) {
  return (value: string) => value === '' || value === defaultFolder || existsSync(join(value, 'index.html'))
}

export const REDIS_URL_ALLOWED =
  'empty to keep the limits in memory, or a redis:// or rediss:// URL with a host, e.g. redis://:password@10.0.0.5:6379/0'

/** A Redis server's address as ioredis reads it; a typo (http://, no host) would otherwise surface as a hang. */
export function isRedisUrl(value: string): boolean {
  if (value === '') return true
  try {
    const url = new URL(value)
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== ''
  } catch {
    return false
  }
}
