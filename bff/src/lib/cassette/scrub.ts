import { TOKEN_HEADER } from '@gaokao/contracts'
import { isPlainObject } from '../canonical-json.js'
import { countPhonesIn, maskPhonesIn } from '../phone-mask.js'
import type { HarHeader } from './har.js'

/** Headers that carry a session: never written to a cassette. */
const SECRET_HEADERS = new Set([TOKEN_HEADER, 'cookie', 'set-cookie', 'authorization'])
/** What a token in a body is replaced with: replay hands this to the browser instead of a real session. */
export const SCRUBBED_TOKEN = 'scrubbed'

/** Drops session headers; `removed` collects what went, for the entry's `_scrubbed` list. */
export function scrubHeaders(headers: readonly HarHeader[], where: string, removed: string[]): HarHeader[] {
  const kept: HarHeader[] = []
  for (const h of headers) {
    if (SECRET_HEADERS.has(h.name.toLowerCase())) removed.push(`${where}.headers.${h.name.toLowerCase()}`)
    else kept.push({ name: h.name, value: maskPhonesIn(h.value) })
  }
  return kept
}

/** Replaces every `token` field of a JSON body (data.token of a login answer) and masks phone numbers. */
export function scrubText(text: string, where: string, removed: string[]): string {
  let out = text
  try {
    const parsed: unknown = JSON.parse(text)
    const paths: string[] = []
    const replaced = replaceTokens(parsed, '', paths)
    if (paths.length > 0) {
      out = JSON.stringify(replaced)
      for (const p of paths) removed.push(`${where}: ${p}`)
    }
  } catch {
    // not JSON: only phone numbers are looked for
  }
  const phones = countPhonesIn(out)
  if (phones > 0) removed.push(`${where}: ${phones} phone number(s) masked`)
  return maskPhonesIn(out)
}

function replaceTokens(value: unknown, path: string, found: string[]): unknown {
  if (Array.isArray(value)) return value.map((v, i) => replaceTokens(v, `${path}[${i}]`, found))
  if (!isPlainObject(value)) return value
  const copy: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    const here = path === '' ? k : `${path}.${k}`
    if (k === TOKEN_HEADER && typeof v === 'string') {
      copy[k] = SCRUBBED_TOKEN
      found.push(here)
    } else copy[k] = replaceTokens(v, here, found)
  }
  return copy
}
