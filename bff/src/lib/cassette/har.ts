/**
 * The subset of HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/)
 * the bff writes and reads: what browser devtools, Charles and Fiddler
 * export. Fields starting with `_` are HAR's custom fields.
 */
export interface HarHeader {
  name: string
  value: string
}

/** A posted form field as HAR lists it beside the text. */
export interface HarParam {
  name: string
  value?: string
  fileName?: string
  contentType?: string
}

/** Bodies kept as text (and scrubbed); others are stored base64. */
export const TEXTUAL_MIME = /json|text|xml|javascript|x-www-form-urlencoded/i

export interface HarRequest {
  method: string
  url: string
  httpVersion: string
  headers: HarHeader[]
  queryString: HarHeader[]
  cookies: unknown[]
  postData?: { mimeType: string; text?: string; params?: HarParam[] }
  headersSize: number
  bodySize: number
}

export interface HarResponse {
  status: number
  statusText: string
  httpVersion: string
  headers: HarHeader[]
  cookies: unknown[]
  content: { size: number; mimeType: string; text?: string; encoding?: string }
  redirectURL: string
  headersSize: number
  bodySize: number
  /** How the call failed when status is 0 (devtools writes a net:: error or null here). */
  _error?: string | null
}

export interface HarEntry {
  startedDateTime: string
  /** Milliseconds from sending the request to the end of the answer: replay waits this long. */
  time: number
  request: HarRequest
  response: HarResponse
  cache: Record<string, never>
  timings: { send: number; wait: number; receive: number }
  /** The key replay matches on, written for the reader; replay recomputes it. */
  _matchKey?: string
  /** 1 for the first call with this key, 2 for its first repeat, ... */
  _sequence?: number
  /** What was removed or masked before the entry was written. */
  _scrubbed?: string[]
  /** Set on a call replay split out of a /bff payload a browser recorded: that payload's method and target. */
  _derivedFrom?: string
}

export interface HarLog {
  log: {
    version: string
    creator: { name: string; version: string }
    pages?: unknown[]
    entries: HarEntry[]
  }
}

export function isHarLog(value: unknown): value is HarLog {
  const log = (value as HarLog | null)?.log
  return typeof log === 'object' && log !== null && Array.isArray(log.entries)
}

export function headerValue(headers: readonly HarHeader[], name: string): string | undefined {
  return headers.find((h) => h.name.toLowerCase() === name)?.value
}
