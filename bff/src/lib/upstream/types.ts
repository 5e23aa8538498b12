import type { IncomingHttpHeaders } from 'node:http'
import type { Readable } from 'node:stream'

export interface UpstreamRequest {
  method: string
  /** Path and query under the upstream's origin, e.g. /api/v1/web/provinces?x=1 */
  path: string
  headers: Record<string, string>
  body?: Buffer | string | undefined
}

export interface UpstreamResponse {
  status: number
  headers: IncomingHttpHeaders
  /** Buffered when small (every JSON answer); a stream for large or unknown-length bodies such as exports. */
  body: Buffer | Readable
  /** How many times the call was sent (2 after a retry). */
  attempts: number
}

/**
 * The one seam between the bff and the upstream: live (an undici pool),
 * record (live, written to a HAR cassette) or replay (the cassette only).
 */
export interface UpstreamClient {
  readonly mode: 'live' | 'record' | 'replay'
  request(request: UpstreamRequest): Promise<UpstreamResponse>
  /** For /readyz: can calls be answered now? Never recorded into a cassette. */
  probe(): Promise<boolean>
  close(): Promise<void>
}

/** What the client reports for /metrics. */
export interface UpstreamObserver {
  attempt(url: string, method: string, outcome: string, seconds: number): void
  retry(url: string, reason: string): void
}

export const NO_OBSERVER: UpstreamObserver = { attempt() {}, retry() {} }
