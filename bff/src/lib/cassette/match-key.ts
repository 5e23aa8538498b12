import { canonicalJson, isPlainObject } from '../canonical-json.js'
import { maskPhonesIn } from '../phone-mask.js'
import { formWithoutSecrets, withoutSecrets } from './secret-fields.js'

/**
 * The key replay matches a call on: method, path, the query sorted, and the
 * body as canonical JSON, with volatile fields (cache busters, timestamps)
 * removed, and phone numbers masked and passwords and tokens replaced, since
 * cassettes store them so. The key is written into the cassette, and a replay
 * miss shows it to the browser: it must hold no secret either. The same
 * function keys a recorded call, a devtools capture and a live request.
 */
export function matchKey(
  method: string,
  target: string,
  body: string | undefined,
  volatile: ReadonlySet<string>,
): string {
  const q = target.indexOf('?')
  const path = maskPhonesIn(q === -1 ? target : target.slice(0, q))
  const query = q === -1 ? '' : canonicalQuery(target.slice(q + 1), volatile)
  const canonicalBody = body === undefined || body === '' ? '' : canonicalBodyText(body, volatile)
  return `${method.toUpperCase()} ${path}${query === '' ? '' : `?${query}`}${canonicalBody === '' ? '' : ` ${canonicalBody}`}`
}

function canonicalQuery(search: string, volatile: ReadonlySet<string>): string {
  const params = [...new URLSearchParams(formWithoutSecrets(search))]
    .filter(([name]) => !volatile.has(name))
    .map(([name, value]) => [name, maskPhonesIn(value)] as [string, string])
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)))
  return new URLSearchParams(params).toString()
}

function canonicalBodyText(text: string, volatile: ReadonlySet<string>): string {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return maskPhonesIn(formWithoutSecrets(text))
  }
  return maskPhonesIn(canonicalJson(withoutSecrets(withoutVolatile(parsed, volatile))))
}

function withoutVolatile(value: unknown, volatile: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutVolatile(v, volatile))
  if (!isPlainObject(value)) return value
  const kept: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) if (!volatile.has(k)) kept[k] = withoutVolatile(v, volatile)
  return kept
}
