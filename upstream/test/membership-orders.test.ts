import { createHmac } from 'node:crypto'
import {
  currentAdmissionYear,
  getUserInfo,
  membershipExpiry,
  ORDER_TTL_MS,
  PAY_SANDBOX_SCRIPT_PATH,
  paySandboxConfirm,
  preCreatePc,
  queryPayOrder,
  queryPayOrderList,
  TOKEN_HEADER,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { MINUTE, refusal, SECRET, useMembershipApi } from './support/membership-api.js'

let app: FastifyInstance
let clock = Date.parse('2026-11-22T10:00:00+08:00')
const { post, ok, login, student, grantsOf, callbacksOf, callback, paid, key } = useMembershipApi(
  () => clock,
  (built) => {
    app = built
  },
)

describe('orders and the sandbox provider', () => {
  it('creates an order with the product’s amount, never the client’s; the same key answers the same order', async () => {
    const { token } = await student()
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
    expect(await post(queryPayOrder, { orderNo: order.orderNo }, (await student()).token)).toMatchObject(
      refusal('orderNotFound', '订单不存在'),
    )
  })

  it('refuses a student without an exam year, and a member buying the membership again', async () => {
    expect(
      await post(preCreatePc, { productCode: 'vip', idempotencyKey: key() }, (await student(null)).token),
    ).toMatchObject(refusal('examYearMissing', '请先完善学生信息（高考年份）后再开通会员'))
    const gkYear = currentAdmissionYear(new Date(clock))
    expect(
      await post(preCreatePc, { productCode: 'vip', idempotencyKey: key() }, await login('13800000001')),
    ).toMatchObject(refusal('alreadyMember', `你已是会员，有效期至${gkYear}年9月1日，无需重复开通`))
  })

  it('serves the sandbox page without inline script, and pays through a signed callback exactly once', async () => {
    const { id, token } = await student()
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
    const { id, token } = await student()
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
    const { id, token } = await student()
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

  it('lists an unpaid order whose 15 minutes are up as expired, though nobody asked for it alone', async () => {
    const { token } = await student()
    const order = await ok(preCreatePc, { productCode: 'vip', idempotencyKey: key() }, token)
    const saved = clock
    try {
      clock = order.expiresAt - 1
      expect((await ok(queryPayOrderList, { pageSize: 10 }, token)).list[0]).toMatchObject({ status: 'created' })
      clock = order.expiresAt
      expect((await ok(queryPayOrderList, { pageSize: 10 }, token)).list[0]).toMatchObject({
        orderNo: order.orderNo,
        status: 'expired',
      })
    } finally {
      clock = saved
    }
  })

  it('expires an unpaid order after 15 minutes by the clock; a late callback is refused; cancel closes', async () => {
    const { id, token } = await student()
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
