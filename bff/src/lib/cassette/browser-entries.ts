import { ALL_BFF_PAYLOADS, type BffPayload, ERROR_CODE, ERROR_TEXT, type PayloadPart } from '@gaokao/contracts'
import Value from 'typebox/value'
import { endpointAt } from '../api-paths.js'
import { isPlainObject } from '../canonical-json.js'
import { declaredFields, endpointRequest } from '../endpoint-request.js'
import type { HarEntry } from './har.js'
import { SCRUBBED_TOKEN } from './scrub.js'

/**
 * What a HAR recorded by a browser needs before replay can use it
 * (docs/record-replay.md). A browser sees the bff, not the upstream: its
 * login answers carry no token (the bff moved it into the httpOnly cookie),
 * and its pages come as /bff payloads rather than the calls behind them.
 */

const PAYLOAD_AT = new Map<string, BffPayload>(ALL_BFF_PAYLOADS.map((p) => [p.path, p]))

/** Where a cassette entry points: its path and query, whatever origin recorded it. */
export function targetOf(entry: HarEntry): URL {
  return new URL(entry.request.url, 'http://cassette.invalid')
}

/**
 * A login or registration answer as the browser saw it (code 0, no token)
 * gets the placeholder token, as a bff-recorded one holds after scrubbing:
 * the replaying bff then sets its session cookie from it and the student's
 * later calls work, with no real token anywhere.
 */
export function withSessionPlaceholder(entry: HarEntry): HarEntry {
  if (endpointAt(targetOf(entry).pathname)?.session !== 'issue') return entry
  const envelope = parseJson(answerText(entry))
  if (!isPlainObject(envelope) || envelope.code !== ERROR_CODE.ok) return entry
  const data = isPlainObject(envelope.data) ? envelope.data : {}
  if (typeof data.token === 'string' && data.token !== '') return entry
  const text = JSON.stringify({ ...envelope, data: { ...data, token: SCRUBBED_TOKEN } })
  const { encoding: _encoding, ...content } = entry.response.content
  return { ...entry, response: { ...entry.response, content: { ...content, text, size: Buffer.byteLength(text) } } }
}

/**
 * The upstream calls behind a /bff payload entry, one entry per part that
 * succeeded, each answering its call's envelope with the part's data. The
 * call is built as the payload handler builds it (the payload's query
 * coerced by its schema, the contract's declared fields), so a payload the
 * HAR lacks, or a session check or cache fill that needs the same call, is
 * answered from what the browser saw.
 */
export function payloadPartEntries(entry: HarEntry): HarEntry[] {
  const target = targetOf(entry)
  const payload = PAYLOAD_AT.get(target.pathname)
  if (!payload || entry.request.method.toUpperCase() !== 'GET' || entry.response.status !== 200) return []
  const envelope = parseJson(answerText(entry))
  if (!isPlainObject(envelope) || envelope.code !== ERROR_CODE.ok || !isPlainObject(envelope.data)) return []
  const query = payloadQuery(payload, target.searchParams)
  if (query === undefined) return []
  const derived: HarEntry[] = []
  for (const [name, part] of Object.entries(payload.parts) as [string, PayloadPart<PayloadPart['call'], unknown>][]) {
    const result = envelope.data[name]
    if (!isPlainObject(result) || result.ok !== true) continue
    const call = endpointRequest(part.call, declaredFields(part.call, part.body(query)), '')
    const text = `{"code":${ERROR_CODE.ok},"msg":${JSON.stringify(ERROR_TEXT.ok)},"data":${JSON.stringify(result.data ?? null)}}`
    derived.push(partEntry(entry, call.method, call.path, call.body?.toString(), text))
  }
  return derived
}

/** The payload's query as its route sees it after validation (numbers coerced, defaults filled); undefined if invalid. */
function payloadQuery(payload: BffPayload, params: URLSearchParams): unknown {
  const raw: Record<string, string> = {}
  for (const [name, value] of params) raw[name] = value
  const query = Value.Default(payload.query, Value.Convert(payload.query, raw))
  return Value.Check(payload.query, query) ? query : undefined
}

function partEntry(from: HarEntry, method: string, path: string, body: string | undefined, text: string): HarEntry {
  return {
    startedDateTime: from.startedDateTime,
    time: 0,
    request: {
      method,
      url: `http://cassette.invalid${path}`,
      httpVersion: 'HTTP/1.1',
      headers: [],
      queryString: [],
      cookies: [],
      headersSize: -1,
      bodySize: body === undefined ? 0 : Buffer.byteLength(body),
      ...(body === undefined ? {} : { postData: { mimeType: 'application/json', text: body } }),
    },
    response: {
      status: 200,
      statusText: 'OK',
      httpVersion: 'HTTP/1.1',
      headers: [{ name: 'content-type', value: 'application/json; charset=utf-8' }],
      cookies: [],
      content: { size: Buffer.byteLength(text), mimeType: 'application/json; charset=utf-8', text },
      redirectURL: '',
      headersSize: -1,
      bodySize: Buffer.byteLength(text),
    },
    cache: {},
    timings: { send: 0, wait: 0, receive: 0 },
    _derivedFrom: `${from.request.method} ${targetOf(from).pathname}${targetOf(from).search}`,
  }
}

function answerText(entry: HarEntry): string {
  const { text, encoding } = entry.response.content
  if (typeof text !== 'string') return ''
  return encoding === 'base64' ? Buffer.from(text, 'base64').toString('utf8') : text
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
