import { createHash } from 'node:crypto'
import {
  ACCOUNT_TEXT,
  apiPath,
  type Endpoint,
  loginByPassWord,
  loginVerifyCode,
  REFUSAL_CODE,
  sendVerifyCode,
  updatePassWord,
  userRegistration,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hashPassword } from '../src/modules/account/passwords.js'
import { Users } from '../src/modules/account/users.js'
import { buildTestUpstream, removeDataDir, tempDataDir, testConfig } from './helpers.js'

/**
 * Nobody can learn whether a phone is registered without its SMS code
 * (docs/account-enumeration.md): every account call answers a registered and
 * an unregistered phone byte for byte alike until the code has been proved.
 * The demo upstream answers the code itself, which differs from send to send,
 * so the sends are compared byte for byte on an upstream out of demo mode.
 */

const md5 = (s: string) => createHash('md5').update(s).digest('hex')
const DAY = 24 * 60 * 60_000

let demo: FastifyInstance
let plain: FastifyInstance
const dataDirs: string[] = []
let clock = Date.parse('2026-11-22T10:00:00+08:00')
let nextPhone = 13600000000
const freshPhone = () => String(++nextPhone)

async function start(demoMode: 'on' | 'off'): Promise<FastifyInstance> {
  const dataDir = tempDataDir()
  dataDirs.push(dataDir)
  const app = await buildTestUpstream(testConfig({ DATA_DIR: dataDir, DEMO_MODE: demoMode }), { now: () => clock })
  await app.ready()
  return app
}

beforeAll(async () => {
  demo = await start('on')
  plain = await start('off')
})
afterAll(async () => {
  await demo?.close()
  await plain?.close()
  for (const dir of dataDirs) removeDataDir(dir)
})
beforeEach(() => {
  clock += DAY
})

async function raw(app: FastifyInstance, endpoint: Endpoint, body: object) {
  const res = await app.inject({ method: 'POST', url: apiPath(endpoint), payload: body })
  return { status: res.statusCode, body: res.body }
}

async function post(app: FastifyInstance, endpoint: Endpoint, body: object) {
  const res = await raw(app, endpoint, body)
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the data of the call it made
  return { status: res.status, ...(JSON.parse(res.body) as { code: number; msg: string; data: any }) }
}

/** A phone registered with a password on the upstream given, as another device registered it. */
async function registered(app: FastifyInstance): Promise<string> {
  const phone = freshPhone()
  await new Users(app.userDb, app.db, app.now).create(phone, await hashPassword(md5('registered')))
  return phone
}

/** Both phones' answers to the same call, registered first. */
async function bothRaw(app: FastifyInstance, call: (phone: string) => Promise<{ status: number; body: string }>) {
  const known = await registered(app)
  const unknown = freshPhone()
  return [await call(known), await call(unknown)] as const
}

describe('sending a code', () => {
  it.each([
    ['registering', '1'],
    ['logging in or resetting', ''],
  ])('answers a registered and an unknown phone byte for byte alike when %s', async (_, isSignIn) => {
    const [known, unknown] = await bothRaw(plain, (phone) => raw(plain, sendVerifyCode, { phone, isSignIn }))
    expect(known.status).toBe(200)
    expect(JSON.parse(known.body).code).toBe(0)
    expect(known).toEqual(unknown)
  })

  it('answers both alike in demo mode too, but for the code itself', async () => {
    const [known, unknown] = await bothRaw(demo, (phone) => raw(demo, sendVerifyCode, { phone, isSignIn: '1' }))
    const shape = (res: { status: number; body: string }) => {
      const { code, msg, data } = JSON.parse(res.body)
      return { status: res.status, code, msg, keys: Object.keys(data), resendAfter: data.resendAfter }
    }
    expect(shape(known)).toEqual(shape(unknown))
    expect(shape(known).code).toBe(0)
  })

  it('applies the same limits to both: a second send within 60 s is refused alike', async () => {
    const [known, unknown] = await bothRaw(plain, async (phone) => {
      await raw(plain, sendVerifyCode, { phone, isSignIn: '1' })
      return raw(plain, sendVerifyCode, { phone, isSignIn: '1' })
    })
    expect(known.status).toBe(429)
    expect(known).toEqual(unknown)
  })
})

describe('the step after the code was sent, with a wrong code or none', () => {
  const calls: [string, Endpoint, object][] = [
    ['userRegistration', userRegistration, { passWord: md5('secret1') }],
    ['updatePassWord', updatePassWord, { passWord: md5('secret1') }],
    ['loginVerifyCode', loginVerifyCode, {}],
  ]

  it.each(calls)('%s answers both phones alike without a code', async (_, endpoint, rest) => {
    const [known, unknown] = await bothRaw(plain, (phone) =>
      raw(plain, endpoint, { phone, verifyCode: '123456', ...rest }),
    )
    expect(JSON.parse(known.body)).toMatchObject({ code: REFUSAL_CODE.codeMissing })
    expect(known).toEqual(unknown)
  })

  it.each(calls)('%s answers both phones alike with a wrong code', async (_, endpoint, rest) => {
    const [known, unknown] = await bothRaw(demo, async (phone) => {
      const sent = await post(demo, sendVerifyCode, { phone, isSignIn: '1' })
      const wrong = sent.data.demoCode === '000000' ? '111111' : '000000'
      return raw(demo, endpoint, { phone, verifyCode: wrong, ...rest })
    })
    expect(JSON.parse(known.body)).toMatchObject({ code: REFUSAL_CODE.codeWrong })
    expect(known).toEqual(unknown)
  })

  it('loginByPassWord answers a registered phone with a wrong password like an unknown phone', async () => {
    const [known, unknown] = await bothRaw(plain, (phone) => raw(plain, loginByPassWord, { phone, passWord: md5('x') }))
    expect(JSON.parse(known.body)).toMatchObject({ code: REFUSAL_CODE.loginFailed })
    expect(known).toEqual(unknown)
  })
})

describe('the step after the code was proved', () => {
  it('registration of a registered phone says so, and leaves the code to log in with', async () => {
    const phone = await registered(demo)
    const { data } = await post(demo, sendVerifyCode, { phone, isSignIn: '1' })
    const reg = await post(demo, userRegistration, { phone, verifyCode: data.demoCode, passWord: md5('secret1') })
    expect(reg).toEqual({
      status: 200,
      code: REFUSAL_CODE.phoneRegistered,
      msg: ACCOUNT_TEXT.phoneRegistered,
      data: null,
    })
    const login = await post(demo, loginVerifyCode, { phone, verifyCode: data.demoCode })
    expect(login.code).toBe(0)
  })

  it('a password reset of an unknown phone says it is not registered, and leaves the code to register with', async () => {
    const phone = freshPhone()
    const { data } = await post(demo, sendVerifyCode, { phone })
    const reset = await post(demo, updatePassWord, { phone, verifyCode: data.demoCode, passWord: md5('secret1') })
    expect(reset).toEqual({
      status: 200,
      code: REFUSAL_CODE.phoneNotRegistered,
      msg: ACCOUNT_TEXT.phoneNotRegistered,
      data: null,
    })
    expect(ACCOUNT_TEXT.phoneNotRegistered).toBe('该手机号尚未注册，请先注册')
    const reg = await post(demo, userRegistration, { phone, verifyCode: data.demoCode, passWord: md5('secret1') })
    expect(reg.code).toBe(0)
    expect((await post(demo, loginByPassWord, { phone, passWord: md5('secret1') })).code).toBe(0)
  })

  it('a code used by the right call is used up', async () => {
    const phone = freshPhone()
    const { data } = await post(demo, sendVerifyCode, { phone, isSignIn: '1' })
    expect(
      (await post(demo, userRegistration, { phone, verifyCode: data.demoCode, passWord: md5('a1b2c3') })).code,
    ).toBe(0)
    const again = await post(demo, loginVerifyCode, { phone, verifyCode: data.demoCode })
    expect(again.code).toBe(REFUSAL_CODE.codeMissing)
  })
})
