import { createHash } from 'node:crypto'
import {
  apiPath,
  choicePage,
  ERROR_CODE,
  ERROR_TEXT,
  getUserInfo,
  loginByPassWord,
  querySum,
  SESSION_PATHS,
  SuccessEnvelope,
  sendVerifyCode,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import supertest from 'supertest'
import Value from 'typebox/value'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type FakeUpstream,
  type RealUpstream,
  SPA_HEADERS,
  sendJson,
  setCookies,
  startBff,
  startFakeUpstream,
  startRealUpstream,
} from '../helpers.js'

const md5 = (s: string) => createHash('md5').update(s).digest('hex')
const DEMO = { phone: '13800000001', passWord: md5('demo1234') }

describe('the session cookie, against the real upstream in demo mode', () => {
  let upstream: RealUpstream
  let bff: FastifyInstance

  beforeAll(async () => {
    upstream = await startRealUpstream({ DEMO_MODE: 'on' })
    bff = await startBff({ UPSTREAM_URL: upstream.url })
  })
  afterAll(async () => {
    await bff?.close()
    await upstream?.stop()
  })

  async function login() {
    return bff.inject({ method: 'POST', url: apiPath(loginByPassWord), headers: SPA_HEADERS, payload: DEMO })
  }

  it('moves data.token into an httpOnly, SameSite=Lax, 7-day cookie and out of the body', async () => {
    // Over a real socket: the Set-Cookie header as a browser receives it (docs/testing.md).
    const res = await supertest(bff.server).post(apiPath(loginByPassWord)).set(SPA_HEADERS).send(DEMO)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ code: 0, msg: '成功', data: {} })
    expect(res.text).not.toContain('token')
    const cookie = setCookies(res.headers['set-cookie']).find((c) => c.name === 'token')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 604800 })
    expect(cookie?.secure).toBeFalsy()
    expect(cookie?.domain).toBeUndefined()
    expect(String(cookie?.value).length).toBeGreaterThan(20)
  })

  it('sends the cookie token upstream as the token header, and reports the session', async () => {
    const token = (await login()).cookies.find((c) => c.name === 'token')?.value
    const cookies = { token: String(token) }
    const info = await bff.inject({
      method: 'POST',
      url: apiPath(getUserInfo),
      headers: SPA_HEADERS,
      payload: {},
      cookies,
    })
    expect(info.json()).toMatchObject({ code: 0, data: { phone: '13800000001' } })
    const session = await bff.inject({ method: 'GET', url: SESSION_PATHS.session, cookies })
    // The check's own user info call, handed on: the SPA needs no second call (docs/bff-session-check.md).
    expect(session.json()).toEqual({ code: 0, msg: '成功', data: { loggedIn: true, profile: info.json().data } })
    const anonymous = await bff.inject({ method: 'GET', url: SESSION_PATHS.session })
    expect(anonymous.json().data).toEqual({ loggedIn: false })
  })

  it("/bff/pages/choice answers the session's unfiltered summary, tables and dataset info; without one, their refusals", async () => {
    const token = String((await login()).cookies.find((c) => c.name === 'token')?.value)
    const res = await bff.inject({ method: 'GET', url: choicePage.path, cookies: { token } })
    expect(res.statusCode).toBe(200)
    expect(Value.Errors(SuccessEnvelope(choicePage.data), res.json())).toEqual([])
    const own = await bff.inject({
      method: 'POST',
      url: apiPath(querySum),
      headers: SPA_HEADERS,
      payload: {},
      cookies: { token },
    })
    expect(res.json().data.sum).toEqual({ ok: true, data: own.json().data })
    expect(res.json().data.wishes.ok).toBe(true)
    expect(res.json().data.datasetInfo.ok).toBe(true)

    // Without a session every part is refused inside a 200: a 401 to the preload would be a console error.
    const anonymous = await bff.inject({ method: 'GET', url: choicePage.path })
    expect(anonymous.statusCode).toBe(200)
    const refused = { ok: false, code: ERROR_CODE.unauthorized, msg: ERROR_TEXT.unauthorized }
    expect(anonymous.json().data).toMatchObject({ sum: refused, wishes: refused, datasetInfo: { ok: true } })
  })

  it('a forged or revoked token is no session: /bff/session says so and clears the cookie', async () => {
    const token = String((await login()).cookies.find((c) => c.name === 'token')?.value)
    await bff.inject({ method: 'POST', url: SESSION_PATHS.logout, headers: SPA_HEADERS, cookies: { token } })
    for (const stale of [token, 'forged-token-0123456789abcdef']) {
      const res = await bff.inject({ method: 'GET', url: SESSION_PATHS.session, cookies: { token: stale } })
      expect(res.json()).toEqual({ code: 0, msg: '成功', data: { loggedIn: false } })
      expect(res.cookies.find((c) => c.name === 'token')?.value).toBe('')
    }
  })

  it('logout revokes the upstream token and clears the cookie', async () => {
    const token = String((await login()).cookies.find((c) => c.name === 'token')?.value)
    const out = await bff.inject({
      method: 'POST',
      url: SESSION_PATHS.logout,
      headers: SPA_HEADERS,
      cookies: { token },
    })
    expect(out.json().data).toEqual({ loggedIn: false })
    const cleared = out.cookies.find((c) => c.name === 'token')
    expect(cleared?.value).toBe('')
    const again = await bff.inject({
      method: 'POST',
      url: apiPath(getUserInfo),
      headers: SPA_HEADERS,
      payload: {},
      cookies: { token },
    })
    expect(again.statusCode).toBe(401)
    expect(again.json()).toMatchObject({ code: 401, msg: '登录已过期，请重新登录' })
  })

  it('sets no cookie when the login is refused and relays the refusal', async () => {
    const res = await bff.inject({
      method: 'POST',
      url: apiPath(loginByPassWord),
      headers: SPA_HEADERS,
      payload: { ...DEMO, passWord: md5('wrong') },
    })
    expect(res.json()).toMatchObject({ code: 1010, msg: '手机号或密码错误' })
    expect(res.cookies).toHaveLength(0)
  })

  it('refuses a login POST without the SPA header before it reaches the upstream', async () => {
    const res = await bff.inject({ method: 'POST', url: apiPath(loginByPassWord), payload: DEMO })
    expect(res.statusCode).toBe(403)
    expect(res.cookies).toHaveLength(0)
  })
})

describe('secure cookies behind a gateway', () => {
  let fake: FakeUpstream
  beforeAll(async () => {
    fake = await startFakeUpstream((_req, res) =>
      sendJson(res, 200, { code: 0, msg: '成功', data: { token: 't0k3n-value-123456' } }),
    )
  })
  afterAll(async () => fake.close())

  it.each([
    ['a trusted gateway says https', true, '127.0.0.1'],
    ['an untrusted client says https', false, ''],
  ])('%s -> Secure: %s', async (_label, secure, trust) => {
    const bff = await startBff({ UPSTREAM_URL: fake.url, TRUST_PROXY: trust })
    // Over a real socket from 127.0.0.1: the address the trust list is checked against is a real peer's.
    const res = await supertest(bff.server)
      .post(apiPath(loginByPassWord))
      .set({ ...SPA_HEADERS, 'x-forwarded-proto': 'https' })
      .send(DEMO)
    await bff.close()
    expect(Boolean(setCookies(res.headers['set-cookie']).find((c) => c.name === 'token')?.secure)).toBe(secure)
  })
})

describe('a token the cookie cannot carry', () => {
  let fake: FakeUpstream | undefined
  afterEach(async () => {
    await fake?.close()
    fake = undefined
  })
  const loginWith = async (token: string) => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 200, { code: 0, msg: '成功', data: { token } }))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({ method: 'POST', url: apiPath(loginByPassWord), headers: SPA_HEADERS, payload: DEMO })
    await bff.close()
    return res
  }

  it('a token of 1024 characters is set, the cookie under 4096 bytes', async () => {
    const res = await loginWith('t'.repeat(1024))
    expect(res.json()).toMatchObject({ code: 0 })
    const header = String(res.headers['set-cookie'])
    expect(res.cookies.find((c) => c.name === 'token')?.value).toHaveLength(1024)
    expect(Buffer.byteLength(header)).toBeLessThan(4096)
  })

  it.each([
    ['longer than 1024 characters', 't'.repeat(1025)],
    ['with a space in it', 'two words'],
  ])(
    'a token %s is refused with a 502 envelope and no cookie: the next call would not be logged in',
    async (_label, token) => {
      const res = await loginWith(token)
      expect(res.statusCode).toBe(502)
      expect(res.json()).toEqual({ code: 502, msg: '服务暂时不可用，请稍后再试', data: null })
      expect(res.headers['set-cookie']).toBeUndefined()
      expect(res.body).not.toContain(token)
    },
  )
})

describe('code sending is limited per client address', () => {
  let fake: FakeUpstream | undefined
  afterEach(async () => fake?.close())

  it('refuses the request over the limit with 429, without calling the upstream', async () => {
    fake = await startFakeUpstream((_req, res) =>
      sendJson(res, 200, { code: 0, msg: '成功', data: { resendAfter: 60 } }),
    )
    const bff = await startBff({ UPSTREAM_URL: fake.url, CODE_SENDS_PER_ADDRESS_PER_HOUR: 2 })
    const send = (phone: string) =>
      bff.inject({ method: 'POST', url: apiPath(sendVerifyCode), headers: SPA_HEADERS, payload: { phone } })
    expect((await send('13900000001')).statusCode).toBe(200)
    expect((await send('13900000002')).statusCode).toBe(200)
    const third = await send('13900000003')
    await bff.close()
    expect(third.statusCode).toBe(429)
    expect(third.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试', data: null })
    expect(fake.requests).toHaveLength(2)
  })
})
