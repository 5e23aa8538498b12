import { type IncomingHttpHeaders, STATUS_CODES } from 'node:http'
import type { UpstreamRequest } from '../upstream/types.js'
import { UpstreamFailure, type UpstreamFailureKind } from '../upstream-failure.js'
import { type HarEntry, type HarHeader, headerValue, TEXTUAL_MIME } from './har.js'
import { scrubEntry } from './scrub-entry.js'

/** One bff -> upstream call as it happened: an answer, or the way it failed. */
export interface RecordedCall {
  request: UpstreamRequest
  /** The upstream's origin, e.g. http://127.0.0.1:3100 */
  origin: string
  startedAt: Date
  timeMs: number
  response?: { status: number; headers: IncomingHttpHeaders; body: Buffer }
  failure?: UpstreamFailureKind
}

function toHarHeaders(headers: IncomingHttpHeaders | Record<string, string>): HarHeader[] {
  const out: HarHeader[] = []
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) out.push({ name, value: String(v) })
  }
  return out
}

/**
 * The HAR entry for a call, scrubbed (scrub-entry.ts) before anything else
 * sees it: no session headers, no token or password in bodies, phone
 * numbers masked. `key` is the call's match key, itself free of them.
 */
export function toHarEntry(call: RecordedCall, key: string, sequence: number): HarEntry {
  const url = new URL(call.request.path, call.origin)
  const requestText = call.request.body === undefined ? undefined : call.request.body.toString()
  const contentType = call.request.headers['content-type'] ?? 'application/json'
  const entry: HarEntry = {
    startedDateTime: call.startedAt.toISOString(),
    time: Math.round(call.timeMs * 1000) / 1000,
    request: {
      method: call.request.method,
      url: url.toString(),
      httpVersion: 'HTTP/1.1',
      headers: toHarHeaders(call.request.headers),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      cookies: [],
      headersSize: -1,
      bodySize: requestText === undefined ? 0 : Buffer.byteLength(requestText),
      ...(requestText === undefined ? {} : { postData: { mimeType: contentType, text: requestText } }),
    },
    response: call.response ? harResponse(call.response) : failedResponse(call.failure ?? 'unreachable'),
    cache: {},
    timings: { send: 0, wait: Math.round(call.timeMs * 1000) / 1000, receive: 0 },
  }
  return { ...scrubEntry(entry), _matchKey: key, _sequence: sequence }
}

function harResponse(response: NonNullable<RecordedCall['response']>): HarEntry['response'] {
  const mimeType = String(response.headers['content-type'] ?? 'application/octet-stream')
  const textual = TEXTUAL_MIME.test(mimeType)
  return {
    status: response.status,
    statusText: STATUS_CODES[response.status] ?? '',
    httpVersion: 'HTTP/1.1',
    headers: toHarHeaders(response.headers),
    cookies: [],
    content: textual
      ? { size: response.body.length, mimeType, text: response.body.toString() }
      : { size: response.body.length, mimeType, text: response.body.toString('base64'), encoding: 'base64' },
    redirectURL: '',
    headersSize: -1,
    bodySize: response.body.length,
  }
}

function failedResponse(kind: UpstreamFailureKind): HarEntry['response'] {
  return {
    status: 0,
    statusText: '',
    httpVersion: 'HTTP/1.1',
    headers: [],
    cookies: [],
    content: { size: 0, mimeType: 'x-unknown' },
    redirectURL: '',
    headersSize: -1,
    bodySize: 0,
    _error: kind,
  }
}

/** Headers that describe the transfer rather than the answer; replay sets its own length. */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
])
const FAILURE_KINDS = new Set<UpstreamFailureKind>(['timeout', 'unreachable', 'dns'])

/** The answer a HAR entry holds, or the failure it recorded (a status of 0, as devtools writes it). */
export function answerOf(
  entry: HarEntry,
): { status: number; headers: IncomingHttpHeaders; body: Buffer } | { failure: UpstreamFailure } {
  const { response } = entry
  if (response.status === 0 || (typeof response._error === 'string' && response._error !== '')) {
    const recorded = response._error as UpstreamFailureKind
    const kind = FAILURE_KINDS.has(recorded) ? recorded : 'unreachable'
    return { failure: new UpstreamFailure(kind, new Error(`replayed failure: ${response._error ?? 'status 0'}`)) }
  }
  const text = response.content.text ?? ''
  const body = response.content.encoding === 'base64' ? Buffer.from(text, 'base64') : Buffer.from(text, 'utf8')
  const headers: IncomingHttpHeaders = {}
  for (const { name, value } of response.headers) {
    const lower = name.toLowerCase()
    // HTTP/2 pseudo-headers (":status") come from devtools captures.
    if (lower.startsWith(':') || TRANSFER_HEADERS.has(lower)) continue
    headers[lower] = value
  }
  headers['content-type'] ??= response.content.mimeType || headerValue(response.headers, 'content-type')
  headers['content-length'] = String(body.length)
  return { status: response.status, headers, body }
}
