import type { IncomingHttpHeaders } from 'node:http'
import { performance } from 'node:perf_hooks'
import { apiPath, provinces, RETRYABLE_STATUSES } from '@gaokao/contracts'
import { Pool } from 'undici'
import { isJsonType } from '../json-type.js'
import { classifyUpstreamError, isConnectionReset } from '../upstream-failure.js'
import { dispatchRequest } from './dispatch.js'
import {
  NO_OBSERVER,
  type UpstreamClient,
  type UpstreamObserver,
  type UpstreamRequest,
  type UpstreamResponse,
} from './types.js'

export interface LiveOptions {
  url: string
  timeoutMs: number
  connections: number
  observer?: UpstreamObserver
}

const RETRYABLE = new Set(RETRYABLE_STATUSES)
const IDEMPOTENT = new Set(['GET', 'HEAD'])
/** Answers up to this size are read whole, so a reset mid-body becomes a clean 502 and JSON needs no stream. */
const BUFFER_LIMIT_BYTES = 1024 * 1024

/** Read whole: anything of known small size, and JSON of unknown size (API answers); stream the rest (exports). */
function shouldBuffer(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length']
  if (length !== undefined) return Number(length) <= BUFFER_LIMIT_BYTES
  return isJsonType(headers['content-type'])
}

/** A cheap public call every upstream implements: reaching it means the upstream serves. */
const PROBE_PATH = apiPath(provinces)

/** A retry is decided on this: an answer to resend, or a dropped connection. */
class Retryable {
  constructor(readonly reason: string) {}
}

/**
 * A keep-alive pool to the upstream. GET and HEAD are retried once on the
 * spec's statuses and on a dropped connection; other methods never, since a
 * second POST could apply a change twice.
 */
export function createLiveClient(options: LiveOptions): UpstreamClient {
  const observer = options.observer ?? NO_OBSERVER
  const pool = new Pool(options.url, {
    connections: options.connections,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    connectTimeout: Math.min(options.timeoutMs, 10_000),
    keepAliveTimeout: 30_000,
  })

  /**
   * One send: its outcome and duration reported, a failure classified. With
   * `retryable`, an answer to resend or a dropped connection comes back as a
   * Retryable instead. Promise callbacks rather than async functions: the
   * proxy path waits on one promise hop here, not three.
   */
  function attempt(request: UpstreamRequest, retryable: false): Promise<UpstreamResponse>
  function attempt(request: UpstreamRequest, retryable: boolean): Promise<UpstreamResponse | Retryable>
  function attempt(request: UpstreamRequest, retryable: boolean): Promise<UpstreamResponse | Retryable> {
    const started = performance.now()
    const report = (outcome: string) =>
      observer.attempt(request.path, request.method, outcome, (performance.now() - started) / 1000)
    return dispatchRequest(
      pool,
      { method: request.method as 'GET', path: request.path, headers: request.headers, body: request.body ?? null },
      shouldBuffer,
    ).then(
      (answer) => {
        const outcome = String(answer.status)
        if (retryable && RETRYABLE.has(answer.status)) {
          if (!Buffer.isBuffer(answer.body)) answer.body.destroy()
          report(outcome)
          return new Retryable(outcome)
        }
        report(outcome)
        return { status: answer.status, headers: answer.headers, body: answer.body, attempts: 1 }
      },
      (error: unknown) => {
        if (retryable && isConnectionReset(error)) {
          report('reset')
          return new Retryable('reset')
        }
        const failure = classifyUpstreamError(error)
        report(failure.kind)
        throw failure
      },
    )
  }

  return {
    mode: 'live',
    request(request) {
      // POST, PUT, PATCH and DELETE are sent once: no retry bookkeeping on their path.
      if (!IDEMPOTENT.has(request.method)) return attempt(request, false)
      return attempt(request, true).then((first) => {
        if (!(first instanceof Retryable)) return first
        observer.retry(request.path, first.reason)
        return attempt(request, false).then((second) => {
          second.attempts = 2
          return second
        })
      })
    },
    async probe() {
      try {
        const answer = await this.request({ method: 'GET', path: PROBE_PATH, headers: {} })
        if (!Buffer.isBuffer(answer.body)) answer.body.resume()
        return answer.status === 200
      } catch {
        return false
      }
    },
    close: () => pool.close(),
  }
}
