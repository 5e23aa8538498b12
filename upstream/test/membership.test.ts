import { createHash, createHmac } from 'node:crypto'
import {
  API_PREFIX,
  activeVipCard,
  apiPath,
  bindDedicatedCode,
  currentAdmissionYear,
  type Endpoint,
  exchangeJudgment,
  fillVolunteer,
  getUserInfo,
  loginByPassWord,
  MEMBERSHIP_REFUSAL_CODE,
  membershipExpiry,
  myWish,
  ORDER_TTL_MS,
  PAY_NOTIFY_PATH,
  PAY_SANDBOX_SCRIPT_PATH,
  PAY_SANDBOX_SIGNATURE_HEADER,
  paySandboxConfirm,
  preCreatePc,
  queryDedicatedCode,
  queryEarlyBatch,
  queryMajorHistoryPlan,
  queryMajorSchoolList,
  queryMajorScore,
  queryPayOrder,
  queryPayOrderList,
  queryPlan,
  queryProduct,
  querySchoolHistoryPlan,
  SuccessEnvelope,
  TOKEN_HEADER,
  toFillVolunteer,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import Value from 'typebox/value'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUpstream } from '../src/build.js'
import { LATEST_YEAR, PLAN_YEAR } from '../src/dataset/generate/model.js'
import { Users } from '../src/modules/account/users.js'
import { removeDataDir, tempDataDir, testConfig } from './helpers.js'

const md5 = (s: string) => createHash('md5').update(s).digest('hex')
const SECRET = 'membership-test-secret-0123456789abcdef'
const MINUTE = 60_000
const PKU = 10001

let app: FastifyInstance
let dataDir: string
let clock = Date.parse('2026-11-22T10:00:00+08:00')

beforeAll(async () => {
  dataDir = tempDataDir()
  app = await buildUpstream(testConfig({ DATA_DIR: dataDir, DEMO_MODE: 'on', PAY_SANDBOX_SECRET: SECRET }), {
    now: () => clock,
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  removeDataDir(dataDir)
})

// biome-ignore lint/suspicious/noExplicitAny: each test reads the data of the call it made
type Answer = { status: number; code: number; msg: string; data: any }

/** Calls a contract; every success must match the contract's data schema. */
async function post(endpoint: Endpoint, body: object, token?: string): Promise<Answer> {
  const res = await app.inject({
    method: 'POST',
    url: apiPath(endpoint),
    payload: body,
    headers: token ? { [TOKEN_HEADER]: token } : {},
  })
  const answer = { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) }
  if (answer.code === 0) {
    expect([...Value.Errors(SuccessEnvelope(endpoint.data), res.json())].slice(0, 3), endpoint.path).toEqual([])
  }
  return answer
}

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
function student(gkYear: number | null = currentAdmissionYear(new Date(clock))): { id: number; token: string } {
  const users = new Users(app.db, app.now)
  const id = users.create(String(++nextPhone), null)
  if (gkYear !== null) {
    users.saveProfile(id, {
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
  return { id, token: app.sessions.issue(id) }
}

const refusal = (code: keyof typeof MEMBERSHIP_REFUSAL_CODE, msg: string) => ({
  status: 200,
  code: MEMBERSHIP_REFUSAL_CODE[code],
  msg,
})

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
  paidAt: clock,
  nonce: 'n1',
  ...extra,
})

let keyCounter = 0
const key = () => `test-key-${String(++keyCounter).padStart(8, '0')}`

describe('products', () => {
  it('sells the membership and an expert package, priced in fen', async () => {
    const products = await ok(queryProduct, {})
    expect(products.map((p: { code: string; priceFen: number }) => [p.code, p.priceFen])).toEqual([
      ['vip', 69_900],
      ['expert', 398_000],
    ])
    expect(products[0].name).toBe('志愿填报会员')
    expect(products[0].benefits).toHaveLength(5)
    expect(products[0].benefits[0]).toMatch(/^自主填报：/)
  })

  it('does not sell VIP课程: the site has no courses to give (docs/vip-courses.md)', async () => {
    const products = await ok(queryProduct, {})
    const offered = products.flatMap((p: { summary: string; benefits: string[] }) => [p.summary, ...p.benefits])
    expect(offered.join('\n')).not.toMatch(/课程/)
    const member = await login('13800000001')
    const res = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/web/vip/queryCourses`,
      payload: {},
      headers: { [TOKEN_HEADER]: member },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 404, data: null })
  })
})

describe('the membership in getUserInfo', () => {
  it('says the demo member 13800000001 is one until 1 September of the exam year; 13800000002 is not', async () => {
    const member = await ok(getUserInfo, {}, await login('13800000001'))
    expect(member.vip).toEqual({ active: true, expiresAt: membershipExpiry(member.gkYear).getTime() })
    expect(new Date(member.vip.expiresAt).toISOString()).toBe(`${member.gkYear}-08-31T16:00:00.000Z`)
    const other = await ok(getUserInfo, {}, await login('13800000002'))
    expect(other.vip).toEqual({ active: false, expiresAt: null })
  })
})

describe('the six member features, enforced by the upstream', () => {
  it('refuses a non-member with code 1100 and a Chinese message naming the feature; lets a member through', async () => {
    const nonMember = await login('13800000002')
    const member = await login('13800000001')
    const plan = { schoolId: PKU, province: '江苏', year: PLAN_YEAR, track: '物理类' }
    // Per-major lines: 江苏 publishes none (per group only), 河南's are generated.
    const scores = { schoolId: PKU, province: '河南', year: LATEST_YEAR, track: '物理类' }
    const history = { schoolId: PKU, province: '江苏', track: '物理类' }
    const cases: [Endpoint, object, string][] = [
      [fillVolunteer, { wishId: 1, schoolId: PKU, groupCode: '01' }, '自主填报为会员功能，请先开通会员'],
      [toFillVolunteer, { preferences: {} }, '一键填报（AI填报）为会员功能，请先开通会员'],
      [queryPlan, plan, '招生计划为会员功能，请先开通会员'],
      [querySchoolHistoryPlan, history, '招生计划为会员功能，请先开通会员'],
      [queryMajorScore, scores, '历年专业分数线为会员功能，请先开通会员'],
      [queryMajorHistoryPlan, { ...history, majorId: 80901 }, '历年专业分数线为会员功能，请先开通会员'],
      [queryEarlyBatch, {}, '提前批为会员功能，请先开通会员'],
    ]
    for (const [endpoint, body, msg] of cases) {
      expect(await post(endpoint, body, nonMember), endpoint.path).toEqual({
        status: 200,
        code: 1100,
        msg,
        data: null,
      })
      // Without a session: 401, as for any user call.
      expect((await post(endpoint, body)).status, endpoint.path).toBe(401)
    }
    // A member gets the data (fillVolunteer gets past the gate to the table rules).
    expect((await ok(queryPlan, plan, member)).list.length).toBeGreaterThan(0)
    expect((await ok(queryMajorScore, scores, member)).list.length).toBeGreaterThan(0)
    // Which schools offer a major is no member feature (docs/major-schools.md): anyone reads the list.
    expect((await ok(queryMajorSchoolList, { majorId: 80901, province: '河南' })).total).toBeGreaterThan(0)
    expect((await ok(querySchoolHistoryPlan, history, member)).plans.length).toBeGreaterThan(0)
    expect((await ok(queryEarlyBatch, {}, member)).categories.map((c: { name: string }) => c.name)).toContain(
      '军队院校',
    )
    expect(await post(fillVolunteer, { wishId: 999_999, schoolId: PKU, groupCode: '01' }, member)).toMatchObject({
      code: 1701,
    })
    // Reading one's own tables stays open to everyone.
    expect((await post(myWish, {}, nonMember)).code).toBe(0)
  })

  it('ends at 00:00 on 1 September of the exam year, Asia/Shanghai (injected clock)', async () => {
    const saved = clock
    const gkYear = currentAdmissionYear(new Date(clock))
    const end = membershipExpiry(gkYear).getTime()
    const plan = { schoolId: PKU, province: '江苏', year: PLAN_YEAR, track: '物理类' }
    try {
      clock = end - 1 // 2027-08-31 23:59:59.999 in Shanghai
      let token = await login('13800000001')
      expect((await ok(getUserInfo, {}, token)).vip).toEqual({ active: true, expiresAt: end })
      expect((await post(queryPlan, plan, token)).code).toBe(0)
      clock = end // 2027-09-01 00:00:00.000 in Shanghai
      token = await login('13800000001')
      expect((await ok(getUserInfo, {}, token)).vip).toEqual({ active: false, expiresAt: end })
      expect(await post(queryPlan, plan, token)).toMatchObject({ code: 1100, msg: '招生计划为会员功能，请先开通会员' })
      // And the exam year is over: a new membership for it cannot be bought.
      expect(await post(preCreatePc, { productCode: 'vip', idempotencyKey: key() }, token)).toMatchObject(
        refusal('examYearPassed', `会员有效期至高考当年9月1日，你的高考年份（${gkYear}年）已过，无法开通`),
      )
    } finally {
      clock = saved
    }
  })
})

describe('orders and the sandbox provider', () => {
  it('creates an order with the product’s amount, never the client’s; the same key answers the same order', async () => {
    const { token } = student()
    const k = key()
    const order = await ok(preCreatePc, { productCode: 'vip', idempotencyKey: k, amountFen: 1 }, token)
    expect(order).toMatchObject({
      productCode: 'vip',
      productName: '志愿填报会员',
      amountFen: 69_900,
      status: 'created',
      provider: 'sandbox',
      createdAt: clock,
      expiresAt: clock + ORDER_TTL_MS,
      paidAt: null,
      validUntil: null,
    })
    expect(order.orderNo).toMatch(/^GK20261122100000\d{8}$/)
    expect(order.codeUrl).toBe(`/api/v1/pay/sandbox/${order.orderNo}`)
    expect(await ok(preCreatePc, { productCode: 'vip', idempotencyKey: k }, token)).toEqual(order)
    expect(await post(preCreatePc, { productCode: 'expert', idempotencyKey: k }, token)).toMatchObject(
      refusal('idempotencyConflict', '订单请求与之前的不一致，请关闭后重新下单'),
    )
    // Concurrent retries of one request make one order.
    const k2 = key()
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => ok(preCreatePc, { productCode: 'expert', idempotencyKey: k2 }, token)),
    )
    expect(new Set(racing.map((o) => o.orderNo)).size).toBe(1)
    expect(racing[0].amountFen).toBe(398_000)
    // Someone else's order is not found.
    expect(await post(queryPayOrder, { orderNo: order.orderNo }, student().token)).toMatchObject(
      refusal('orderNotFound', '订单不存在'),
    )
  })

  it('refuses a student without an exam year, and a member buying the membership again', async () => {
    expect(await post(preCreatePc, { productCode: 'vip', idempotencyKey: key() }, student(null).token)).toMatchObject(
      refusal('examYearMissing', '请先完善学生信息（高考年份）后再开通会员'),
    )
    const gkYear = currentAdmissionYear(new Date(clock))
    expect(
      await post(preCreatePc, { productCode: 'vip', idempotencyKey: key() }, await login('13800000001')),
    ).toMatchObject(refusal('alreadyMember', `你已是会员，有效期至${gkYear}年9月1日，无需重复开通`))
  })

  it('serves the sandbox page without inline script, and pays through a signed callback exactly once', async () => {
    const { id, token } = student()
    const order = await ok(preCreatePc, { productCode: 'vip', idempotencyKey: key() }, token)
    const page = await app.inject({ method: 'GET', url: order.codeUrl, headers: { [TOKEN_HEADER]: token } })
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.body).toContain('沙箱支付（演示）')
    expect(page.body).toContain('¥699.00')
    expect(page.body).toContain(`<script src="/api/v1${PAY_SANDBOX_SCRIPT_PATH}" defer></script>`)
    expect(page.body.match(/<script/g)).toHaveLength(1)
    expect(page.body).not.toMatch(/<style|onclick=|javascript:/)
    const script = await app.inject({ method: 'GET', url: `/api/v1${PAY_SANDBOX_SCRIPT_PATH}` })
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(script.body).toContain("getAttribute('data-header-name')")

    expect(await ok(paySandboxConfirm, { orderNo: order.orderNo, action: 'pay' }, token)).toEqual({
      status: 'paid',
      message: '支付成功，请返回原页面查看',
    })
    const after = await ok(queryPayOrder, { orderNo: order.orderNo }, token)
    const gkYear = currentAdmissionYear(new Date(clock))
    const until = membershipExpiry(gkYear).getTime()
    expect(after).toMatchObject({ status: 'paid', paidAt: clock, validUntil: until, codeUrl: '' })
    expect((await ok(getUserInfo, {}, token)).vip).toEqual({ active: true, expiresAt: until })

    // The sandbox sends the callback again, as providers retry: nothing changes.
    clock += MINUTE
    expect((await ok(paySandboxConfirm, { orderNo: order.orderNo, action: 'pay' }, token)).status).toBe('paid')
    expect(await ok(queryPayOrder, { orderNo: order.orderNo }, token)).toEqual(after)
    expect(grantsOf(id)).toEqual([{ product_code: 'vip', source: 'order', expires_at: until }])
    expect(callbacksOf(order.orderNo)).toEqual(['applied', 'duplicate'])
    // Paid is final: a cancel does not move it.
    expect(await ok(paySandboxConfirm, { orderNo: order.orderNo, action: 'cancel' }, token)).toEqual({
      status: 'paid',
      message: '该订单已支付',
    })
    expect((await ok(queryPayOrder, { orderNo: order.orderNo }, token)).status).toBe('paid')
  })

  it('activates once under 20 concurrent callbacks', async () => {
    const { id, token } = student()
    const order = await ok(preCreatePc, { productCode: 'vip', idempotencyKey: key() }, token)
    const answers = await Promise.all(Array.from({ length: 20 }, () => callback(paid(order))))
    expect(answers.every((a) => a.status === 200 && a.body.code === 'SUCCESS')).toBe(true)
    expect(grantsOf(id)).toHaveLength(1)
    const outcomes = callbacksOf(order.orderNo)
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19)
    expect((await ok(queryPayOrder, { orderNo: order.orderNo }, token)).status).toBe('paid')
  })

  it('refuses and logs a tampered callback, a wrong amount, and a missing signature', async () => {
    const { id, token } = student()
    const order = await ok(preCreatePc, { productCode: 'vip', idempotencyKey: key() }, token)
    // Signed for the real amount, then changed on the way.
    const signed = createHmac('sha256', SECRET)
      .update(JSON.stringify(paid(order)))
      .digest('hex')
    expect(await callback(paid(order, { amountFen: 1 }), signed)).toEqual({ status: 400, body: { code: 'FAIL' } })
    // Signed with another key.
    const forged = createHmac('sha256', 'not-the-secret')
      .update(JSON.stringify(paid(order)))
      .digest('hex')
    expect((await callback(paid(order), forged)).status).toBe(400)
    expect((await callback(paid(order), 'nonsense')).status).toBe(400)
    // Correctly signed, but not what the order costs.
    expect(await callback(paid(order, { amountFen: 100 }))).toEqual({ status: 400, body: { code: 'FAIL' } })
    expect(callbacksOf(order.orderNo)).toEqual(['refused: amount mismatch'])
    const unsigned = app.db
      .prepare(
        "SELECT reason FROM pay_callbacks WHERE order_no IS NULL AND outcome = 'refused' ORDER BY id DESC LIMIT 3",
      )
      .pluck()
      .all()
    expect(unsigned).toEqual(['signature missing', 'signature mismatch', 'signature mismatch'])
    expect((await ok(queryPayOrder, { orderNo: order.orderNo }, token)).status).toBe('created')
    expect(grantsOf(id)).toEqual([])
  })

  it('expires an unpaid order after 15 minutes by the clock; a late callback is refused; cancel closes', async () => {
    const { id, token } = student()
    const order = await ok(preCreatePc, { productCode: 'vip', idempotencyKey: key() }, token)
    const saved = clock
    try {
      clock = order.expiresAt - 1
      expect((await ok(queryPayOrder, { orderNo: order.orderNo }, token)).status).toBe('created')
      clock = order.expiresAt
      expect(await ok(queryPayOrder, { orderNo: order.orderNo }, token)).toMatchObject({
        status: 'expired',
        codeUrl: '',
      })
      expect((await callback(paid(order))).status).toBe(400)
      expect(callbacksOf(order.orderNo)).toEqual(['refused: order expired'])
      expect(await ok(paySandboxConfirm, { orderNo: order.orderNo, action: 'pay' }, token)).toEqual({
        status: 'expired',
        message: '未扣款：该订单已超时',
      })
      expect(grantsOf(id)).toEqual([])
    } finally {
      clock = saved
    }
    const second = await ok(preCreatePc, { productCode: 'vip', idempotencyKey: key() }, token)
    expect(await ok(paySandboxConfirm, { orderNo: second.orderNo, action: 'cancel' }, token)).toEqual({
      status: 'closed',
      message: '已取消支付',
    })
    expect((await callback(paid(second))).status).toBe(400)
    expect((await ok(queryPayOrder, { orderNo: second.orderNo }, token)).status).toBe('closed')
    const list = await ok(queryPayOrderList, { pageSize: 10 }, token)
    expect(list.list.map((o: { orderNo: string; status: string }) => [o.orderNo, o.status])).toEqual([
      [second.orderNo, 'closed'],
      [order.orderNo, 'expired'],
    ])
    expect(list.total).toBe(2)
  })
})

describe('VIP cards', () => {
  it('checks and activates a card once; refuses used, unknown and expired cards in Chinese', async () => {
    const { token } = student()
    const gkYear = currentAdmissionYear(new Date(clock))
    const check = await ok(exchangeJudgment, { cardNo: ' gkvip-demo-0003 ' }, token)
    expect(check).toMatchObject({
      cardNo: 'GKVIP-DEMO-0003',
      productCode: 'vip',
      productName: '志愿填报会员',
      validUntil: membershipExpiry(gkYear).getTime(),
    })
    const activated = await ok(activeVipCard, { cardNo: 'GKVIP-DEMO-0003' }, token)
    expect(activated).toEqual({
      productName: '志愿填报会员',
      vip: { active: true, expiresAt: membershipExpiry(gkYear).getTime() },
    })
    const other = student().token
    expect(await post(activeVipCard, { cardNo: 'GKVIP-DEMO-0003' }, other)).toMatchObject(
      refusal('cardUsed', '该会员卡已被使用'),
    )
    expect(await post(exchangeJudgment, { cardNo: 'GKVIP-DEMO-USED' }, other)).toMatchObject(
      refusal('cardUsed', '该会员卡已被使用'),
    )
    expect(await post(exchangeJudgment, { cardNo: 'NO-SUCH-CARD' }, other)).toMatchObject(
      refusal('cardInvalid', '卡号无效，请核对后重新输入'),
    )
    expect(await post(activeVipCard, { cardNo: 'GKVIP-DEMO-EXPIRED' }, other)).toMatchObject(
      refusal('cardExpired', '该会员卡已过期'),
    )
    expect(await post(activeVipCard, { cardNo: '卡号' }, other)).toMatchObject({
      status: 400,
      msg: '卡号无效，请核对后重新输入',
    })
    // A member keeps their card for later.
    expect(await post(activeVipCard, { cardNo: 'GKVIP-DEMO-0004' }, token)).toMatchObject({ code: 1104 })
    expect((await ok(exchangeJudgment, { cardNo: 'GKVIP-DEMO-0004' }, other)).cardNo).toBe('GKVIP-DEMO-0004')
  })
})

describe('the dedicated code', () => {
  it('binds a school’s code once', async () => {
    const { token } = student()
    expect(await ok(queryDedicatedCode, {}, token)).toBeNull()
    expect(await post(bindDedicatedCode, { code: 'NOPE99' }, token)).toMatchObject(
      refusal('codeInvalid', '专属码不存在，请核对后重新输入'),
    )
    const bound = await ok(bindDedicatedCode, { code: ' school01 ' }, token)
    expect(bound).toEqual({ code: 'SCHOOL01', name: '演示中学（南京）', kind: '学校', boundAt: clock })
    expect(await ok(queryDedicatedCode, {}, token)).toEqual(bound)
    expect(await post(bindDedicatedCode, { code: 'AGENCY01' }, token)).toMatchObject(
      refusal('codeBound', '你已绑定专属码（SCHOOL01），不能重复绑定'),
    )
  })
})

describe('outside demo mode', () => {
  it('has no sandbox: payment is unavailable until a real provider is configured', async () => {
    const dir = tempDataDir()
    const plain = await buildUpstream(testConfig({ DATA_DIR: dir }), { now: () => clock })
    try {
      await plain.ready()
      const users = new Users(plain.db, plain.now)
      const id = users.create('13700009999', null)
      const token = plain.sessions.issue(id)
      const res = await plain.inject({
        method: 'POST',
        url: apiPath(preCreatePc),
        payload: { productCode: 'vip', idempotencyKey: key() },
        headers: { [TOKEN_HEADER]: token },
      })
      expect(res.json()).toMatchObject({ code: 1108, msg: '暂未开通在线支付，请使用会员卡激活' })
      // The demo cards and codes are seeded in demo mode only.
      const card = await plain.inject({
        method: 'POST',
        url: apiPath(activeVipCard),
        payload: { cardNo: 'GKVIP-DEMO-0001' },
        headers: { [TOKEN_HEADER]: token },
      })
      expect({ status: card.statusCode, ...card.json() }).toMatchObject(
        refusal('cardInvalid', '卡号无效，请核对后重新输入'),
      )
      const code = await plain.inject({
        method: 'POST',
        url: apiPath(bindDedicatedCode),
        payload: { code: 'SCHOOL01' },
        headers: { [TOKEN_HEADER]: token },
      })
      expect({ status: code.statusCode, ...code.json() }).toMatchObject(
        refusal('codeInvalid', '专属码不存在，请核对后重新输入'),
      )
      expect(plain.db.prepare('SELECT count(*) FROM vip_cards').pluck().get()).toBe(0)
      expect((await plain.inject({ method: 'GET', url: '/api/v1/pay/sandbox/GK123456789' })).statusCode).toBe(404)
      expect(
        (await plain.inject({ method: 'POST', url: `/api/v1${PAY_NOTIFY_PATH}/sandbox`, payload: {} })).statusCode,
      ).toBe(404)
    } finally {
      await plain.close()
      removeDataDir(dir)
    }
  })
})
