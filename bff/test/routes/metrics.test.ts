import { apiPath, BFF_PATHS, provinces } from '@gaokao/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeUpstream, sendJson, startBff, startFakeUpstream } from '../helpers.js'

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

describe('/metrics', () => {
  it('exposes requests, latency, upstream calls, cache results and shedding state in Prometheus text format', async () => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 200, { code: 0, msg: '成功', data: [] }))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    await bff.inject(apiPath(provinces))
    await bff.inject(apiPath(provinces))
    await bff.inject('/api/v1/test/anything?x=1')
    await bff.inject('/api/v1/test/other')
    await bff.inject('/nowhere/../x')
    const res = await bff.inject(BFF_PATHS.metrics)
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
    const text = res.body
    const p = apiPath(provinces)
    expect(text).toContain('# TYPE bff_http_request_duration_seconds histogram')
    expect(text).toContain(`bff_http_request_duration_seconds_count{route="${p}",method="GET",status="200"} 2`)
    // Paths no contract names share one label, so clients cannot grow the series without bound.
    expect(text).toContain('bff_http_request_duration_seconds_count{route="/api/v1/*",method="GET",status="200"} 2')
    expect(text).toMatch(
      new RegExp(`bff_http_request_duration_seconds_bucket\\{route="${p}",method="GET",status="200",le="\\+Inf"\\} 2`),
    )
    expect(text).toContain(`bff_upstream_request_duration_seconds_count{endpoint="${p}",method="GET",outcome="200"} 1`)
    expect(text).toContain(`bff_cache_requests_total{endpoint="${p}",result="miss"} 1`)
    expect(text).toContain(`bff_cache_requests_total{endpoint="${p}",result="hit"} 1`)
    expect(text).toContain('# TYPE bff_upstream_retries_total counter')
    expect(text).toContain('bff_under_pressure 0')
    expect(text).toMatch(/bff_process_memory_bytes\{kind="rss"\} \d+/)
    for (const line of text.trimEnd().split('\n')) {
      expect(line).toMatch(/^(# (HELP|TYPE) \w+ .+|\w+(\{[^}]*\})? [\d.e+-]+)$/)
    }
  })
})
