import { apiPath, ERROR_CODE, getUserInfo, SESSION_PATHS, TOKEN_HEADER } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { closedPort, type FakeUpstream, SPA_HEADERS, sendJson, startBff, startFakeUpstream } from '../helpers.js'

const GOOD = 'good-token-123456'
const FORGED = 'forged-token-654321'
const EXPIRED = { code: ERROR_CODE.unauthorized, msg: '登录已过期，请重新登录', data: null }

/** An upstream that knows one token: any other gets its 401 envelope, as the real one answers. */
async function startSessions(): Promise<FakeUpstream> {
  return startFakeUpstream((req, res) => {
    if (req.headers[TOKEN_HEADER] === GOOD) return sendJson(res, 200, { code: 0, msg: '成功', data: { phone: 'x' } })
    sendJson(res, 401, EXPIRED)
  })
}

/** The Set-Cookie that expires the session cookie, if the answer carries one. */
function clearedToken(res: { cookies: { name: string; value: string; expires?: Date; maxAge?: number }[] }) {
  const cookie = res.cookies.find((c) => c.name === 'token')
  if (cookie === undefined) return undefined
  const expired = cookie.value === '' && (cookie.maxAge === 0 || (cookie.expires?.getTime() ?? 1) <= Date.now())
  return expired ? cookie : 'set, not cleared'
}

describe('a token the upstream refuses ends the session at the bff', () => {
  let fake: FakeUpstream | undefined
  let bff: FastifyInstance | undefined
  afterEach(async () => {
    await bff?.close()
    await fake?.close()
    bff = undefined
    fake = undefined
  })
  const start = async () => {
    fake = await startSessions()
    bff = await startBff({ UPSTREAM_URL: fake.url })
    return { fake, bff }
  }

  it('/bff/session with a forged token: loggedIn false and the cookie cleared', async () => {
    const { fake, bff } = await start()
    const res = await bff.inject({ method: 'GET', url: SESSION_PATHS.session, cookies: { token: FORGED } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ code: 0, msg: '成功', data: { loggedIn: false } })
    expect(clearedToken(res)).toMatchObject({ value: '', path: '/' })
    expect(fake.requests.map((r) => [r.url, r.headers[TOKEN_HEADER]])).toEqual([[apiPath(getUserInfo), FORGED]])
  })

  it('/bff/session with a token the upstream knows: loggedIn true with the profile it answered, the cookie left alone', async () => {
    const { fake, bff } = await start()
    const res = await bff.inject({ method: 'GET', url: SESSION_PATHS.session, cookies: { token: GOOD } })
    expect(res.json()).toEqual({ code: 0, msg: '成功', data: { loggedIn: true, profile: { phone: 'x' } } })
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(fake.requests).toHaveLength(1)
  })

  it('/bff/session without a cookie asks the upstream nothing', async () => {
    const { fake, bff } = await start()
    const res = await bff.inject({ method: 'GET', url: SESSION_PATHS.session })
    expect(res.json().data).toEqual({ loggedIn: false })
    expect(fake.requests).toHaveLength(0)
  })

  it('/bff/session while the upstream is down keeps the cookie: an outage logs nobody out', async () => {
    bff = await startBff({ UPSTREAM_URL: `http://127.0.0.1:${await closedPort()}` })
    const res = await bff.inject({ method: 'GET', url: SESSION_PATHS.session, cookies: { token: GOOD } })
    expect(res.json().data).toEqual({ loggedIn: true })
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('/bff/session when the upstream fails the check (503, or 200 with an error code): loggedIn true, no profile', async () => {
    for (const [status, body] of [
      [503, { code: ERROR_CODE.unavailable, msg: '服务繁忙，请稍后再试', data: null }],
      [200, { code: 1001, msg: '用户不存在', data: { phone: 'not a profile' } }],
    ] as const) {
      fake = await startFakeUpstream((_req, res) => sendJson(res, status, body))
      bff = await startBff({ UPSTREAM_URL: fake.url })
      const res = await bff.inject({ method: 'GET', url: SESSION_PATHS.session, cookies: { token: GOOD } })
      expect(res.json().data).toEqual({ loggedIn: true })
      expect(res.headers['set-cookie']).toBeUndefined()
      await bff.close()
      await fake.close()
    }
    bff = undefined
    fake = undefined
  })

  it('a proxied call answered 401 clears the cookie and relays the envelope', async () => {
    const { bff } = await start()
    const res = await bff.inject({
      method: 'POST',
      url: apiPath(getUserInfo),
      headers: SPA_HEADERS,
      payload: {},
      cookies: { token: FORGED },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(EXPIRED)
    expect(clearedToken(res)).toMatchObject({ value: '', path: '/' })
  })

  it('a proxied call answered 200, or a 401 to a browser without a cookie, sets no cookie', async () => {
    const { bff } = await start()
    const call = (cookies: Record<string, string>) =>
      bff.inject({ method: 'POST', url: apiPath(getUserInfo), headers: SPA_HEADERS, payload: {}, cookies })
    const ok = await call({ token: GOOD })
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['set-cookie']).toBeUndefined()
    const anonymous = await call({})
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.headers['set-cookie']).toBeUndefined()
  })
})
