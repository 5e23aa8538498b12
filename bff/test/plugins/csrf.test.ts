import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@gaokao/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeUpstream, SPA_HEADERS, sendJson, startBff, startFakeUpstream } from '../helpers.js'

/** A path no contract caches, so an accepted request reaches the upstream. */
const FORWARDED = '/api/v1/test/echo'
const FORBIDDEN = { code: 403, msg: '请求被拒绝', data: null }

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

async function setup(overrides = {}) {
  fake = await startFakeUpstream((_req, res) => sendJson(res, 200, { code: 0, msg: '成功', data: null }))
  const bff = await startBff({ UPSTREAM_URL: fake.url, ...overrides })
  return { bff, upstream: fake }
}

describe('unsafe methods need the SPA header', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('a %s without it: 403 and no upstream call', async (method) => {
    const { bff, upstream } = await setup()
    const res = await bff.inject({ method, url: FORWARDED, payload: {} })
    await bff.close()
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual(FORBIDDEN)
    expect(upstream.requests).toHaveLength(0)
  })

  it('a wrong value is refused too', async () => {
    const { bff, upstream } = await setup()
    const res = await bff.inject({ method: 'POST', url: FORWARDED, headers: { [CLIENT_HEADER]: 'XMLHttpRequest' } })
    await bff.close()
    expect(res.statusCode).toBe(403)
    expect(upstream.requests).toHaveLength(0)
  })

  it('a POST to /bff without it: 403', async () => {
    const { bff } = await setup()
    const res = await bff.inject({ method: 'POST', url: '/bff/logout', payload: {} })
    await bff.close()
    expect(res.statusCode).toBe(403)
  })

  it('a POST with it and no Origin (a non-browser client) passes', async () => {
    const { bff, upstream } = await setup()
    const res = await bff.inject({ method: 'POST', url: FORWARDED, headers: SPA_HEADERS, payload: {} })
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(upstream.requests).toHaveLength(1)
  })

  it('a GET needs nothing', async () => {
    const { bff } = await setup()
    const res = await bff.inject({ method: 'GET', url: FORWARDED, headers: { origin: 'https://evil.example' } })
    await bff.close()
    expect(res.statusCode).toBe(200)
  })
})

describe('the Origin of an unsafe request', () => {
  it('the same origin as the Host header passes', async () => {
    const { bff, upstream } = await setup()
    const res = await bff.inject({
      method: 'POST',
      url: FORWARDED,
      headers: { ...SPA_HEADERS, host: 'gaokao.example.com', origin: 'https://gaokao.example.com' },
      payload: {},
    })
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(upstream.requests).toHaveLength(1)
  })

  it.each(['https://evil.example', 'https://gaokao.example.com.evil.example', 'null'])(
    'the Origin %s: 403 and no upstream call',
    async (origin) => {
      const { bff, upstream } = await setup()
      const res = await bff.inject({
        method: 'POST',
        url: FORWARDED,
        headers: { ...SPA_HEADERS, host: 'gaokao.example.com', origin },
        payload: {},
      })
      await bff.close()
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual(FORBIDDEN)
      expect(upstream.requests).toHaveLength(0)
    },
  )

  it('ALLOWED_ORIGINS replaces the same-origin default', async () => {
    const { bff } = await setup({ ALLOWED_ORIGINS: 'https://www.gaokao.example, https://m.gaokao.example/' })
    const send = (origin: string) =>
      bff.inject({ method: 'POST', url: FORWARDED, headers: { ...SPA_HEADERS, host: 'bff:3000', origin }, payload: {} })
    expect((await send('https://www.gaokao.example')).statusCode).toBe(200)
    expect((await send('https://M.gaokao.example')).statusCode).toBe(200)
    expect((await send('http://bff:3000')).statusCode).toBe(403)
    expect((await send('https://evil.example')).statusCode).toBe(403)
    await bff.close()
  })

  it('behind a trusted gateway the forwarded host is the origin to match', async () => {
    const { bff } = await setup({ TRUST_PROXY: '127.0.0.1' })
    const res = await bff.inject({
      method: 'POST',
      url: FORWARDED,
      remoteAddress: '127.0.0.1',
      headers: {
        ...SPA_HEADERS,
        host: 'bff:3000',
        'x-forwarded-host': 'gaokao.example.com',
        origin: 'https://gaokao.example.com',
      },
      payload: {},
    })
    await bff.close()
    expect(res.statusCode).toBe(200)
  })

  it('Sec-Fetch-Site: cross-site on an unsafe method: 403, even with the header', async () => {
    const { bff, upstream } = await setup()
    const res = await bff.inject({
      method: 'POST',
      url: FORWARDED,
      headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE, 'sec-fetch-site': 'cross-site' },
      payload: {},
    })
    await bff.close()
    expect(res.statusCode).toBe(403)
    expect(upstream.requests).toHaveLength(0)
  })

  it('Sec-Fetch-Site: same-origin passes', async () => {
    const { bff } = await setup()
    const res = await bff.inject({
      method: 'POST',
      url: FORWARDED,
      headers: { ...SPA_HEADERS, 'sec-fetch-site': 'same-origin' },
      payload: {},
    })
    await bff.close()
    expect(res.statusCode).toBe(200)
  })
})
