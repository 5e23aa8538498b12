import { PROVINCE_COOKIE, PROVINCE_COOKIE_MAX_AGE_SECONDS } from '@gaokao/contracts'

/**
 * Mirrors the picked province into a cookie. Storage stays the source
 * (docs/spec-rules.md, States); the cookie only lets the bff, which cannot read storage, name the
 * page's first request in index.html (a round trip less on a phone).
 */
export function writeProvinceCookie(province: string): void {
  if (!province) return
  const value = `${PROVINCE_COOKIE}=${encodeURIComponent(province)}`
  if (document.cookie.split('; ').includes(value)) return
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from older Safari
  document.cookie = `${value}; path=/; max-age=${PROVINCE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`
}
