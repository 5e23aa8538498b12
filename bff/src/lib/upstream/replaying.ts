import { setTimeout as sleep } from 'node:timers/promises'
import type { Cassette } from '../cassette/cassette.js'
import { answerOf } from '../cassette/entries.js'
import type { UpstreamClient, UpstreamRequest, UpstreamResponse } from './types.js'

/** A replayed call that the cassette holds no answer for: replay fails closed, naming the key. */
export class ReplayMiss extends Error {
  constructor(readonly key: string) {
    super(`no recorded answer for ${key}`)
    this.name = 'ReplayMiss'
  }
}

export interface ReplayOptions {
  /** Wait as long as the recorded call took, so timing-dependent behaviour reproduces. */
  latency: 'recorded' | 'none'
  /** A recorded call never waits longer than a live one could have. */
  timeoutMs: number
  /** Told of every call the cassette holds no answer for (the replay-miss counter). */
  onMiss?: (request: UpstreamRequest) => void
}

/**
 * The recorded answer for a request, after its recorded latency; undefined
 * when the cassette holds none. A recorded failure (a timeout) is thrown.
 */
export async function replayedAnswer(
  cassette: Cassette,
  request: UpstreamRequest,
  options: ReplayOptions,
): Promise<{ key: string; response: UpstreamResponse | undefined }> {
  const { key, entry } = cassette.take(request)
  if (!entry) return { key, response: undefined }
  if (options.latency === 'recorded' && entry.time > 0) await sleep(Math.min(entry.time, options.timeoutMs))
  const answer = answerOf(entry)
  if ('failure' in answer) throw answer.failure
  return { key, response: { ...answer, attempts: 1 } }
}

/** Replay mode: answers come from the cassette only; nothing reaches the network. */
export function createReplayingClient(cassette: Cassette, options: ReplayOptions): UpstreamClient {
  return {
    mode: 'replay',
    async request(request) {
      const { key, response } = await replayedAnswer(cassette, request, options)
      if (response) return response
      options.onMiss?.(request)
      throw new ReplayMiss(key)
    },
    probe: async () => cassette.size > 0,
    close: async () => {},
  }
}
