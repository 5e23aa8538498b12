import { apiPath, getDictList, provinces } from '@gaokao/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { closedPort, type FakeUpstream, rawGet, sendJson, startBff, startFakeUpstream } from './helpers.js'

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

const ok = { code: 0, msg: '成功', data: [] }

describe('upstream failure modes', () => {
  it('an upstream slower than the timeout -> 504 envelope', async () => {
    fake = await startFakeUpstream((_req, res) => setTimeout(() => sendJson(res, 200, ok), 1_000))
    const bff = await startBff({ UPSTREAM_URL: fake.url, UPSTREAM_TIMEOUT_MS: 150 })
    const res = await bff.inject({ method: 'POST', url: apiPath(getDictList), payload: {} })
    await bff.close()
    expect(res.statusCode).toBe(504)
    expect(res.json()).toEqual({ code: 504, msg: '服务响应超时，请稍后再试', data: null })
  })

  it('an upstream that is down -> 502 envelope', async () => {
    const bff = await startBff({ UPSTREAM_URL: `http://127.0.0.1:${await closedPort()}` })
    const res = await bff.inject({ method: 'GET', url: apiPath(provinces) })
    await bff.close()
    expect(res.statusCode).toBe(502)
    expect(res.json()).toEqual({ code: 502, msg: '服务暂时不可用，请稍后再试', data: null })
  })

  it('an upstream whose name does not resolve -> 503 envelope', async () => {
    const bff = await startBff({ UPSTREAM_URL: 'http://no-such-host.invalid' })
    const res = await bff.inject({ method: 'GET', url: apiPath(provinces) })
    await bff.close()
    expect(res.statusCode).toBe(503)
    expect(res.json().code).toBe(503)
  })

  it('a GET answered 503 is retried once, and the second answer is used', async () => {
    fake = await startFakeUpstream((_req, res, hit) =>
      hit === 1 ? sendJson(res, 503, { code: 503, msg: 'busy', data: null }) : sendJson(res, 200, ok),
    )
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ method: 'GET', url: apiPath(provinces) })
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(fake.requests).toHaveLength(2)
  })

  it('a GET is retried at most once', async () => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 502, { code: 502, msg: 'bad', data: null }))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ method: 'GET', url: apiPath(provinces) })
    await bff.close()
    expect(res.statusCode).toBe(502)
    expect(fake.requests).toHaveLength(2)
  })

  it('a GET whose connection is reset is retried once', async () => {
    fake = await startFakeUpstream((_req, res, hit) => (hit === 1 ? res.socket?.destroy() : sendJson(res, 200, ok)))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ method: 'GET', url: apiPath(provinces) })
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(fake.requests).toHaveLength(2)
  })

  it('a POST answered 503 is never retried', async () => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 503, { code: 503, msg: 'busy', data: null }))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ method: 'POST', url: apiPath(getDictList), payload: {} })
    await bff.close()
    expect(res.statusCode).toBe(503)
    expect(fake.requests).toHaveLength(1)
  })

  it('a POST whose connection is reset is not retried -> 502', async () => {
    fake = await startFakeUpstream((_req, res) => res.socket?.destroy())
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ method: 'POST', url: apiPath(getDictList), payload: {} })
    await bff.close()
    expect(res.statusCode).toBe(502)
    expect(fake.requests).toHaveLength(1)
  })
})

describe('what reaches the upstream', () => {
  it('forwards only allowlisted headers plus the request id, never the browser cookie or authorization', async () => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 200, ok))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    await bff.inject({
      method: 'POST',
      url: apiPath(getDictList),
      payload: {},
      headers: {
        cookie: 'token=abc; other=1',
        authorization: 'Bearer xyz',
        'x-forwarded-for': '6.6.6.6',
        'x-request-id': 'req-123',
        'accept-language': 'zh-CN',
      },
    })
    await bff.close()
    const seen = fake.requests[0]?.headers ?? {}
    expect(seen.cookie).toBeUndefined()
    expect(seen.authorization).toBeUndefined()
    expect(seen['x-forwarded-for']).toBeUndefined()
    expect(seen['x-request-id']).toBe('req-123')
    expect(seen['accept-language']).toBe('zh-CN')
  })

  it('drops an upstream Set-Cookie', async () => {
    fake = await startFakeUpstream((_req, res) => {
      res.setHeader('set-cookie', 'session=upstream')
      sendJson(res, 200, ok)
    })
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ method: 'GET', url: apiPath(provinces) })
    await bff.close()
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it.each(['/api/v1/web/../admin', '/api/v1/web/%2e%2e/admin', '/api/v1/web%2Fx', '/api/v1//web/provinces'])(
    'refuses the path %s with 400 and never forwards it',
    async (url) => {
      fake = await startFakeUpstream((_req, res) => sendJson(res, 200, ok))
      const bff = await startBff({ UPSTREAM_URL: fake.url })
      // Over a real socket: inject() would normalise the path before the bff saw it.
      await bff.listen({ host: '127.0.0.1', port: 0 })
      const res = await rawGet(bff, url)
      await bff.close()
      expect([400, 404]).toContain(res.status)
      expect(JSON.parse(res.body).code).not.toBe(0)
      expect(fake.requests).toHaveLength(0)
    },
  )
})
