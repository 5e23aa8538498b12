import { apiPath, BFF_PATHS, loginByPassWord, provinces, sendVerifyCode } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { captureLogs, type FakeUpstream, SPA_HEADERS, sleep, startBff } from '../helpers.js'
import { type RedisServer, startRedisServer } from '../redis-server.js'
import { callsTo, startAccountsUpstream, WRONG } from './accounts-upstream.js'

const LIMIT = 3
const STORE_DOWN = { code: 503, msg: '服务繁忙，请稍后再试', data: null }
const UNREACHABLE = /^limit store unreachable/
const REACHABLE = /^limit store reachable again/

let redis: RedisServer
beforeAll(async () => {
  redis = await startRedisServer()
})
afterAll(async () => redis?.close())

/**
 * Redis goes away while the bff runs (docs/bff-limits-redis.md): code sends
 * and guessable logins fail closed with a 503 envelope, everything else is
 * served; the gauge and one log line say so; when Redis is back the limits
 * count again without a restart.
 */
describe('the limit store going away and coming back', () => {
  let fake: FakeUpstream
  let bff: FastifyInstance | undefined
  const logs = captureLogs()
  afterEach(async () => {
    await bff?.close()
    bff = undefined
    await fake?.close()
    await redis.start()
    await redis.flush()
  })

  const start = async () => {
    fake = await startAccountsUpstream()
    logs.lines.length = 0
    bff = await startBff(
      { UPSTREAM_URL: fake.url, REDIS_URL: redis.url, CODE_SENDS_PER_ADDRESS_PER_HOUR: LIMIT, LOG_LEVEL: 'info' },
      { logStream: logs.stream },
    )
    return bff
  }
  const sendCode = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: apiPath(sendVerifyCode),
      headers: SPA_HEADERS,
      payload: { phone: '13900000001' },
    })
  const passwordLogin = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: apiPath(loginByPassWord),
      headers: SPA_HEADERS,
      payload: { phone: '13900000001', passWord: WRONG },
    })
  const metrics = async (app: FastifyInstance) => (await app.inject('/metrics')).body
  const logged = (pattern: RegExp) => logs.records().filter((r) => pattern.test(String(r.msg)))

  it('Redis stopped: code sends and logins get 503, reference data and pages are served, the gauge reads 0, one log line', async () => {
    const app = await start()
    expect(await metrics(app)).toContain('bff_limit_store_up 1')
    await redis.stop()
    await expect.poll(() => metrics(app)).toContain('bff_limit_store_up 0')

    const send = await sendCode(app)
    expect(send.statusCode).toBe(503)
    expect(send.json()).toEqual(STORE_DOWN)
    const login = await passwordLogin(app)
    expect(login.statusCode).toBe(503)
    expect(login.json()).toEqual(STORE_DOWN)
    expect(callsTo(fake, apiPath(sendVerifyCode))).toHaveLength(0)
    expect(callsTo(fake, apiPath(loginByPassWord))).toHaveLength(0)

    expect((await app.inject({ method: 'GET', url: apiPath(provinces) })).statusCode).toBe(200)
    const site = await app.inject(BFF_PATHS.site)
    expect(site.statusCode).toBe(200)
    expect(site.json().data.provinces.ok).toBe(true)

    // More refusals and the reconnection attempts of a second: still one line for the one outage.
    await Promise.all([sendCode(app), passwordLogin(app), sleep(1_000)])
    expect(logged(UNREACHABLE)).toHaveLength(1)
    expect(logged(UNREACHABLE)[0]).toMatchObject({ level: 40, redis: redis.url })
    const text = await metrics(app)
    expect(text).toContain('bff_limit_store_refusals_total{limit="code-send"} 2')
    expect(text).toContain('bff_limit_store_refusals_total{limit="login"} 2')
  })

  it('Redis restarted: the limits count again without a restart of the bff', async () => {
    const app = await start()
    await redis.stop()
    await expect.poll(() => metrics(app)).toContain('bff_limit_store_up 0')
    expect((await sendCode(app)).statusCode).toBe(503)

    await redis.start()
    await expect.poll(() => metrics(app), { timeout: 10_000 }).toContain('bff_limit_store_up 1')
    expect(logged(REACHABLE)).toHaveLength(1)
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendCode(app)))
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(LIMIT)
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20 - LIMIT)
  })

  it('Redis stalled (not answering, connection open): a login is refused with 503 instead of hanging', async () => {
    const app = await start()
    redis.pause()
    try {
      const login = await passwordLogin(app)
      expect(login.statusCode).toBe(503)
      expect(login.json()).toEqual(STORE_DOWN)
      expect(await metrics(app)).toContain('bff_limit_store_up 0')
    } finally {
      redis.resume()
    }
    await expect.poll(async () => (await sendCode(app)).statusCode, { timeout: 10_000 }).toBe(200)
  })
})
