import {
  currentAdmissionYear,
  type Endpoint,
  MEMBERSHIP_TEXT,
  membershipExpiry,
  paySandboxConfirm,
  preCreatePc,
  queryPayOrder,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import { buildUpstream } from '../../src/build.js'
import { Users } from '../../src/modules/account/users.js'
import { removeDataDir, tempDataDir, testConfig } from '../helpers.js'
import { PayingProvider } from '../paying-provider.js'
import { type Answer, callContract } from './contract-call.js'

/** What the one-payment test files share (docs/payments.md, "One payment per product"): two upstreams and the calls below. */

export const SECRET = 'payment-once-test-secret-0123456789'
export const T = MEMBERSHIP_TEXT
/** Where each file's clock starts. */
export const START = Date.parse('2026-11-22T10:00:00+08:00')
export const GK_YEAR = currentAdmissionYear(new Date(START))
export const UNTIL = membershipExpiry(GK_YEAR).getTime()

/** The provider that takes money: it signs the callbacks of the file's paying upstream. */
export const paying = new PayingProvider('paying-test-secret')

export type { Answer }

/**
 * The sandbox (demo mode), and a provider that takes money (outside demo mode, the checkout provider), both on
 * the file's clock, handed to `built` so the file's tests reach them as their own; `confirm` presses the
 * sandbox's buttons.
 */
export function usePaymentApps(
  now: () => number,
  built: (apps: { sandboxApp: FastifyInstance; payingApp: FastifyInstance }) => void,
) {
  let sandboxApp: FastifyInstance
  let payingApp: FastifyInstance
  const dataDirs: string[] = []

  beforeAll(async () => {
    const [a, b] = [tempDataDir(), tempDataDir()]
    dataDirs.push(a, b)
    sandboxApp = await buildUpstream(testConfig({ DATA_DIR: a, DEMO_MODE: 'on', PAY_SANDBOX_SECRET: SECRET }), { now })
    payingApp = await buildUpstream(testConfig({ DATA_DIR: b }), { now, paymentProviders: [paying] })
    await Promise.all([sandboxApp.ready(), payingApp.ready()])
    built({ sandboxApp, payingApp })
  })
  afterAll(async () => {
    await Promise.all([sandboxApp?.close(), payingApp?.close()])
    for (const dir of dataDirs) removeDataDir(dir)
  })

  const confirm = (orderNo: string, action: 'pay' | 'cancel', token?: string) =>
    post(sandboxApp, paySandboxConfirm, { orderNo, action }, token)

  return { confirm }
}

/** Calls a contract; every success must match the contract's data schema. */
export const post = callContract

export async function ok(app: FastifyInstance, endpoint: Endpoint, body: object, token?: string) {
  const answer = await post(app, endpoint, body, token)
  expect(answer.code, answer.msg).toBe(0)
  return answer.data
}

let nextPhone = 13720000000
/** A student of our own with an exam year and a session. */
export async function student(app: FastifyInstance): Promise<{ id: number; token: string }> {
  const users = new Users(app.userDb, app.db, app.now)
  const id = await users.idOrRegister(String(++nextPhone))
  await users.saveProfile(id, {
    nickName: '测试考生',
    sex: '女',
    nation: '汉族',
    language: '英语',
    freshGraduate: '1',
    localArea: [],
    province: '江苏',
    gkYear: GK_YEAR,
    score: 600,
    wc: app.ranks.rank('江苏', '物理类', 600) ?? 1,
    xk: '物/化/生',
  })
  return { id, token: await app.sessions.issue(id) }
}

let keyCounter = 0
/** A new order, as the purchase dialog makes one each time it opens: a key of its own. */
export const order = (app: FastifyInstance, token: string, productCode: 'vip' | 'expert' = 'vip') =>
  ok(app, preCreatePc, { productCode, idempotencyKey: `once-key-${String(++keyCounter).padStart(8, '0')}` }, token)

export const statusOf = async (app: FastifyInstance, orderNo: string, token: string) => {
  const o = await ok(app, queryPayOrder, { orderNo }, token)
  return { status: o.status, statusReason: o.statusReason }
}

export const grantsOf = (app: FastifyInstance, userId: number) =>
  app.db
    .prepare('SELECT product_code, source, source_ref FROM member_grants WHERE user_id = ? ORDER BY id')
    .all(userId) as { product_code: string; source: string; source_ref: string }[]

export const callbacksOf = (app: FastifyInstance, orderNo: string) =>
  (
    app.db.prepare('SELECT outcome, reason FROM pay_callbacks WHERE order_no = ? ORDER BY id').all(orderNo) as {
      outcome: string
      reason: string
    }[]
  ).map((r) => (r.reason ? `${r.outcome}: ${r.reason}` : r.outcome))

export const HELD = T.orderStatusReason.held
