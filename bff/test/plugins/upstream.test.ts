import supertest from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { closedPort, type FakeUpstream, SPA_HEADERS, sendJson, startBff, startFakeUpstream } from '../helpers.js'

/** A path no contract caches, so every request is forwarded. */
const FORWARDED = '/api/v1/test/echo'

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

const ok = { code: 0, msg: '成功', data: [] }
const post = { method: 'POST' as const, url: FORWARDED, headers: SPA_HEADERS, payload: {} }

describe('upstream failure modes on the forwarding path', () => {
  it('an upstream slower than the timeout -> 504 envelope', async () => {
    fake = await startFakeUpstream((_req, res) => setTimeout(() => sendJson(res, 200, ok), 1_000))
    const bff = await startBff({ UPSTREAM_URL: fake.url, UPSTREAM_TIMEOUT_MS: 150 })
    const res = await bff.inject(post)
    await bff.close()
    expect(res.statusCode).toBe(504)
    expect(res.json()).toEqual({ code: 504, msg: '服务响应超时，请稍后再试', data: null })
  })

  it('an upstream that is down -> 502 envelope', async () => {
    const bff = await startBff({ UPSTREAM_URL: `http://127.0.0.1:${await closedPort()}` })
    const res = await bff.inject({ method: 'GET', url: FORWARDED })
    await bff.close()
    expect(res.statusCode).toBe(502)
    expect(res.json()).toEqual({ code: 502, msg: '服务暂时不可用，请稍后再试', data: null })
  })

  it('an upstream whose name does not resolve -> 503 envelope', async () => {
    const bff = await startBff({ UPSTREAM_URL: 'http://no-such-host.invalid' })
    const res = await bff.inject({ method: 'GET', url: FORWARDED })
    await bff.close()
    expect(res.statusCode).toBe(503)
    expect(res.json().code).toBe(503)
  })

  it('a GET answered 503 is retried once, the second answer is used, and the retry is counted', async () => {
    fake = await startFakeUpstream((_req, res, hit) =>
      hit === 1 ? sendJson(res, 503, { code: 503, msg: 'busy', data: null }) : sendJson(res, 200, ok),
    )
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ method: 'GET', url: FORWARDED })
    const metrics = (await bff.inject('/metrics')).body
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(fake.requests).toHaveLength(2)
    expect(metrics).toContain('bff_upstream_retries_total{endpoint="/api/v1/*",reason="503"} 1')
  })

  it.each([408, 409, 425, 429, 500, 502, 504])('a GET answered %i is retried once', async (status) => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, status, { code: status, msg: 'x', data: null }))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ method: 'GET', url: FORWARDED })
    await bff.close()
    expect(res.statusCode).toBe(status)
    expect(fake.requests).toHaveLength(2)
  })

  it.each([503, 'a reset'] as const)('a HEAD is retried once too (%s), like a GET', async (failure) => {
    fake = await startFakeUpstream((_req, res, hit) => {
      if (hit > 1) return sendJson(res, 200, ok)
      if (failure === 503) return sendJson(res, 503, { code: 503, msg: 'busy', data: null })
      res.socket?.destroy()
    })
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ method: 'HEAD', url: FORWARDED })
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(fake.requests.map((r) => r.method)).toEqual(['HEAD', 'HEAD'])
  })

  it('keeps connections to the upstream alive: six calls in a row share at most two', async () => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 200, ok))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    for (let i = 0; i < 6; i++) await bff.inject(i % 2 === 1 ? post : { method: 'GET', url: FORWARDED })
    await bff.close()
    expect(fake.requests).toHaveLength(6)
    // A call sent right after an answer may take a second connection: undici checks an idle socket
    // for a stray close in the next event-loop turn before it reuses it. Without keep-alive: six.
    expect(new Set(fake.requests.map((r) => r.clientPort)).size).toBeLessThanOrEqual(2)
  })

  it('a GET answered 404 is not retried', async () => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 404, { code: 404, msg: 'x', data: null }))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    await bff.inject({ method: 'GET', url: FORWARDED })
    await bff.close()
    expect(fake.requests).toHaveLength(1)
  })

  it('a GET whose connection is reset is retried once', async () => {
    fake = await startFakeUpstream((_req, res, hit) => (hit === 1 ? res.socket?.destroy() : sendJson(res, 200, ok)))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ method: 'GET', url: FORWARDED })
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(fake.requests).toHaveLength(2)
  })

  it('a GET reset twice -> 502 after exactly two attempts', async () => {
    fake = await startFakeUpstream((_req, res) => res.socket?.destroy())
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ method: 'GET', url: FORWARDED })
    await bff.close()
    expect(res.statusCode).toBe(502)
    expect(fake.requests).toHaveLength(2)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('a %s answered 503 is never retried', async (method) => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 503, { code: 503, msg: 'busy', data: null }))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ ...post, method })
    await bff.close()
    expect(res.statusCode).toBe(503)
    expect(fake.requests).toHaveLength(1)
  })

  it('a POST whose connection is reset is not retried -> 502', async () => {
    fake = await startFakeUpstream((_req, res) => res.socket?.destroy())
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject(post)
    await bff.close()
    expect(res.statusCode).toBe(502)
    expect(fake.requests).toHaveLength(1)
  })

  it('an upstream that drops the connection mid-body -> 502, never a truncated 200', async () => {
    fake = await startFakeUpstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' })
      res.write('{"code":0,')
      setTimeout(() => res.socket?.destroy(), 20)
    })
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject(post)
    await bff.close()
    expect(res.statusCode).toBe(502)
    expect(res.json().code).toBe(502)
  })

  it('a chunked JSON answer dropped mid-body -> 502 too', async () => {
    fake = await startFakeUpstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"code":0,')
      setTimeout(() => res.socket?.destroy(), 20)
    })
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject(post)
    await bff.close()
    expect(res.statusCode).toBe(502)
  })

  it('a non-JSON upstream error page keeps its status, without the upstream headers (its body: upstream-server-errors.test.ts)', async () => {
    fake = await startFakeUpstream((_req, res) => {
      res.writeHead(500, { 'content-type': 'text/html', server: 'nginx', 'x-upstream-secret': 's' })
      res.end('<h1>oops</h1>')
    })
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject(post)
    await bff.close()
    expect(res.statusCode).toBe(500)
    expect(res.headers.server).toBeUndefined()
    expect(res.headers['x-upstream-secret']).toBeUndefined()
  })

  it('a large streamed download passes through whole', async () => {
    const big = 'x'.repeat(3 * 1024 * 1024)
    fake = await startFakeUpstream((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-disposition': 'attachment; filename="a.xlsx"',
      })
      res.end(big)
    })
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    // Over a real socket, read as the bytes arrive; buffer(true) collects a type superagent would otherwise not read.
    const res = await supertest(bff.server).get(FORWARDED).buffer(true)
    await bff.close()
    expect(res.status).toBe(200)
    expect((res.body as Buffer).length).toBe(big.length)
  })
})
