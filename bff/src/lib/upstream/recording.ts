import { performance } from 'node:perf_hooks'
import type { Cassette } from '../cassette/cassette.js'
import { UpstreamFailure } from '../upstream-failure.js'
import { readBody } from './body.js'
import type { UpstreamClient } from './types.js'

/**
 * Record mode: every call goes to the live upstream and is written to the
 * cassette, errors included, with its latency. Bodies are read whole so they
 * can be both written and answered.
 */
export function createRecordingClient(live: UpstreamClient, cassette: Cassette, origin: string): UpstreamClient {
  return {
    mode: 'record',
    async request(request) {
      const startedAt = new Date()
      const started = performance.now()
      try {
        const response = await live.request(request)
        const body = await readBody(response.body)
        cassette.record({
          request,
          origin,
          startedAt,
          timeMs: performance.now() - started,
          response: { status: response.status, headers: response.headers, body },
        })
        return { ...response, body }
      } catch (error) {
        if (error instanceof UpstreamFailure) {
          cassette.record({ request, origin, startedAt, timeMs: performance.now() - started, failure: error.kind })
        }
        throw error
      }
    },
    probe: () => live.probe(),
    async close() {
      await cassette.flush()
      await live.close()
    },
  }
}
