import {
  apiPath,
  EmptyBody,
  endpoint,
  getDictList,
  NO_CACHE,
  provinces,
  publicCache,
  TOKEN_COOKIE,
  TOKEN_HEADER,
} from '@gaokao/contracts'
import Type from 'typebox'
import { afterEach, describe, expect, it } from 'vitest'
import { CACHE_HEADER } from '../../src/routes/proxy.js'
import { type FakeUpstream, SPA_HEADERS, sendJson, sleep, startBff, startFakeUpstream } from '../helpers.js'

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

const ok = (data: unknown) => ({ code: 0, msg: '成功', data })

describe('reference data through the proxy', () => {
  it('20 concurrent cold requests make one upstream call; later ones are hits', async () => {
    fake = await startFakeUpstream((_req, res) => setTimeout(() => sendJson(res, 200, ok([{ sf: '江苏' }])), 100))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const cold = await Promise.all(Array.from({ length: 20 }, () => bff.inject(apiPath(provinces))))
    const warm = await bff.inject(apiPath(provinces))
    const metrics = (await bff.inject('/metrics')).body
    await bff.close()
    expect(fake.requests).toHaveLength(1)
    expect(cold.every((r) => r.statusCode === 200 && r.json().data[0].sf === '江苏')).toBe(true)
    expect(cold.map((r) => r.headers[CACHE_HEADER]).sort()).toEqual(['miss', ...Array(19).fill('coalesced')].sort())
    expect(warm.headers[CACHE_HEADER]).toBe('hit')
    expect(warm.headers['cache-control']).toBe('no-store')
    expect(metrics).toContain(`bff_cache_requests_total{endpoint="${apiPath(provinces)}",result="hit"} 1`)
    expect(metrics).toContain(`bff_cache_requests_total{endpoint="${apiPath(provinces)}",result="coalesced"} 19`)
    expect(metrics).toMatch(/bff_cache_entries 1\n/)
  })

  it('a POST of reference data is cached by its declared body, whatever else the client sends', async () => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 200, ok([])))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    for (const payload of [{}, { token: 'smuggled' }, { _t: 1 }]) {
      const res = await bff.inject({ method: 'POST', url: apiPath(getDictList), headers: SPA_HEADERS, payload })
      expect(res.statusCode).toBe(200)
    }
    await bff.close()
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]?.body).toBe('{}')
  })

  it('a fill never carries the session token, and no key holds it', async () => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 200, ok([])))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    await bff.inject({ url: apiPath(provinces), headers: { cookie: `${TOKEN_COOKIE}=user-secret-token` } })
    const keys = bff.referenceCache.keys()
    await bff.close()
    expect(fake.requests[0]?.headers[TOKEN_HEADER]).toBeUndefined()
    expect(fake.requests[0]?.headers.cookie).toBeUndefined()
    expect(keys).toHaveLength(1)
    expect(keys.join()).not.toContain('user-secret-token')
  })

  it('an answer with code != 0 is passed on and not cached', async () => {
    fake = await startFakeUpstream((_req, res, hit) =>
      hit === 1 ? sendJson(res, 200, { code: 1, msg: '系统维护中', data: null }) : sendJson(res, 200, ok([])),
    )
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const first = await bff.inject(apiPath(provinces))
    const second = await bff.inject(apiPath(provinces))
    await bff.close()
    expect(first.json()).toEqual({ code: 1, msg: '系统维护中', data: null })
    expect(second.json().code).toBe(0)
    expect(fake.requests).toHaveLength(2)
  })

  it('a cold fill that fails answers with the failure envelope', async () => {
    fake = await startFakeUpstream((_req, res) => res.socket?.destroy())
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ method: 'POST', url: apiPath(getDictList), headers: SPA_HEADERS, payload: {} })
    await bff.close()
    expect(res.statusCode).toBe(502)
    expect(res.json()).toEqual({ code: 502, msg: '服务暂时不可用，请稍后再试', data: null })
  })

  it('with the upstream down after the TTL, the stale answer is served and counted', async () => {
    const quick = endpoint({ ...provinces, cache: publicCache(0.05, 60) })
    fake = await startFakeUpstream((_req, res, hit) =>
      hit === 1 ? sendJson(res, 200, ok([{ sf: '旧' }])) : sendJson(res, 503, { code: 503, msg: 'down', data: null }),
    )
    const bff = await startBff({ UPSTREAM_URL: fake.url, CACHE_TTL_JITTER: 0 }, { endpoints: [quick] })
    await bff.inject(apiPath(provinces))
    await sleep(80)
    const stale = await bff.inject(apiPath(provinces))
    // The refresh runs in the background: wait for it to fail and be counted.
    let metrics = ''
    for (let i = 0; i < 100 && !metrics.includes('bff_cache_stale_if_error_total{'); i++) {
      await sleep(20)
      metrics = (await bff.inject('/metrics')).body
    }
    await bff.close()
    expect(stale.json().data).toEqual([{ sf: '旧' }])
    expect(stale.headers[CACHE_HEADER]).toBe('stale')
    expect(metrics).toContain(`bff_cache_stale_if_error_total{endpoint="${apiPath(provinces)}"} 1`)
    expect(metrics).toContain(`bff_cache_requests_total{endpoint="${apiPath(provinces)}",result="stale"} 1`)
  })

  it('user data is never cached: each call reaches the upstream with its own token', async () => {
    const mine = endpoint({
      name: 'getUserInfo',
      summary: 'x',
      path: '/web/user/getUserInfo',
      method: 'POST',
      auth: 'user',
      body: EmptyBody,
      data: Type.Object({ phone: Type.String() }),
      cache: NO_CACHE,
    })
    fake = await startFakeUpstream((req, res) => sendJson(res, 200, ok({ who: req.headers[TOKEN_HEADER] })))
    const bff = await startBff({ UPSTREAM_URL: fake.url }, { endpoints: [mine, provinces] })
    const a = await bff.inject({
      method: 'POST',
      url: apiPath(mine),
      headers: { ...SPA_HEADERS, cookie: `${TOKEN_COOKIE}=alice` },
      payload: {},
    })
    const b = await bff.inject({
      method: 'POST',
      url: apiPath(mine),
      headers: { ...SPA_HEADERS, cookie: `${TOKEN_COOKIE}=bob` },
      payload: {},
    })
    const size = bff.referenceCache.size
    await bff.close()
    expect(a.json().data.who).toBe('alice')
    expect(b.json().data.who).toBe('bob')
    expect(fake.requests).toHaveLength(2)
    expect(size).toBe(0)
  })
})
