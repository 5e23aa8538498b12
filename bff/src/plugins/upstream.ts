import type { IncomingHttpHeaders } from 'node:http'
import type { Readable } from 'node:stream'
import { RETRYABLE_STATUSES } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Pool } from 'undici'
import { classifyUpstreamError, isConnectionReset } from '../lib/upstream-failure.js'

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
  body: Readable
  /** How many times the call was sent (2 after a retry). */
  attempts: number
}

export interface UpstreamClient {
  request(request: UpstreamRequest): Promise<UpstreamResponse>
  close(): Promise<void>
}

export interface UpstreamOptions {
  url: string
  timeoutMs: number
  connections: number
}

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient
  }
}

const RETRYABLE = new Set(RETRYABLE_STATUSES)
const IDEMPOTENT = new Set(['GET', 'HEAD'])

/**
 * A keep-alive pool to the upstream. GET and HEAD are retried once on the
 * spec's statuses and on a dropped connection; other methods never, since a
 * second POST could apply a change twice.
 */
export function createUpstreamClient(options: UpstreamOptions): UpstreamClient {
  const pool = new Pool(options.url, {
    connections: options.connections,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    connectTimeout: Math.min(options.timeoutMs, 10_000),
    keepAliveTimeout: 30_000,
  })

  async function send(request: UpstreamRequest) {
    return pool.request({
      method: request.method as 'GET',
      path: request.path,
      headers: request.headers,
      body: request.body ?? null,
    })
  }

  return {
    async request(request) {
      const retryable = IDEMPOTENT.has(request.method)
      let first: Awaited<ReturnType<typeof send>>
      try {
        first = await send(request)
      } catch (error) {
        if (!(retryable && isConnectionReset(error))) throw classifyUpstreamError(error)
        return retry(request)
      }
      if (retryable && RETRYABLE.has(first.statusCode)) {
        first.body.resume()
        return retry(request)
      }
      return { status: first.statusCode, headers: first.headers, body: first.body, attempts: 1 }
    },
    close: () => pool.close(),
  }

  async function retry(request: UpstreamRequest): Promise<UpstreamResponse> {
    try {
      const second = await send(request)
      return { status: second.statusCode, headers: second.headers, body: second.body, attempts: 2 }
    } catch (error) {
      throw classifyUpstreamError(error)
    }
  }
}

export default fp<UpstreamOptions>(
  async (app: FastifyInstance, options) => {
    const client = createUpstreamClient(options)
    app.decorate('upstream', client)
    app.addHook('onClose', async () => client.close())
  },
  { name: 'upstream' },
)
