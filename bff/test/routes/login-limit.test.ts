import { ACCOUNT_TEXT, apiPath, loginByPassWord, loginVerifyCode, REFUSAL_CODE } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeUpstream, SPA_HEADERS, sendJson, startBff, startFakeUpstream } from '../helpers.js'

const LIMIT = 5
const RIGHT = 'a'.repeat(32)
const WRONG = 'b'.repeat(32)
/** A phone the fake answers by closing the connection: the login gets no answer at all. */
const HANG_UP = '13900000009'
const TOO_MANY = { code: 429, msg: ACCOUNT_TEXT.loginTooManyAttempts, data: null }

/**
 * A fake upstream that checks the password like the real one: the right
 * one gets a token, any other the login-failed refusal, a body without a
 * phone a 400, HANG_UP no answer. Answers wait a little, so a burst is all in flight at once.
 */
async function startAccounts(): Promise<FakeUpstream> {
  return startFakeUpstream((req, res) => {
    const body = JSON.parse(req.body || '{}') as { phone?: string; passWord?: string; verifyCode?: string }
    setTimeout(() => {
      if (body.phone === HANG_UP) return res.socket?.destroy()
      if (body.phone === undefined) return sendJson(res, 400, { code: 400, msg: '缺少参数：phone', data: null })
      if (body.passWord === RIGHT) return sendJson(res, 200, { code: 0, msg: '成功', data: { token: 'tok-123456' } })
      sendJson(res, 200, { code: REFUSAL_CODE.loginFailed, msg: ACCOUNT_TEXT.loginFailed, data: null })
    }, 50)
  })
}

describe('failed logins are limited per client address', () => {
  let fake: FakeUpstream | undefined
  let bff: FastifyInstance | undefined
  afterEach(async () => {
    await bff?.close()
    await fake?.close()
    bff = undefined
    fake = undefined
  })

  const start = async (overrides = {}) => {
    fake = await startAccounts()
    bff = await startBff({ UPSTREAM_URL: fake.url, LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: LIMIT, ...overrides })
    return { fake, bff }
  }
  const passwordLogin = (app: FastifyInstance, passWord: string, extra: { remoteAddress?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: apiPath(loginByPassWord),
      headers: SPA_HEADERS,
      payload: { phone: '13900000001', passWord },
      ...extra,
    })

  it('a burst of 100 parallel wrong-password logins: only the limit reach the upstream, the rest get 429', async () => {
    const { fake, bff } = await start()
    const answers = await Promise.all(Array.from({ length: 100 }, () => passwordLogin(bff, WRONG)))
    expect(fake.requests).toHaveLength(LIMIT)
    const refused = answers.filter((a) => a.statusCode === 429)
    expect(refused).toHaveLength(100 - LIMIT)
    for (const a of refused) expect(a.json()).toEqual(TOO_MANY)
    const relayed = answers.filter((a) => a.statusCode === 200)
    for (const a of relayed) expect(a.json()).toMatchObject({ code: REFUSAL_CODE.loginFailed })
  })

  it('code logins share the budget, and another address keeps its own', async () => {
    const { fake, bff } = await start()
    await Promise.all(Array.from({ length: LIMIT }, () => passwordLogin(bff, WRONG)))
    const codeLogin = await bff.inject({
      method: 'POST',
      url: apiPath(loginVerifyCode),
      headers: SPA_HEADERS,
      payload: { phone: '13900000001', verifyCode: '000000' },
    })
    expect(codeLogin.statusCode).toBe(429)
    expect(codeLogin.json()).toEqual(TOO_MANY)
    const elsewhere = await passwordLogin(bff, WRONG, { remoteAddress: '127.0.0.2' })
    expect(elsewhere.json()).toMatchObject({ code: REFUSAL_CODE.loginFailed })
    expect(fake.requests).toHaveLength(LIMIT + 1)
  })

  it('behind a trusted gateway the address is the forwarded one', async () => {
    const { fake, bff } = await start({ TRUST_PROXY: '127.0.0.1' })
    const from = (ip: string) => ({ ...SPA_HEADERS, 'x-forwarded-for': ip })
    const burst = (ip: string) =>
      Promise.all(
        Array.from({ length: 20 }, () =>
          bff.inject({
            method: 'POST',
            url: apiPath(loginByPassWord),
            headers: from(ip),
            payload: { phone: '13900000001', passWord: WRONG },
          }),
        ),
      )
    await Promise.all([burst('203.0.113.1'), burst('203.0.113.2')])
    expect(fake.requests).toHaveLength(2 * LIMIT)
  })

  it('successful logins do not use up the budget: many students behind one address', async () => {
    const { fake, bff } = await start()
    for (let i = 0; i < 4 * LIMIT; i++) {
      const ok = await passwordLogin(bff, RIGHT)
      expect(ok.json()).toEqual({ code: 0, msg: '成功', data: {} })
      expect(ok.cookies.find((c) => c.name === 'token')?.value).toBe('tok-123456')
    }
    const answers = await Promise.all(Array.from({ length: 100 }, () => passwordLogin(bff, WRONG)))
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(100 - LIMIT)
    expect(fake.requests).toHaveLength(4 * LIMIT + LIMIT)
  })

  it('malformed logins (400, nothing guessed) do not use up the budget', async () => {
    const { fake, bff } = await start()
    for (let i = 0; i < 2 * LIMIT; i++) {
      const bad = await bff.inject({ method: 'POST', url: apiPath(loginByPassWord), headers: SPA_HEADERS, payload: {} })
      expect(bad.statusCode).toBe(400)
    }
    const answers = await Promise.all(Array.from({ length: 20 }, () => passwordLogin(bff, WRONG)))
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20 - LIMIT)
    expect(fake.requests).toHaveLength(2 * LIMIT + LIMIT)
  })

  it('logins the upstream never answered (502) do not use up the budget', async () => {
    const { fake, bff } = await start()
    for (let i = 0; i < 2 * LIMIT; i++) {
      const lost = await bff.inject({
        method: 'POST',
        url: apiPath(loginByPassWord),
        headers: SPA_HEADERS,
        payload: { phone: HANG_UP, passWord: WRONG },
      })
      expect(lost.statusCode).toBe(502)
    }
    const answers = await Promise.all(Array.from({ length: 20 }, () => passwordLogin(bff, WRONG)))
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20 - LIMIT)
    expect(fake.requests).toHaveLength(2 * LIMIT + LIMIT)
  })
})
