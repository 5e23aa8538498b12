import { isPlainObject } from '../canonical-json.js'

/**
 * Fields whose values are credentials: a session token (`token`,
 * `accessToken`, ...) or a password in any of its spellings (`password`,
 * `passWord`, `newPassword`, `oldPassword`, `pwd`, ...). The login calls
 * send the password's MD5, which the upstream accepts as the password
 * itself, so it is as secret as the password. Verification codes are kept:
 * they expire within minutes, and a replayed code login must show the code
 * its send recorded (docs/record-replay.md).
 */
const SECRET_FIELD = /(?:token|pass(?:word|wd)?|pwd)$/i

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name)
}

/**
 * What a secret is replaced by, in the stored cassette and in the match key
 * alike: a replayed login matches its recording whatever password it sends,
 * and the token handed to the browser is this placeholder.
 */
export const SCRUBBED = 'scrubbed'

/** The value with every secret field holding a string or number replaced at any depth; `found` collects their paths. */
export function withoutSecrets(value: unknown, found: string[] = [], path = ''): unknown {
  if (Array.isArray(value)) return value.map((v, i) => withoutSecrets(v, found, `${path}[${i}]`))
  if (!isPlainObject(value)) return value
  const copy: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    const here = path === '' ? k : `${path}.${k}`
    if (isSecretField(k) && (typeof v === 'string' || typeof v === 'number')) {
      copy[k] = SCRUBBED
      found.push(here)
    } else copy[k] = withoutSecrets(v, found, here)
  }
  return copy
}

/**
 * A form-encoded text (`phone=...&password=...`, a query string) with its
 * secret fields replaced; the text as it was when it holds none, so bodies
 * that merely look like forms are not re-encoded.
 */
export function formWithoutSecrets(text: string, found: string[] = []): string {
  if (!text.includes('=')) return text
  const params = new URLSearchParams(text)
  let changed = false
  for (const [name, value] of [...params]) {
    if (isSecretField(name) && value !== SCRUBBED) {
      params.set(name, SCRUBBED)
      found.push(name)
      changed = true
    }
  }
  return changed ? params.toString() : text
}
