import {
  apiPath,
  EmptyBody,
  type Endpoint,
  endpoint,
  getDictList,
  NO_CACHE,
  provinces,
  publicCache,
  TOKEN_HEADER,
} from '@gaokao/contracts'
import Type from 'typebox'
import { describe, expect, it } from 'vitest'
import { type CacheResult, ReferenceCache } from '../../src/lib/reference-cache.js'
import type { UpstreamClient, UpstreamRequest } from '../../src/lib/upstream/types.js'
import { UpstreamFailure } from '../../src/lib/upstream-failure.js'

type Behaviour = (request: UpstreamRequest, call: number) => Promise<{ status: number; body: unknown }>

/** An upstream client that answers as the test says and remembers every call. */
function stubUpstream(behaviour: Behaviour) {
  const calls: UpstreamRequest[] = []
  const client: UpstreamClient = {
    mode: 'live',
    async request(request) {
      calls.push(request)
      const { status, body } = await behaviour(request, calls.length)
      return {
        status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: Buffer.from(JSON.stringify(body)),
        attempts: 1,
      }
    },
    probe: async () => true,
    close: async () => {},
  }
  return { client, calls }
}

const ok = (data: unknown) => ({ status: 200, body: { code: 0, msg: '成功', data } })

function setup(behaviour: Behaviour, overrides: Partial<ConstructorParameters<typeof ReferenceCache>[0]> = {}) {
  const upstream = stubUpstream(behaviour)
  const clock = { now: 1_000_000 }
  const results: CacheResult[] = []
  const staleIfError: string[] = []
  const cache = new ReferenceCache({
    upstream: upstream.client,
    endpoints: [provinces, getDictList],
    maxEntries: 100,
    maxBytes: 1024 * 1024,
    ttlJitter: 0,
    now: () => clock.now,
    observer: { result: (_e, r) => results.push(r), staleIfError: (e) => staleIfError.push(e) },
    ...overrides,
  })
  return { cache, calls: upstream.calls, clock, results, staleIfError }
}

const TTL_MS = 3600 * 1000
const dataOf = (answer: { body: Buffer }) => JSON.parse(answer.body.toString()).data

describe('the reference cache', () => {
  it('merges 20 concurrent cold requests into one upstream call', async () => {
    const { cache, calls, results } = setup(async () => {
      await new Promise((r) => setTimeout(r, 50))
      return ok(['江苏'])
    })
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get(provinces, {}, 'r')))
    expect(calls).toHaveLength(1)
    expect(answers.every((a) => dataOf(a.answer)[0] === '江苏')).toBe(true)
    expect(results.filter((r) => r === 'miss')).toHaveLength(1)
    expect(results.filter((r) => r === 'coalesced')).toHaveLength(19)
  })

  it('answers from memory while fresh', async () => {
    const { cache, calls, clock } = setup(async () => ok([1]))
    await cache.get(provinces, {}, 'r')
    clock.now += TTL_MS - 1
    const second = await cache.get(provinces, {}, 'r')
    expect(second.result).toBe('hit')
    expect(calls).toHaveLength(1)
  })

  it('serves stale at once after the TTL and refreshes once in the background', async () => {
    let release: () => void = () => {}
    const { cache, calls, clock } = setup(async (_r, call) => {
      if (call === 2) await new Promise<void>((r) => (release = r))
      return ok([call])
    })
    await cache.get(provinces, {}, 'r')
    clock.now += TTL_MS + 1
    const stale = await Promise.all([cache.get(provinces, {}, 'r'), cache.get(provinces, {}, 'r')])
    expect(stale.map((s) => s.result)).toEqual(['stale', 'stale'])
    expect(stale.map((s) => dataOf(s.answer))).toEqual([[1], [1]])
    expect(calls).toHaveLength(2)
    release()
    await new Promise((r) => setTimeout(r, 10))
    const fresh = await cache.get(provinces, {}, 'r')
    expect(fresh.result).toBe('hit')
    expect(dataOf(fresh.answer)).toEqual([2])
  })

  it('serves stale when the refresh fails, counts it, and waits before trying again', async () => {
    const { cache, calls, clock, staleIfError } = setup(async (_r, call) => {
      if (call === 1) return ok(['old'])
      throw new UpstreamFailure('unreachable', new Error('ECONNREFUSED'))
    })
    await cache.get(provinces, {}, 'r')
    clock.now += TTL_MS + 1
    await cache.get(provinces, {}, 'r')
    await new Promise((r) => setTimeout(r, 10))
    expect(staleIfError).toEqual([apiPath(provinces)])
    const during = await cache.get(provinces, {}, 'r')
    expect(during).toMatchObject({ result: 'stale' })
    expect(dataOf(during.answer)).toEqual(['old'])
    expect(calls).toHaveLength(2)
    clock.now += 10_001
    await cache.get(provinces, {}, 'r')
    expect(calls).toHaveLength(3)
  })

  it('serves stale when the refresh answers code != 0', async () => {
    const { cache, clock, staleIfError } = setup(async (_r, call) =>
      call === 1 ? ok(['old']) : { status: 200, body: { code: 1, msg: '系统繁忙', data: null } },
    )
    await cache.get(provinces, {}, 'r')
    clock.now += TTL_MS + 1
    await cache.get(provinces, {}, 'r')
    await new Promise((r) => setTimeout(r, 10))
    expect(staleIfError).toHaveLength(1)
    expect(dataOf((await cache.get(provinces, {}, 'r')).answer)).toEqual(['old'])
  })

  it('never serves data older than the stale window', async () => {
    const { cache, clock } = setup(async (_r, call) => {
      if (call === 1) return ok(['old'])
      throw new UpstreamFailure('unreachable', new Error('ECONNREFUSED'))
    })
    await cache.get(provinces, {}, 'r')
    clock.now += TTL_MS + 24 * TTL_MS + 1
    await expect(cache.get(provinces, {}, 'r')).rejects.toBeInstanceOf(UpstreamFailure)
  })

  it('does not cache an answer with code != 0, and hands it to the caller', async () => {
    const { cache, calls } = setup(async () => ({ status: 200, body: { code: 7, msg: '维护中', data: null } }))
    const first = await cache.get(provinces, {}, 'r')
    await cache.get(provinces, {}, 'r')
    expect(calls).toHaveLength(2)
    expect(JSON.parse(first.answer.body.toString())).toEqual({ code: 7, msg: '维护中', data: null })
    expect(cache.size).toBe(0)
  })

  it('does not cache an HTTP error', async () => {
    const { cache, calls } = setup(async () => ({ status: 500, body: { code: 500, msg: 'x', data: null } }))
    expect((await cache.get(provinces, {}, 'r')).answer.status).toBe(500)
    await cache.get(provinces, {}, 'r')
    expect(calls).toHaveLength(2)
  })

  it('rejects every waiter when a cold fill fails', async () => {
    const { cache, calls } = setup(async () => {
      await new Promise((r) => setTimeout(r, 20))
      throw new UpstreamFailure('timeout', new Error('slow'))
    })
    const all = await Promise.allSettled(Array.from({ length: 5 }, () => cache.get(provinces, {}, 'r')))
    expect(all.every((s) => s.status === 'rejected')).toBe(true)
    expect(calls).toHaveLength(1)
  })

  it('spreads the TTL by the jitter', async () => {
    for (const [random, factor] of [
      [0, 0.9],
      [0.5, 1],
      [1, 1.1],
    ] as const) {
      const { cache, clock } = setup(async () => ok([]), { ttlJitter: 0.1, random: () => random })
      await cache.get(provinces, {}, 'r')
      const key = cache.keys()[0] as string
      expect(cache.inspect(key)?.expiresAt).toBeCloseTo(clock.now + TTL_MS * factor)
      expect(cache.inspect(key)?.staleUntil).toBeCloseTo(clock.now + TTL_MS * factor + 24 * TTL_MS)
    }
  })

  it('is bounded in entries', async () => {
    const withQuery = endpoint({ ...provinces, name: 'q', body: Type.Object({ n: Type.String() }) })
    const { cache, calls } = setup(async () => ok([]), { endpoints: [withQuery], maxEntries: 2 })
    for (const n of ['1', '2', '3']) await cache.get(withQuery, { n }, 'r')
    expect(cache.size).toBe(2)
    await cache.get(withQuery, { n: '1' }, 'r')
    expect(calls).toHaveLength(4)
  })

  it('is bounded in bytes', async () => {
    const withQuery = endpoint({ ...provinces, name: 'q', body: Type.Object({ n: Type.String() }) })
    const { cache } = setup(async () => ok('x'.repeat(10_000)), { endpoints: [withQuery], maxBytes: 50_000 })
    for (const n of ['1', '2', '3', '4', '5']) await cache.get(withQuery, { n }, 'r')
    expect(cache.bytes).toBeLessThanOrEqual(50_000)
    expect(cache.size).toBeLessThan(5)
  })

  it('keys on declared fields only: a token in the body neither reaches the key nor the upstream', async () => {
    const { cache, calls } = setup(async () => ok([]))
    await cache.get(getDictList, { token: 'secret-token', _t: '123' }, 'r')
    await cache.get(getDictList, {}, 'r')
    expect(calls).toHaveLength(1)
    expect(cache.keys().join()).not.toContain('secret-token')
    expect(calls[0]?.body).toBe('{}')
    expect(calls[0]?.headers[TOKEN_HEADER]).toBeUndefined()
  })

  it('refuses a contract that needs a user and claims a public cache', () => {
    const userData = endpoint({
      name: 'mine',
      summary: 'x',
      path: '/web/user/mine',
      method: 'POST',
      auth: 'user',
      body: EmptyBody,
      data: Type.Null(),
      cache: publicCache(60),
    })
    expect(() => setup(async () => ok(null), { endpoints: [userData] })).toThrow(/never cached/)
  })

  it('caches only contracts with a public policy', () => {
    const uncached: Endpoint = endpoint({ ...getDictList, name: 'u', path: '/web/u', cache: NO_CACHE })
    const { cache } = setup(async () => ok(null), { endpoints: [provinces, uncached] })
    expect(cache.isCacheable(provinces)).toBe(true)
    expect(cache.isCacheable(uncached)).toBe(false)
    expect(cache.lookup('GET', apiPath(provinces))).toBe(provinces)
    expect(cache.lookup('POST', apiPath(provinces))).toBeUndefined()
  })
})
