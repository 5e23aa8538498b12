import {
  CONSULT_PENDING_LIMIT,
  CONSULT_PENDING_LIMIT_PACKAGE,
  currentAdmissionYear,
  type Endpoint,
  EXPERT_REFUSAL_CODE,
  getUserInfo,
  MEMBERSHIP_REFUSAL_CODE,
  membershipExpiry,
  paySandboxConfirm,
  preCreatePc,
  queryConsultIntention,
  queryProduct,
  saveUserConsult,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestUpstream, removeDataDir, tempDataDir, testConfig } from './helpers.js'
import { grantMembership } from './membership-helpers.js'
import { type Answer, callContract } from './support/contract-call.js'
import { storeStudent } from './support/student.js'

/**
 * The expert consultation package (product 'expert', docs/payments.md):
 * bought through the sandbox like the membership, it lifts the holder's
 * open-consultation limit from CONSULT_PENDING_LIMIT to
 * CONSULT_PENDING_LIMIT_PACKAGE until 1 September of their exam year, and
 * 专家一对一 says so. It is not the membership, and a member may buy it.
 */

let app: FastifyInstance
let dataDir: string
let clock = Date.parse('2026-11-22T10:00:00+08:00')
const GK_YEAR = currentAdmissionYear(new Date(clock))

beforeAll(async () => {
  dataDir = tempDataDir()
  app = await buildTestUpstream(testConfig({ DATA_DIR: dataDir, DEMO_MODE: 'on' }), { now: () => clock })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  removeDataDir(dataDir)
})

const post = (endpoint: Endpoint, body: object, token?: string) => callContract(app, endpoint, body, token)

async function ok(endpoint: Endpoint, body: object, token?: string) {
  const answer = await post(endpoint, body, token)
  expect(answer.code, answer.msg).toBe(0)
  return answer.data
}

let nextPhone = 13710000000
function student(): Promise<{ id: number; token: string }> {
  const phone = String(++nextPhone)
  return storeStudent(app, {
    phone,
    nickName: '咨询考生',
    province: '江苏',
    gkYear: GK_YEAR,
    score: 600,
    xk: '物/化/生',
  })
}

let keyCounter = 0
/** Buys a product through the sandbox, as a payer confirming on its page; returns the order's answer. */
async function buy(token: string, productCode: 'vip' | 'expert'): Promise<Answer> {
  const order = await post(
    preCreatePc,
    { productCode, idempotencyKey: `package-key-${String(++keyCounter).padStart(8, '0')}` },
    token,
  )
  if (order.code !== 0) return order
  expect((await ok(paySandboxConfirm, { orderNo: order.data.orderNo, action: 'pay' }, token)).status).toBe('paid')
  return order
}

const consult = (n: number) => ({
  expertId: 1,
  topic: '志愿填报',
  preferredTime: '周末',
  channel: '电话',
  contactName: '王同学',
  question: `第 ${n} 条咨询：省内和省外院校怎么取舍？`,
})

async function fillConsults(token: string, from: number, to: number): Promise<void> {
  for (let n = from; n <= to; n++) await ok(saveUserConsult, consult(n), token)
}

describe('the expert consultation package', () => {
  it('is sold at ¥3,980 and says what this service grants its holder', async () => {
    const products = await ok(queryProduct, {})
    const expert = products.find((p: { code: string }) => p.code === 'expert')
    expect(expert.priceFen).toBe(398_000)
    expect(expert.benefits).toContain(`可同时提交 ${CONSULT_PENDING_LIMIT_PACKAGE} 条待处理的咨询（未购买为 3 条）`)
  })

  it('lifts the open-consultation limit of its holder until 1 September of the exam year', async () => {
    const { id, token } = await student()
    expect(await ok(queryConsultIntention, {}, token)).toMatchObject({
      pendingLimit: CONSULT_PENDING_LIMIT,
      expertPackage: { active: false, expiresAt: null },
    })
    await fillConsults(token, 1, CONSULT_PENDING_LIMIT)
    expect(await post(saveUserConsult, consult(4), token)).toMatchObject({
      code: EXPERT_REFUSAL_CODE.consultLimit,
      msg: '你已有 3 条待处理的咨询，请等待联系后再提交',
    })

    const order = await buy(token, 'expert')
    expect(order.data).toMatchObject({ productCode: 'expert', amountFen: 398_000 })
    const until = membershipExpiry(GK_YEAR).getTime()
    expect(await ok(queryConsultIntention, {}, token)).toMatchObject({
      pending: CONSULT_PENDING_LIMIT,
      pendingLimit: CONSULT_PENDING_LIMIT_PACKAGE,
      expertPackage: { active: true, expiresAt: until },
    })
    await fillConsults(token, CONSULT_PENDING_LIMIT + 1, CONSULT_PENDING_LIMIT_PACKAGE)
    expect(await post(saveUserConsult, consult(11), token)).toMatchObject({
      code: EXPERT_REFUSAL_CODE.consultLimit,
      msg: '你已有 10 条待处理的咨询，请等待联系后再提交',
    })
    // The package is not the membership.
    expect((await ok(getUserInfo, {}, token)).vip).toEqual({ active: false, expiresAt: null })

    // Bought once, it is not sold again while it holds.
    expect(await buy(token, 'expert')).toMatchObject({
      code: MEMBERSHIP_REFUSAL_CODE.alreadyHeld,
      msg: `你已购买「专家一对一咨询」，有效期至${GK_YEAR}年9月1日，无需重复购买`,
    })

    // From 1 September of the exam year, the ordinary limit again.
    const before = clock
    clock = until
    try {
      // Sessions last 7 days: the student logs in again on that day.
      const later = await app.sessions.issue(id)
      expect(await ok(queryConsultIntention, {}, later)).toMatchObject({
        pendingLimit: CONSULT_PENDING_LIMIT,
        expertPackage: { active: false, expiresAt: until },
      })
      expect((await post(saveUserConsult, consult(12), later)).code).toBe(EXPERT_REFUSAL_CODE.consultLimit)
    } finally {
      clock = before
    }
  })

  it('is for members too: the membership alone lifts nothing, and a member may buy the package', async () => {
    const { token } = await student()
    await grantMembership(app, token)
    expect((await ok(getUserInfo, {}, token)).vip.active).toBe(true)
    expect((await ok(queryConsultIntention, {}, token)).pendingLimit).toBe(CONSULT_PENDING_LIMIT)
    expect((await buy(token, 'expert')).code).toBe(0)
    expect(await ok(queryConsultIntention, {}, token)).toMatchObject({
      pendingLimit: CONSULT_PENDING_LIMIT_PACKAGE,
      expertPackage: { active: true },
    })
  })
})
