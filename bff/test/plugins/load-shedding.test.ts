import { BFF_PATHS } from '@gaokao/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeUpstream, SPA_HEADERS, sendJson, sleep, startBff, startFakeUpstream } from '../helpers.js'

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

describe('load shedding', () => {
  it('under pressure, requests get a 503 envelope with Retry-After and nothing reaches the upstream', async () => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 200, { code: 0, msg: '成功', data: [] }))
    // Any heap is over one byte: the bff is under pressure from the first sample on.
    const bff = await startBff({ UPSTREAM_URL: fake.url, SHED_MAX_HEAP_BYTES: 1, SHED_SAMPLE_INTERVAL_MS: 100 })
    await sleep(150)
    const api = await bff.inject({ method: 'POST', url: '/api/v1/test/echo', headers: SPA_HEADERS, payload: {} })
    const page = await bff.inject(BFF_PATHS.site)
    const health = await bff.inject(BFF_PATHS.healthz)
    const ready = await bff.inject(BFF_PATHS.readyz)
    const metrics = await bff.inject(BFF_PATHS.metrics)
    await bff.close()
    for (const res of [api, page]) {
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('5')
      expect(res.json()).toEqual({ code: 503, msg: '服务繁忙，请稍后再试', data: null })
    }
    expect(fake.requests).toHaveLength(0)
    expect(health.statusCode).toBe(200)
    expect(ready.statusCode).toBe(503)
    expect(ready.json().msg).toBe('服务繁忙，请稍后再试')
    expect(metrics.statusCode).toBe(200)
    expect(metrics.body).toContain('bff_under_pressure 1')
    expect(metrics.body).toContain('bff_shed_requests_total{reason="heapUsedBytes"} 2')
  })

  it('a blocked event loop trips the delay limit', async () => {
    const bff = await startBff({ SHED_MAX_EVENT_LOOP_DELAY_MS: 20, SHED_SAMPLE_INTERVAL_MS: 100 })
    const until = Date.now() + 400
    while (Date.now() < until) {
      // a busy loop: the event loop cannot turn
    }
    // The overdue sample runs first and sees the delay.
    await sleep(5)
    const res = await bff.inject('/api/v1/test/echo')
    await bff.close()
    expect(res.statusCode).toBe(503)
    expect(res.json().code).toBe(503)
  })

  it('without pressure nothing is shed', async () => {
    const bff = await startBff({})
    const metrics = await bff.inject(BFF_PATHS.metrics)
    await bff.close()
    expect(metrics.body).toContain('bff_under_pressure 0')
  })
})
