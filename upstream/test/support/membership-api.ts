import { createHash, createHmac } from 'node:crypto'
import {
  currentAdmissionYear,
  type Endpoint,
  loginByPassWord,
  MEMBERSHIP_REFUSAL_CODE,
  PAY_NOTIFY_PATH,
  PAY_SANDBOX_SIGNATURE_HEADER,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import { buildUpstream } from '../../src/build.js'
import { Users } from '../../src/modules/account/users.js'
import { removeDataDir, tempDataDir, testConfig } from '../helpers.js'
import { type Answer, callContract } from './contract-call.js'

/** What the membership test files share: a demo-mode upstream on the file's own clock, and the calls below. */

export const md5 = (s: string) => createHash('md5').update(s).digest('hex')
export const SECRET = 'membership-test-secret-0123456789abcdef'
export const MINUTE = 60_000
export const PKU = 10001

export type { Answer }

export const refusal = (code: keyof typeof MEMBERSHIP_REFUSAL_CODE, msg: string) => ({
  status: 200,
  code: MEMBERSHIP_REFUSAL_CODE[code],
  msg,
})

/**
 * Builds the file's upstream with the sandbox provider, its time read from `now` (the file's clock, which
 * its tests move), and hands it to `built` so the file's tests can reach it as their own `app`.
 */
export function useMembershipApi(now: () => number, built: (app: FastifyInstance) => void) {
  let app: FastifyInstance
  let dataDir: string

  beforeAll(async () => {
    dataDir = tempDataDir()
    app = await buildUpstream(testConfig({ DATA_DIR: dataDir, DEMO_MODE: 'on', PAY_SANDBOX_SECRET: SECRET }), {
      now,
    })
    await app.ready()
    built(app)
  })
  afterAll(async () => {
    await app.close()
    removeDataDir(dataDir)
  })

  /** Calls a contract; every success must match the contract's data schema. */
  const post = (endpoint: Endpoint, body: object, token?: string) => callContract(app, endpoint, body, token)

  async function ok(endpoint: Endpoint, body: object, token?: string) {
    const answer = await post(endpoint, body, token)
    expect(answer.code, answer.msg).toBe(0)
    return answer.data
  }

  async function login(phone: string): Promise<string> {
    return (await ok(loginByPassWord, { phone, passWord: md5('demo1234') })).token
  }

  let nextPhone = 13700000000
  /** A student of our own, with a session; gkYear null for one who never saved a profile. */
  async function student(
    gkYear: number | null = currentAdmissionYear(new Date(now())),
  ): Promise<{ id: number; token: string }> {
    const users = new Users(app.userDb, app.db, app.now)
    const id = await users.idOrRegister(String(++nextPhone))
    if (gkYear !== null) {
      await users.saveProfile(id, {
        nickName: '测试考生',
        sex: '女',
        nation: '汉族',
        language: '英语',
        freshGraduate: '1',
        localArea: [],
        province: '江苏',
        gkYear,
        score: 600,
        wc: app.ranks.rank('江苏', '物理类', 600) ?? 1,
        xk: '物/化/生',
      })
    }
    return { id, token: await app.sessions.issue(id) }
  }

  const grantsOf = (userId: number) =>
    app.db.prepare('SELECT product_code, source, expires_at FROM member_grants WHERE user_id = ?').all(userId)
  const callbacksOf = (orderNo: string) =>
    (
      app.db.prepare('SELECT outcome, reason FROM pay_callbacks WHERE order_no = ? ORDER BY id').all(orderNo) as {
        outcome: string
        reason: string
      }[]
    ).map((r) => (r.reason ? `${r.outcome}: ${r.reason}` : r.outcome))

  /** A provider callback, as the sandbox signs it (or not, when a test tampers with it). */
  async function callback(body: object, signature?: string) {
    const rawBody = JSON.stringify(body)
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1${PAY_NOTIFY_PATH}/sandbox`,
      headers: {
        'content-type': 'application/json',
        [PAY_SANDBOX_SIGNATURE_HEADER]: signature ?? createHmac('sha256', SECRET).update(rawBody).digest('hex'),
      },
      payload: rawBody,
    })
    return { status: res.statusCode, body: res.json() as { code: string } }
  }

  const paid = (order: { orderNo: string; amountFen: number }, extra: object = {}) => ({
    orderNo: order.orderNo,
    amountFen: order.amountFen,
    status: 'paid',
    tradeNo: `T${order.orderNo}`,
    paidAt: now(),
    nonce: 'n1',
    ...extra,
  })

  let keyCounter = 0
  const key = () => `test-key-${String(++keyCounter).padStart(8, '0')}`

  return { post, ok, login, student, grantsOf, callbacksOf, callback, paid, key }
}
