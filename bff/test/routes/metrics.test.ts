import { apiPath, BFF_PATHS, provinces } from '@gaokao/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { buildInfo } from '../../src/lib/metrics/build-info.js'
import { type FakeUpstream, sendJson, startBff, startFakeUpstream } from '../helpers.js'

/** The sample lines of one family: `name{labels} value`, for a histogram its _bucket, _sum and _count too. */
function samples(text: string, family: string): { labels: string; value: number }[] {
  const line = new RegExp(`^${family}(?:_bucket|_sum|_count)?(\\{[^}]*\\})? (\\S+)$`)
  return text.split('\n').flatMap((l) => {
    const m = line.exec(l)
    return m ? [{ labels: m[1] ?? '', value: Number(m[2]) }] : []
  })
}

/**
 * Checks the text as a Prometheus scraper reads it: every sample belongs to a
 * family announced by HELP and TYPE before it, names and label names are
 * snake case, counters end in _total, every value is a number.
 */
function expectValidExposition(text: string): void {
  const types = new Map<string, string>()
  const helped = new Set<string>()
  for (const line of text.trimEnd().split('\n')) {
    const meta = /^# (HELP|TYPE) ([a-z_][a-z0-9_]*) (.+)$/.exec(line)
    if (meta) {
      const [, kind, name = '', rest = ''] = meta
      if (kind === 'HELP') helped.add(name)
      else {
        expect(helped, `${name}: HELP before TYPE`).toContain(name)
        expect(['counter', 'gauge', 'histogram']).toContain(rest)
        if (rest === 'counter') expect(name).toMatch(/_total$/)
        types.set(name, rest)
      }
      continue
    }
    const sample = /^([a-z_][a-z0-9_]*)(?:\{((?:[a-z_][a-z0-9_]*="(?:[^"\\]|\\.)*",?)*)\})? (\S+)$/.exec(line)
    expect(sample, line).not.toBeNull()
    const name = sample?.[1] ?? ''
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, '')
    expect(types.has(family), `${line}: no TYPE for ${family}`).toBe(true)
    if (family !== name) expect(types.get(family)).toBe('histogram')
    expect(Number.isNaN(Number(sample?.[3])), line).toBe(false)
  }
}

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
    expectValidExposition(text)
  })

  it('lists the process: CPU, memory, heap, event-loop lag, GC by kind, start time and build info', async () => {
    const bff = await startBff({})
    const scrape = async () => (await bff.inject(BFF_PATHS.metrics)).body
    // A collection happens when the heap fills: allocate until one has been seen.
    await expect
      .poll(async () => {
        void Array.from({ length: 200_000 }, (_, i) => ({ i }))
        return samples(await scrape(), 'nodejs_gc_duration_seconds').length
      })
      .toBeGreaterThan(0)
    const text = await scrape()
    await bff.close()
    expectValidExposition(text)
    for (const [family, type] of [
      ['process_cpu_user_seconds_total', 'counter'],
      ['process_cpu_system_seconds_total', 'counter'],
      ['process_resident_memory_bytes', 'gauge'],
      ['nodejs_heap_size_used_bytes', 'gauge'],
      ['nodejs_heap_size_total_bytes', 'gauge'],
      ['nodejs_eventloop_lag_seconds', 'gauge'],
      ['nodejs_gc_duration_seconds', 'histogram'],
      ['process_start_time_seconds', 'gauge'],
      ['bff_build_info', 'gauge'],
    ]) {
      expect(text).toContain(`# TYPE ${family} ${type}\n`)
    }
    expect(samples(text, 'process_cpu_user_seconds_total')[0]?.value).toBeGreaterThan(0)
    expect(samples(text, 'nodejs_heap_size_used_bytes')[0]?.value).toBeGreaterThan(0)
    const lag = samples(text, 'nodejs_eventloop_lag_seconds')
    expect(lag.map((s) => s.labels)).toEqual(['{stat="p50"}', '{stat="p99"}', '{stat="max"}'])
    for (const { value } of lag) expect(value).toBeGreaterThanOrEqual(0)
    const gcCounts = samples(text, 'nodejs_gc_duration_seconds').filter(
      (s) => s.labels.includes('kind=') && !s.labels.includes('le='),
    )
    expect(gcCounts.length).toBeGreaterThan(0)
    for (const { labels, value } of gcCounts) {
      expect(labels).toMatch(/^\{kind="(minor|major|incremental|weakcb|other)"\}$/)
      expect(Number.isFinite(value)).toBe(true)
    }
    const started = samples(text, 'process_start_time_seconds')[0]?.value ?? 0
    expect(started).toBeLessThanOrEqual(Date.now() / 1000)
    expect(started).toBeGreaterThan(Date.now() / 1000 - process.uptime() - 5)
    const { version } = buildInfo()
    expect(version).toMatch(/^\d+\.\d+\.\d+/)
    expect(samples(text, 'bff_build_info')).toEqual([
      { labels: `{version="${version}",commit="${buildInfo().commit}",node="${process.version}"}`, value: 1 },
    ])
  })
})
