import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { apiRouteLabel } from '../lib/api-paths.js'
import { Cassette } from '../lib/cassette/cassette.js'
import { withGenericServerErrors } from '../lib/upstream/generic-server-errors.js'
import { createLiveClient } from '../lib/upstream/live.js'
import { createRecordingClient } from '../lib/upstream/recording.js'
import { createReplayingClient, type ReplayOptions, replayedAnswer } from '../lib/upstream/replaying.js'
import type { UpstreamClient, UpstreamObserver, UpstreamRequest, UpstreamResponse } from '../lib/upstream/types.js'

export type { UpstreamClient } from '../lib/upstream/types.js'

export interface UpstreamOptions {
  url: string
  timeoutMs: number
  connections: number
  mode: 'live' | 'record' | 'replay'
  cassette: { file: string; volatileFields: readonly string[]; latency: 'recorded' | 'none' }
}

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient
    /** Replay mode only: the cassette's own answer to a /bff request a browser recorded, if it holds one. */
    replayedBffAnswer: ((request: UpstreamRequest) => Promise<UpstreamResponse | undefined>) | undefined
  }
}

/**
 * The upstream client every call goes through (proxy, cache fills, payload
 * parts), so recording and replaying see all of them: live, record (live
 * plus a HAR cassette) or replay (the cassette only, no network).
 */
export default fp<UpstreamOptions>(
  async (app: FastifyInstance, options) => {
    const { upstreamDuration, upstreamRetries } = app.metrics
    const observer: UpstreamObserver = {
      attempt: (url, method, outcome, seconds) =>
        upstreamDuration.observe([apiRouteLabel(url), method, outcome], seconds),
      retry: (url, reason) => upstreamRetries.inc([apiRouteLabel(url), reason]),
    }
    const volatile = new Set(options.cassette.volatileFields)
    let client: UpstreamClient
    let replayedBffAnswer: FastifyInstance['replayedBffAnswer']
    if (options.mode === 'replay') {
      const cassette = Cassette.load(options.cassette.file, volatile)
      const replay: ReplayOptions = {
        latency: options.cassette.latency,
        timeoutMs: options.timeoutMs,
        onMiss: (request) => app.metrics.replayMisses.inc([apiRouteLabel(request.path)]),
      }
      client = createReplayingClient(cassette, replay)
      replayedBffAnswer = async (request) => (await replayedAnswer(cassette, request, replay)).response
      app.log.warn(
        { cassette: options.cassette.file, entries: cassette.size },
        'replaying a cassette: no upstream calls',
      )
    } else {
      const live = createLiveClient({ ...options, observer })
      if (options.mode === 'record') {
        const cassette = Cassette.create(options.cassette.file, volatile)
        client = createRecordingClient(live, cassette, new URL(options.url).origin)
        app.log.warn({ cassette: options.cassette.file }, 'recording upstream calls into a cassette')
      } else client = live
    }
    // A gateway's HTML error page never reaches the browser (lib/upstream/generic-server-errors.ts).
    client = withGenericServerErrors(client, (status, contentType) =>
      app.log.warn({ status, contentType }, 'an upstream 5xx without an envelope was replaced by a generic one'),
    )
    app.decorate('upstream', client)
    app.decorate('replayedBffAnswer', replayedBffAnswer)
    app.addHook('onClose', async () => client.close())
  },
  { name: 'upstream', dependencies: ['metrics'] },
)
