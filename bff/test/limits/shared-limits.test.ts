import { ACCOUNT_TEXT, apiPath, loginByPassWord, sendVerifyCode } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type FakeUpstream, SPA_HEADERS, startBff } from '../helpers.js'
import { type RedisServer, startRedisServer } from '../redis-server.js'
import { callsTo, RIGHT, startAccountsUpstream, WRONG } from './accounts-upstream.js'

const LIMIT = 5
const BURST = 40

let redis: RedisServer
beforeAll(async () => {
  redis = await startRedisServer()
})
afterAll(async () => redis?.close())

/**
 * Two bff replicas sharing one Redis (docs/bff-limits-redis.md): the
 * per-address limits hold across both, as one bff's do in memory.
 */
describe('limits shared by two bff replicas through Redis', () => {
  let fake: FakeUpstream
  let replicas: FastifyInstance[] = []
  afterEach(async () => {
    await Promise.all(replicas.map((r) => r.close()))
    replicas = []
    await fake?.close()
    await redis.flush()
  })

  const start = async (held?: Promise<unknown>) => {
    fake = await startAccountsUpstream(held)
    const config = {
      UPSTREAM_URL: fake.url,
      REDIS_URL: redis.url,
      CODE_SENDS_PER_ADDRESS_PER_HOUR: LIMIT,
      LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: LIMIT,
    }
    replicas = [await startBff(config), await startBff(config)]
  }
  /** The i-th request of a burst goes to replica i mod 2. */
  const replica = (i: number) => replicas[i % 2] as FastifyInstance
  const sendCode = (i: number) =>
    replica(i).inject({
      method: 'POST',
      url: apiPath(sendVerifyCode),
      headers: SPA_HEADERS,
      payload: { phone: `139000000${String(i).padStart(2, '0')}` },
    })
  const passwordLogin = (i: number, passWord: string) =>
    replica(i).inject({
      method: 'POST',
      url: apiPath(loginByPassWord),
      headers: SPA_HEADERS,
      payload: { phone: '13900000001', passWord },
    })
  const burstOfWrongLogins = (size: number) =>
    Promise.all(Array.from({ length: size }, (_, i) => passwordLogin(i, WRONG)))

  it('a burst of parallel code sends split over both: exactly the limit pass, the rest get 429', async () => {
    await start()
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => sendCode(i)))
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(LIMIT)
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(BURST - LIMIT)
    expect(callsTo(fake, apiPath(sendVerifyCode))).toHaveLength(LIMIT)
  })

  it('a burst of parallel wrong-password logins split over both: exactly the limit reach the upstream', async () => {
    await start()
    const answers = await burstOfWrongLogins(BURST)
    const refused = answers.filter((a) => a.statusCode === 429)
    expect(refused).toHaveLength(BURST - LIMIT)
    for (const a of refused) expect(a.json()).toEqual({ code: 429, msg: ACCOUNT_TEXT.loginTooManyAttempts, data: null })
    expect(callsTo(fake, apiPath(loginByPassWord))).toHaveLength(LIMIT)
  })

  it('successful logins on either replica are given back: they never use up the budget', async () => {
    await start()
    for (let i = 0; i < 4 * LIMIT; i++) expect((await passwordLogin(i, RIGHT)).json()).toMatchObject({ code: 0 })
    const answers = await burstOfWrongLogins(BURST)
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(BURST - LIMIT)
    expect(callsTo(fake, apiPath(loginByPassWord))).toHaveLength(4 * LIMIT + LIMIT)
  })

  it('logins refused over the limit are not counted: once the ones in flight succeed, the budget is whole again', async () => {
    let release = () => {}
    await start(new Promise<void>((resolve) => (release = resolve)))
    const inFlight = Promise.all(Array.from({ length: LIMIT }, (_, i) => passwordLogin(i, RIGHT)))
    await expect.poll(() => callsTo(fake, apiPath(loginByPassWord)).length).toBe(LIMIT)
    const flood = await burstOfWrongLogins(BURST)
    expect(flood.filter((a) => a.statusCode === 429)).toHaveLength(BURST)
    release()
    for (const ok of await inFlight) expect(ok.json()).toMatchObject({ code: 0 })
    const after = await burstOfWrongLogins(BURST)
    expect(after.filter((a) => a.statusCode === 429)).toHaveLength(BURST - LIMIT)
  })
})
