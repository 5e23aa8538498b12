/**
 * True when a request path may be forwarded as it is: no dot segments, no
 * encoded slashes, dots or backslashes, no empty segments that could turn
 * into a scheme-relative URL. Anything else is refused, never normalised,
 * so the upstream sees exactly the path the bff checked.
 */
const UNSAFE = /(\.\.|%2e|%2f|%5c|\\|\/\/)/i

export function isSafePath(url: string): boolean {
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  return !UNSAFE.test(path)
}
