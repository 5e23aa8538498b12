import { ERROR_TEXT, TOKEN_COOKIE, TOKEN_HEADER } from '@gaokao/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import {
  type FakeUpstream,
  rawExchange,
  rawGet,
  SPA_HEADERS,
  sendJson,
  startBff,
  startFakeUpstream,
} from '../helpers.js'

/** A path no contract caches, so every request is forwarded. */
const FORWARDED = '/api/v1/test/echo'
const ok = { code: 0, msg: '成功', data: [] }

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

async function echoUpstream() {
  fake = await startFakeUpstream((_req, res) => sendJson(res, 200, ok))
  return fake
}

describe('what reaches the upstream', () => {
  it('is exactly the allowlisted headers, the request id and the token from the cookie', async () => {
    const upstream = await echoUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    await bff.inject({
      method: 'POST',
      url: FORWARDED,
      payload: { a: 1 },
      headers: {
        ...SPA_HEADERS,
        cookie: `${TOKEN_COOKIE}=tok-123; other=1`,
        authorization: 'Bearer xyz',
        [TOKEN_HEADER]: 'forged-by-the-browser',
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        forwarded: 'for=6.6.6.6',
        'x-request-id': 'req-123',
        'accept-language': 'zh-CN',
        accept: 'application/json',
        'user-agent': 'test',
        referer: 'https://evil.example/',
        origin: 'http://localhost:80',
        'x-custom': 'no',
      },
    })
    await bff.close()
    const seen = upstream.requests[0]?.headers ?? {}
    expect(Object.keys(seen).sort()).toEqual(
      [
        'accept',
        'accept-language',
        'connection',
        'content-length',
        'content-type',
        'host',
        'token',
        'x-request-id',
      ].sort(),
    )
    expect(seen[TOKEN_HEADER]).toBe('tok-123')
    expect(seen['x-request-id']).toBe('req-123')
    expect(upstream.requests[0]?.body).toBe('{"a":1}')
  })

  it('sends no token header without a session cookie, and ignores a malformed token', async () => {
    const upstream = await echoUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    await bff.inject({ method: 'GET', url: FORWARDED })
    await bff.inject({ method: 'GET', url: FORWARDED, headers: { cookie: `${TOKEN_COOKIE}=a%0D%0Ab` } })
    await bff.close()
    expect(upstream.requests.map((r) => r.headers[TOKEN_HEADER])).toEqual([undefined, undefined])
  })

  it('a client cannot use Connection to strip a header the bff adds', async () => {
    const upstream = await echoUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    await bff.listen({ host: '127.0.0.1', port: 0 })
    await rawGet(bff, FORWARDED, {
      connection: `keep-alive, x-request-id, ${TOKEN_HEADER}, accept`,
      cookie: `${TOKEN_COOKIE}=tok-1`,
      'x-request-id': 'kept-1',
      accept: 'application/json',
      'keep-alive': 'timeout=1',
      te: 'trailers',
      upgrade: 'websocket',
    })
    await bff.close()
    const seen = upstream.requests[0]?.headers ?? {}
    expect(seen['x-request-id']).toBe('kept-1')
    expect(seen[TOKEN_HEADER]).toBe('tok-1')
    expect(seen.accept).toBe('application/json')
    expect(seen.te).toBeUndefined()
    expect(seen.upgrade).toBeUndefined()
    expect(seen['keep-alive']).toBeUndefined()
  })
})

describe('what reaches the browser', () => {
  it('never an upstream Set-Cookie, hop-by-hop header or unlisted header', async () => {
    fake = await startFakeUpstream((_req, res) => {
      res.setHeader('set-cookie', 'session=upstream')
      res.setHeader('keep-alive', 'timeout=5')
      res.setHeader('x-powered-by', 'upstream')
      res.setHeader('x-internal', 'secret')
      res.setHeader('access-control-allow-origin', '*')
      sendJson(res, 200, ok)
    })
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    await bff.listen({ host: '127.0.0.1', port: 0 })
    const res = await rawGet(bff, FORWARDED)
    await bff.close()
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(res.headers['keep-alive']).toBeUndefined()
    expect(res.headers['x-powered-by']).toBeUndefined()
    expect(res.headers['x-internal']).toBeUndefined()
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  })
})

describe('what is never forwarded', () => {
  it.each([
    '/api/v1/web/../admin',
    '/api/v1/web/%2e%2e/admin',
    '/api/v1/web/%2E%2E/admin',
    '/api/v1/web%2Fx',
    '/api/v1//web/provinces',
    '/api/v1/web/..%2fadmin',
    '/api/v1/web/%5c..%5cadmin',
  ])('the path %s: 400/404 and no upstream call', async (url) => {
    const upstream = await echoUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    // Over a real socket: inject() would normalise the path before the bff saw it.
    await bff.listen({ host: '127.0.0.1', port: 0 })
    const res = await rawGet(bff, url)
    await bff.close()
    expect([400, 404]).toContain(res.status)
    expect(JSON.parse(res.body).code).not.toBe(0)
    expect(upstream.requests).toHaveLength(0)
  })

  it.each(['/api/v1/web/%ff', '/bff/pages/home%ff', '/college/%ff'])(
    "the undecodable path %s: 400 with the Chinese envelope, not Fastify's English error",
    async (url) => {
      const upstream = await echoUpstream()
      const bff = await startBff({ UPSTREAM_URL: upstream.url })
      await bff.listen({ host: '127.0.0.1', port: 0 })
      const res = await rawGet(bff, url)
      await bff.close()
      expect(res.status).toBe(400)
      expect(JSON.parse(res.body)).toEqual({ code: 400, msg: ERROR_TEXT.badRequest, data: null })
      expect(upstream.requests).toHaveLength(0)
    },
  )

  it('an absolute-form target naming another host', async () => {
    const upstream = await echoUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    await bff.listen({ host: '127.0.0.1', port: 0 })
    const raw = await rawExchange(
      bff,
      'GET http://evil.example/api/v1/test/echo HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    )
    await bff.close()
    expect(raw).toMatch(/^HTTP\/1\.1 (400|404)/)
    expect(upstream.requests).toHaveLength(0)
  })

  it('a path outside /api/v1', async () => {
    const upstream = await echoUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    const res = await bff.inject({ method: 'GET', url: '/api/v2/web/provinces' })
    await bff.close()
    expect(res.statusCode).toBe(404)
    expect(upstream.requests).toHaveLength(0)
  })

  it('a cross-origin preflight: no CORS headers, the origin never reflected, no upstream call', async () => {
    const upstream = await echoUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    const res = await bff.inject({
      method: 'OPTIONS',
      url: FORWARDED,
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-requested-with, content-type',
      },
    })
    await bff.close()
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
    expect(res.headers['access-control-allow-headers']).toBeUndefined()
    expect(JSON.stringify(res.headers)).not.toContain('evil.example')
    expect(upstream.requests).toHaveLength(0)
  })

  it('conflicting Content-Length and Transfer-Encoding: 400 envelope and no upstream call', async () => {
    const upstream = await echoUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    await bff.listen({ host: '127.0.0.1', port: 0 })
    const raw = await rawExchange(
      bff,
      `POST ${FORWARDED} HTTP/1.1\r\nHost: localhost\r\nx-requested-with: gaokao-web\r\n` +
        'Content-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
    )
    await bff.close()
    expect(raw).toMatch(/^HTTP\/1\.1 400/)
    expect(raw).toContain('"code":400')
    expect(upstream.requests).toHaveLength(0)
  })

  it('a 20 kB header: 431 请求头过大 envelope, the connection closed, no upstream call', async () => {
    const upstream = await echoUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    await bff.listen({ host: '127.0.0.1', port: 0 })
    const raw = await rawExchange(
      bff,
      `GET ${FORWARDED} HTTP/1.1\r\nHost: localhost\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    await bff.close()
    const [head = '', body = ''] = raw.split('\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/)
    expect(head).toContain('Connection: close')
    expect(JSON.parse(body)).toEqual({ code: 431, msg: ERROR_TEXT.headersTooLarge, data: null })
    expect(upstream.requests).toHaveLength(0)
  })

  it('an oversize body: 413 before any upstream call', async () => {
    const upstream = await echoUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url, BODY_LIMIT_BYTES: 2048 })
    const res = await bff.inject({
      method: 'POST',
      url: FORWARDED,
      headers: { ...SPA_HEADERS, 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(4096) }),
    })
    await bff.close()
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ code: 413, msg: '请求体过大', data: null })
    expect(upstream.requests).toHaveLength(0)
  })

  it.each([
    ['text/plain', 'a'],
    ['application/x-www-form-urlencoded', 'a=1'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
  ])('a %s body: 415 and no upstream call', async (contentType, payload) => {
    const upstream = await echoUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    const res = await bff.inject({
      method: 'POST',
      url: FORWARDED,
      headers: { ...SPA_HEADERS, 'content-type': contentType },
      payload,
    })
    await bff.close()
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ code: 415, msg: '不支持的请求格式，请使用 JSON', data: null })
    expect(upstream.requests).toHaveLength(0)
  })
})
