import { createHash } from 'node:crypto'
import {
  apiPath,
  type Endpoint,
  getUserInfo,
  loginByPassWord,
  loginVerifyCode,
  logout,
  saveUserInfo,
  sendVerifyCode,
  TOKEN_HEADER,
  updatePassWord,
  userRegistration,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestUpstream, removeDataDir, tempDataDir, testConfig } from './helpers.js'

const md5 = (s: string) => createHash('md5').update(s).digest('hex')
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

let app: FastifyInstance
let dataDir: string
let clock = Date.parse('2026-11-22T10:00:00+08:00')
let nextPhone = 13900000000

/** A phone no other test has used: limits and lockouts are per phone. */
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
  clock += DAY // every test starts on a day of its own, clear of the others' limits
})

async function post(endpoint: Endpoint, body: object, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: apiPath(endpoint),
    payload: body,
    headers: token ? { [TOKEN_HEADER]: token } : {},
  })
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the data of the call it made
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) }
}

async function codeFor(phone: string, registering = false): Promise<string> {
  const res = await post(sendVerifyCode, { phone, isSignIn: registering ? '1' : '' })
  expect(res.code).toBe(0)
  return res.data.demoCode
}

async function loginWithCode(phone: string): Promise<string> {
  const res = await post(loginVerifyCode, { phone, verifyCode: await codeFor(phone) })
  expect(res.code).toBe(0)
  return res.data.token
}

describe('demo accounts', () => {
  it('logs in 13800000001 with demo1234 and answers a complete student profile', async () => {
    const login = await post(loginByPassWord, { phone: '13800000001', passWord: md5('demo1234') })
    expect(login.code).toBe(0)
    const info = await post(getUserInfo, {}, login.data.token)
    expect(info.data).toMatchObject({
      phone: '13800000001',
      province: '江苏',
      gkms: '3+1+2',
      xk: '物/化/生',
      score: 612,
      sf: '1',
      district: '江苏省/南京市',
    })
    expect(info.data.wc).toBeGreaterThan(0)
  })

  it('stores passwords as salted scrypt, never the MD5, and tokens only as hashes', async () => {
    const login = await post(loginByPassWord, { phone: '13800000002', passWord: md5('demo1234') })
    const { password_hash: stored } = await app.userDb
      .selectFrom('users')
      .select('password_hash')
      .where('phone', '=', '13800000002')
      .executeTakeFirstOrThrow()
    expect(stored).toMatch(/^scrypt\$/)
    expect(stored).not.toContain(md5('demo1234'))
    const tokens = (await app.userDb.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash)
    expect(tokens).not.toContain(login.data.token)
  })
})

describe('verification codes', () => {
  it('answers the code in demo mode and refuses a second send within 60 s', async () => {
    const phone = freshPhone()
    const first = await post(sendVerifyCode, { phone })
    expect(first.data.demoCode).toMatch(/^\d{6}$/)
    expect(first.data.resendAfter).toBe(60)
    clock += 30_000
    const second = await post(sendVerifyCode, { phone })
    expect(second.status).toBe(429)
    expect(second.msg).toBe('验证码发送过于频繁，请30秒后再试')
    clock += 30_000
    expect((await post(sendVerifyCode, { phone })).code).toBe(0)
  })

  it('allows at most 10 sends per phone per day', async () => {
    const phone = freshPhone()
    for (let i = 0; i < 10; i++) {
      expect((await post(sendVerifyCode, { phone })).code).toBe(0)
      clock += 61_000
    }
    const refused = await post(sendVerifyCode, { phone })
    expect(refused.status).toBe(429)
    expect(refused.msg).toBe('今日验证码发送次数已达上限，请明天再试')
  })

  it('expires a code after 5 minutes', async () => {
    const phone = freshPhone()
    const code = await codeFor(phone)
    clock += 5 * MINUTE + 1
    const res = await post(loginVerifyCode, { phone, verifyCode: code })
    expect(res).toMatchObject({ status: 200, code: 1002, msg: '验证码已过期，请重新获取' })
  })

  it('uses a code once', async () => {
    const phone = freshPhone()
    const code = await codeFor(phone)
    expect((await post(loginVerifyCode, { phone, verifyCode: code })).code).toBe(0)
    const again = await post(loginVerifyCode, { phone, verifyCode: code })
    expect(again).toMatchObject({ code: 1004, msg: '请先获取验证码' })
  })

  it('gives up on a code after 5 wrong tries', async () => {
    const phone = freshPhone()
    const code = await codeFor(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      expect(await post(loginVerifyCode, { phone, verifyCode: wrong })).toMatchObject({ code: 1001, msg: '验证码错误' })
    }
    const right = await post(loginVerifyCode, { phone, verifyCode: code })
    expect(right).toMatchObject({ code: 1003, msg: '验证码错误次数过多，请重新获取' })
  })

  it('refuses a malformed code with the Chinese rule', async () => {
    const res = await post(loginVerifyCode, { phone: freshPhone(), verifyCode: '12ab' })
    expect(res).toMatchObject({ status: 400, msg: '请输入6位数字验证码' })
  })
})

describe('registration and login', () => {
  it('registers a new phone with a code and a password; the phone then cannot register again', async () => {
    const phone = freshPhone()
    const reg = await post(userRegistration, {
      phone,
      verifyCode: await codeFor(phone, true),
      passWord: md5('secret1'),
    })
    expect(reg.code).toBe(0)
    expect(reg.data.token).toMatch(/^[\w-]{43}$/)
    clock += MINUTE
    // The code is sent as to any phone; only with it proved does the phone learn it is registered.
    const again = await post(userRegistration, {
      phone,
      verifyCode: await codeFor(phone, true),
      passWord: md5('x-pass'),
    })
    expect(again).toMatchObject({ code: 1012, msg: '该手机号已注册，请直接登录' })
    const login = await post(loginByPassWord, { phone, passWord: md5('secret1') })
    expect(login.code).toBe(0)
  })

  it('registers an unknown phone on its first code login, with an empty profile', async () => {
    const phone = freshPhone()
    const token = await loginWithCode(phone)
    const info = await post(getUserInfo, {}, token)
    expect(info.data).toMatchObject({ phone, score: null, sf: '0', province: '' })
  })

  it('locks password login for 15 minutes after 5 failures', async () => {
    const phone = freshPhone()
    await post(userRegistration, { phone, verifyCode: await codeFor(phone, true), passWord: md5('right-one') })
    for (let i = 0; i < 5; i++) {
      const res = await post(loginByPassWord, { phone, passWord: md5('wrong') })
      expect(res).toMatchObject({ code: 1010, msg: '手机号或密码错误' })
    }
    const locked = await post(loginByPassWord, { phone, passWord: md5('right-one') })
    expect(locked).toMatchObject({ code: 1011, msg: '密码错误次数过多，请15分钟后再试' })
    clock += 15 * MINUTE
    expect((await post(loginByPassWord, { phone, passWord: md5('right-one') })).code).toBe(0)
  })

  it('answers an unknown phone exactly like a wrong password', async () => {
    const res = await post(loginByPassWord, { phone: freshPhone(), passWord: md5('whatever') })
    expect(res).toMatchObject({ code: 1010, msg: '手机号或密码错误' })
  })
})

describe('tokens', () => {
  it('are refused without a token, and after 7 days', async () => {
    expect(await post(getUserInfo, {})).toMatchObject({ status: 401, msg: '请先登录' })
    const token = await loginWithCode(freshPhone())
    clock += 7 * DAY - 1
    expect((await post(getUserInfo, {}, token)).code).toBe(0)
    clock += 1
    expect(await post(getUserInfo, {}, token)).toMatchObject({ status: 401, msg: '登录已过期，请重新登录' })
  })

  it('are revoked by logout', async () => {
    const token = await loginWithCode(freshPhone())
    expect((await post(logout, {}, token)).data).toBe(true)
    expect((await post(getUserInfo, {}, token)).status).toBe(401)
  })

  it('are all revoked by a password change; then the old password is refused and the new one works', async () => {
    const phone = freshPhone()
    const reg = await post(userRegistration, {
      phone,
      verifyCode: await codeFor(phone, true),
      passWord: md5('old-pass'),
    })
    const second = (await post(loginByPassWord, { phone, passWord: md5('old-pass') })).data.token
    clock += MINUTE
    const change = await post(updatePassWord, { phone, verifyCode: await codeFor(phone), passWord: md5('new-pass') })
    expect(change).toMatchObject({ code: 0, data: '密码修改成功' })
    expect((await post(getUserInfo, {}, reg.data.token)).status).toBe(401)
    expect((await post(getUserInfo, {}, second)).status).toBe(401)
    expect((await post(loginByPassWord, { phone, passWord: md5('old-pass') })).code).toBe(1010)
    expect((await post(loginByPassWord, { phone, passWord: md5('new-pass') })).code).toBe(0)
  })

  it('refuses a password change for a phone that never registered, once its code is proved', async () => {
    const phone = freshPhone()
    const res = await post(updatePassWord, { phone, verifyCode: await codeFor(phone), passWord: md5('x-pass') })
    expect(res).toMatchObject({ code: 1013, msg: '该手机号尚未注册，请先注册' })
  })
})

describe('the student profile', () => {
  const profile = {
    nickName: '王同学',
    sex: '女',
    nation: '回族',
    language: '英语',
    freshGraduate: '1',
    localArea: ['320000', '320500'],
    province: '江苏',
    gkYear: 2027,
    score: 600,
    wc: 1,
    xk: '物/化/生',
    uType: '0',
  }

  it('saves it with the rank computed by the upstream, not the one the client sent', async () => {
    const token = await loginWithCode(freshPhone())
    const saved = await post(saveUserInfo, profile, token)
    expect(saved.code).toBe(0)
    expect(saved.data).toMatchObject({
      province: '江苏',
      score: 600,
      sf: '1',
      nation: '回族',
      district: '江苏省/苏州市',
    })
    expect(saved.data.wc).toBeGreaterThan(1)
    const reference = await app.inject({
      method: 'POST',
      url: '/api/v1/web/queryWc',
      payload: { score: 600, province: '江苏', xk: '物/化/生' },
    })
    expect(saved.data.wc).toBe(reference.json().data)
  })

  it('locks province and year once a student saved them', async () => {
    const token = await loginWithCode(freshPhone())
    await post(saveUserInfo, profile, token)
    const moved = await post(saveUserInfo, { ...profile, province: '浙江', xk: '物/化/技' }, token)
    expect(moved).toMatchObject({ code: 1020, msg: '高考省份和高考年份确认后不可修改' })
    const later = await post(saveUserInfo, { ...profile, gkYear: 2028 }, token)
    expect(later.code).toBe(1020)
    const newScore = await post(saveUserInfo, { ...profile, score: 610 }, token)
    expect(newScore.data.score).toBe(610)
  })

  it.each([
    [{ xk: '物/史/化' }, 400, '请选择对应数量的科目'],
    [{ localArea: ['320000', '110100'] }, 200, '请选择学校所在地'],
    [{ localArea: [] }, 400, '请选择学校所在地'],
    [{ province: '台湾' }, 200, '请选择有效的高考省份'],
    [{ gkYear: 2020 }, 200, '请选择有效的高考年份'],
    [{ score: 751 }, 400, '请输入0-750之间的整数'],
    [{ nation: '其他' }, 200, '请输入民族名称'],
  ])('refuses %j with %i %s', async (change, status, msg) => {
    const token = await loginWithCode(freshPhone())
    const res = await post(saveUserInfo, { ...profile, ...change }, token)
    expect(res.status).toBe(status)
    expect(res.msg).toBe(msg)
    expect(res.code).not.toBe(0)
  })
})
