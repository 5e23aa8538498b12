import { ALL_ENDPOINTS, apiPath, type Endpoint } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { useUpstream } from './helpers.js'
import { planningStudent } from './planning-helpers.js'

/**
 * Every contract, every body field, values a careless or hostile client
 * sends: wrong types, extremes, odd strings. The answer is never a 5xx, and a
 * refusal always says what went wrong in Chinese. This sweep found pageNum
 * 1e308 reaching SQLite as an OFFSET it could not bind (a 500) before the
 * contracts set PAGE_NUM_MAX, and "Infinity" coerced past every range.
 */
const WRONG_VALUES: readonly unknown[] = [
  '',
  'x'.repeat(5000),
  -1,
  0,
  1e308,
  -1e308,
  // Strings Ajv's type coercion turned into ±Infinity, past minimum and maximum: a 500 in SQLite or the serializer.
  'Infinity',
  '-1e400',
  3.5,
  true,
  null,
  [],
  {},
  ['a'],
  { a: 1 },
  "' OR 1=1 --",
  '\u0000\ud800',
  '9'.repeat(40),
]
const WHOLE_BODIES = ['{"a":', '[1,2]', '"x"', 'null', '{}']
/** Multipart, tested on its own (account.test.ts); a session-ending call would log the sweep's student out. */
const SKIPPED = (e: Endpoint) => e.path === '/web/user/uploadHeadImg' || e.session === 'revoke'
const HAN = /[\u4e00-\u9fff]/

const upstream = useUpstream()

interface Answer {
  status: number
  code: unknown
  msg: unknown
  /** A file call's success is the file itself (wishExecl, wishPdf), not an envelope. */
  file: boolean
}

async function send(e: Endpoint, token: string, body: string): Promise<Answer> {
  const headers = { 'content-type': 'application/json', ...(e.auth === 'user' ? { token } : {}) }
  const res =
    e.method === 'GET'
      ? await upstream().inject({ method: 'GET', url: `${apiPath(e)}?${queryOf(body)}`, headers })
      : await upstream().inject({ method: 'POST', url: apiPath(e), headers, payload: body })
  const type = String(res.headers['content-type'] ?? '')
  const json = type.includes('json') ? res.json() : {}
  const file = res.statusCode === 200 && isFileCall(e) && type.startsWith(fileTypeOf(e))
  return { status: res.statusCode, code: json.code, msg: json.msg, file }
}

/** The contracts declare a file answer as a binary string whose description is its content type. */
function fileTypeOf(e: Endpoint): string {
  return String((e.data as { description?: string }).description ?? '')
}

function isFileCall(e: Endpoint): boolean {
  return (e.data as { format?: string }).format === 'binary'
}

/** A GET's body travels as its query string: strings as they are, anything else as JSON text. */
function queryOf(body: string): string {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return `q=${encodeURIComponent(body)}`
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `q=${encodeURIComponent(body)}`
  return new URLSearchParams(
    Object.entries(value).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString()
}

/** What is wrong with an answer, or undefined when it is a proper success or a proper Chinese refusal. */
function defectOf(answer: Answer): string | undefined {
  if (answer.status >= 500) return `status ${answer.status}`
  if (answer.file) return undefined
  if (typeof answer.code !== 'number' || typeof answer.msg !== 'string') return 'no envelope'
  if (answer.code !== 0 && !HAN.test(answer.msg)) return `a refusal not in Chinese: ${answer.msg}`
  return undefined
}

describe('malformed fields on every contract', () => {
  it('never answer 5xx, and every refusal is a Chinese envelope', async () => {
    const token = await planningStudent(upstream(), '13900001234', '江苏', '物/化/生', 600)
    const defects: string[] = []
    let sent = 0
    for (const e of ALL_ENDPOINTS.filter((e) => !SKIPPED(e))) {
      const fields = Object.keys((e.body as { properties?: object }).properties ?? {})
      const bodies = [
        ...WHOLE_BODIES,
        ...fields.flatMap((field) => WRONG_VALUES.map((value) => JSON.stringify({ [field]: value }))),
      ]
      for (const body of bodies) {
        sent++
        const defect = defectOf(await send(e, token, body))
        if (defect) defects.push(`${e.method} ${e.path} ${body.slice(0, 40)}: ${defect}`)
      }
    }
    expect(sent).toBeGreaterThan(2000)
    expect(defects).toEqual([])
  }, 120_000)
})
