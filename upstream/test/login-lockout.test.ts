import { createHash } from 'node:crypto'
import {
  ACCOUNT_TEXT,
  apiPath,
  type Endpoint,
  loginByPassWord,
  REFUSAL_CODE,
  sendVerifyCode,
  userRegistration,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_RULES } from '../src/modules/account/rules.js'
import { buildTestUpstream, removeDataDir, tempDataDir, testConfig } from './helpers.js'

/**
 * The password lockout under a burst (docs/login-lockout.md). Each login
 * hashes for about 50 ms on the thread pool, so requests sent together
 * interleave there: a lock checked before the hash and counted after it
 * lets the whole burst through. Only attempts reserved before hashing hold.
 */

const md5 = (s: string) => createHash('md5').update(s).digest('hex')
const MINUTE = 60_000
const BURST = 100
const MAX = ACCOUNT_RULES.passwordMaxFailures

/**
 * While `held` is set, a password hash waits for it: a test can let one
 * login's attempt be counted, answer another meanwhile, then let the first
 * finish. With user state in PostgreSQL two requests sent together reach the
 * database on two connections, in no given order.
 */
const hashing = vi.hoisted(() => ({ held: undefined as Promise<void> | undefined }))
// A plain wrapper, not vi.fn(): util.promisify looks for a custom form on the function, which a mock answers.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>()
  const scrypt = (...args: Parameters<typeof actual.scrypt>) => {
    if (hashing.held) void hashing.held.then(() => actual.scrypt(...args))
    else actual.scrypt(...args)
  }
  return { ...actual, scrypt }
})

let app: FastifyInstance
let dataDir: string
let clock = Date.parse('2026-11-22T10:00:00+08:00')
let nextPhone = 13700000000
const freshPhone = () => String(++nextPhone)

beforeAll(async () => {
  dataDir = tempDataDir()
  app = await buildTestUpstream(testConfig({ DATA_DIR: dataDir, DEMO_MODE: 'on' }), { now: () => clock })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  removeDataDir(dataDir)
})
beforeEach(() => {
  clock += 24 * 60 * MINUTE
})

async function post(endpoint: Endpoint, body: object) {
  const res = await app.inject({ method: 'POST', url: apiPath(endpoint), payload: body })
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the data of the call it made
  return res.json() as { code: number; msg: string; data: any }
}

async function register(phone: string, password: string): Promise<void> {
  const sent = await post(sendVerifyCode, { phone, isSignIn: '1' })
  const reg = await post(userRegistration, { phone, verifyCode: sent.data.demoCode, passWord: md5(password) })
  expect(reg.code).toBe(0)
}

/** Sends the logins all at once and counts the answers by code. */
async function burst(phone: string, password: string, size = BURST): Promise<Map<number, number>> {
  const answers = await Promise.all(
    Array.from({ length: size }, () => post(loginByPassWord, { phone, passWord: md5(password) })),
  )
  const counts = new Map<number, number>()
  for (const { code } of answers) counts.set(code, (counts.get(code) ?? 0) + 1)
  return counts
}

function lockRow(phone: string) {
  return app.userDb
    .selectFrom('login_failures')
    .select(['failures', 'locked_until'])
    .where('phone', '=', phone)
    .executeTakeFirst()
}

describe('password guessing in a burst', () => {
  it(`checks at most ${MAX} of ${BURST} parallel wrong passwords, refuses the rest and ends locked`, async () => {
    const phone = freshPhone()
    await register(phone, 'right-one')
    const counts = await burst(phone, 'wrong-one')
    expect(counts.get(REFUSAL_CODE.loginFailed)).toBe(MAX)
    expect(counts.get(REFUSAL_CODE.loginLocked)).toBe(BURST - MAX)
    expect([...counts.keys()].sort()).toEqual([REFUSAL_CODE.loginFailed, REFUSAL_CODE.loginLocked])
    expect((await lockRow(phone))?.locked_until).toBe(clock + ACCOUNT_RULES.passwordLockMs)

    // The right password during the lock is refused too, every time.
    const right = await burst(phone, 'right-one', 60)
    expect([...right.entries()]).toEqual([[REFUSAL_CODE.loginLocked, 60]])
    expect((await lockRow(phone))?.locked_until).toBe(clock + ACCOUNT_RULES.passwordLockMs)

    // Once the lock has run out, the right password logs in.
    clock += ACCOUNT_RULES.passwordLockMs
    expect((await post(loginByPassWord, { phone, passWord: md5('right-one') })).code).toBe(0)
  })

  it('counts an unknown phone the same way and answers it alike', async () => {
    const phone = freshPhone()
    const counts = await burst(phone, 'whatever')
    expect(counts.get(REFUSAL_CODE.loginFailed)).toBe(MAX)
    expect(counts.get(REFUSAL_CODE.loginLocked)).toBe(BURST - MAX)
    const locked = await post(loginByPassWord, { phone, passWord: md5('whatever') })
    expect(locked).toEqual({ code: REFUSAL_CODE.loginLocked, msg: ACCOUNT_TEXT.loginLocked(15), data: null })
  })

  it('keeps a lock set while the right password was being checked', async () => {
    const phone = freshPhone()
    await register(phone, 'right-one')
    for (let i = 0; i < MAX - 1; i++) await post(loginByPassWord, { phone, passWord: md5('wrong-one') })
    // The right password is the last attempt allowed: it logs in, but the lock it reached stays. A wrong one
    // comes while the right one is being hashed, once the right one's attempt is counted.
    let release = () => {}
    hashing.held = new Promise((resolve) => {
      release = resolve
    })
    const rightAnswer = post(loginByPassWord, { phone, passWord: md5('right-one') })
    await expect.poll(async () => (await lockRow(phone))?.failures, { timeout: 30_000 }).toBe(MAX)
    const wrong = await post(loginByPassWord, { phone, passWord: md5('wrong-one') })
    hashing.held = undefined
    release()
    const right = await rightAnswer
    expect(right.code).toBe(0)
    expect(wrong.code).toBe(REFUSAL_CODE.loginLocked)
    expect((await lockRow(phone))?.locked_until).toBe(clock + ACCOUNT_RULES.passwordLockMs)
    const after = await post(loginByPassWord, { phone, passWord: md5('right-one') })
    expect(after.code).toBe(REFUSAL_CODE.loginLocked)
  })

  it('forgets the failures before a right password, even one at the last try allowed', async () => {
    const phone = freshPhone()
    await register(phone, 'right-one')
    for (let i = 0; i < MAX - 1; i++) await post(loginByPassWord, { phone, passWord: md5('wrong-one') })
    expect((await post(loginByPassWord, { phone, passWord: md5('right-one') })).code).toBe(0)
    expect(await lockRow(phone)).toBeUndefined()
    const counts = await burst(phone, 'wrong-one', 20)
    expect(counts.get(REFUSAL_CODE.loginFailed)).toBe(MAX)
  })
})
