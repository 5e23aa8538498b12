import { setTimeout as sleep } from 'node:timers/promises'
import type { Cassette } from '../cassette/cassette.js'
import { answerOf } from '../cassette/entries.js'
import type { UpstreamClient } from './types.js'

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
}

/** Replay mode: answers come from the cassette only; nothing reaches the network. */
export function createReplayingClient(cassette: Cassette, options: ReplayOptions): UpstreamClient {
  return {
    mode: 'replay',
    async request(request) {
      const { key, entry } = cassette.take(request)
      if (!entry) throw new ReplayMiss(key)
      if (options.latency === 'recorded' && entry.time > 0) await sleep(Math.min(entry.time, options.timeoutMs))
      const answer = answerOf(entry)
      if ('failure' in answer) throw answer.failure
      return { ...answer, attempts: 1 }
    },
    probe: async () => cassette.size > 0,
    close: async () => {},
  }
}
