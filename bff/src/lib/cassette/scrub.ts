import { TOKEN_HEADER } from '@gaokao/contracts'
import { countPhonesIn, maskPhonesIn } from '../phone-mask.js'
import type { HarHeader } from './har.js'
import { formWithoutSecrets, SCRUBBED, withoutSecrets } from './secret-fields.js'

/**
 * Headers that carry a session or a credential: never kept in a cassette.
 * Beyond ours (the token header, Cookie, Set-Cookie, Authorization), a
 * capture from a browser or a proxy may hold any of these.
 */
const SECRET_HEADERS = new Set([TOKEN_HEADER, 'cookie', 'set-cookie', 'authorization', 'proxy-authorization'])
const SECRET_HEADER_NAME = /token|secret|session|password|api-?key|authorization|cookie/i

/** What a token in a body is replaced with: replay hands this to the browser instead of a real session. */
export const SCRUBBED_TOKEN = SCRUBBED

export function isSecretHeader(name: string): boolean {
  const lower = name.toLowerCase()
  return SECRET_HEADERS.has(lower) || SECRET_HEADER_NAME.test(lower)
}

/** Drops session headers; `removed` collects what went, for the entry's `_scrubbed` list. */
export function scrubHeaders(headers: readonly HarHeader[], where: string, removed: string[]): HarHeader[] {
  const kept: HarHeader[] = []
  for (const h of headers) {
    if (isSecretHeader(h.name)) removed.push(`${where}.headers.${h.name.toLowerCase()}`)
    else kept.push({ name: h.name, value: maskPhonesIn(h.value) })
  }
  return kept
}

/**
 * Replaces every token and password field of a JSON or form-encoded body
 * (data.token of a login answer, passWord of a login) and masks phone
 * numbers.
 */
export function scrubText(text: string, where: string, removed: string[]): string {
  const paths: string[] = []
  let out: string
  try {
    const parsed: unknown = JSON.parse(text)
    const replaced = withoutSecrets(parsed, paths)
    out = paths.length > 0 ? JSON.stringify(replaced) : text
  } catch {
    out = formWithoutSecrets(text, paths)
  }
  for (const p of paths) removed.push(`${where}: ${p}`)
  const phones = countPhonesIn(out)
  if (phones > 0) removed.push(`${where}: ${phones} phone number(s) masked`)
  return maskPhonesIn(out)
}

/** A URL with its secret query parameters replaced and phone numbers masked. */
export function scrubUrl(url: string, where: string, removed: string[]): string {
  const q = url.indexOf('?')
  if (q === -1) return scrubText(url, where, removed)
  const paths: string[] = []
  const query = formWithoutSecrets(url.slice(q + 1), paths)
  for (const p of paths) removed.push(`${where}: ${p}`)
  const out = `${url.slice(0, q)}?${query}`
  const phones = countPhonesIn(out)
  if (phones > 0) removed.push(`${where}: ${phones} phone number(s) masked`)
  return maskPhonesIn(out)
}
