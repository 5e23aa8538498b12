import {
  activeVipCard,
  ORDER_TTL_MS,
  orderStatusText,
  PAY_NOTIFY_PATH,
  queryPayOrder,
  queryPayOrderList,
} from '@gaokao/contracts'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../src/db/migrations/index.js'
import { migrate } from '../src/db/open.js'
import { VipCards } from '../src/modules/membership/cards.js'
import { Memberships } from '../src/modules/membership/memberships.js'
import { PAYING_SIGNATURE_HEADER } from './paying-provider.js'
import {
  callbacksOf,
  grantsOf,
  HELD,
  ok,
  order,
  paying,
  post,
  START,
  statusOf,
  student,
  T,
  UNTIL,
  usePaymentApps,
} from './support/payment-once-api.js'

/**
 * One payment per product (docs/payments.md, "One payment per product"): a
 * student with two open orders for one product (two tabs, or the purchase
 * dialog opened twice, each with its own idempotency key) is granted it
 * once. Paying one closes the others; a payment for a closed order or a held
 * product is refused by the sandbox and kept as refunding from a provider
 * that takes money. The sandbox's page and buttons are the order owner's.
 */

let clock = START
// The sandbox (demo mode), and a provider that takes money (outside demo mode, the checkout provider).
let sandboxApp: FastifyInstance
let payingApp: FastifyInstance
const { confirm } = usePaymentApps(
  () => clock,
  (apps) => {
    sandboxApp = apps.sandboxApp
    payingApp = apps.payingApp
  },
)

describe('one payment per product, through the sandbox', () => {
  it('two orders with different keys, both confirmed: one paid, one grant, the other closed and its payment refused', async () => {
    const { id, token } = await student(sandboxApp)
    const a = await order(sandboxApp, token)
    const b = await order(sandboxApp, token)
    expect(a.orderNo).not.toBe(b.orderNo)
    expect([a.status, b.status]).toEqual(['created', 'created'])

    expect((await confirm(a.orderNo, 'pay', token)).data).toEqual({ status: 'paid', message: T.sandboxPaid })
    // Paying A closed B: it can no longer be paid, and says why.
    expect(await statusOf(sandboxApp, b.orderNo, token)).toEqual({ status: 'closed', statusReason: 'held' })
    expect((await confirm(b.orderNo, 'pay', token)).data).toEqual({
      status: 'closed',
      message: T.sandboxRefused(HELD),
    })
    expect(T.sandboxRefused(HELD)).toBe('未扣款：已通过其他订单或会员卡开通该商品')

    expect(grantsOf(sandboxApp, id)).toEqual([{ product_code: 'vip', source: 'order', source_ref: a.orderNo }])
    const list = await ok(sandboxApp, queryPayOrderList, { pageSize: 10 }, token)
    expect(list.list.map((o: { orderNo: string; status: string }) => [o.orderNo, o.status])).toEqual([
      [b.orderNo, 'closed'],
      [a.orderNo, 'paid'],
    ])
    expect(orderStatusText('closed', 'held')).toBe('已取消（已通过其他订单或会员卡开通该商品）')
  })

  it('holds the expert package once too, beside a membership', async () => {
    const { id, token } = await student(sandboxApp)
    const vip = await order(sandboxApp, token, 'vip')
    expect((await confirm(vip.orderNo, 'pay', token)).data.status).toBe('paid')
    // A member may buy the package: it is another product.
    const a = await order(sandboxApp, token, 'expert')
    const b = await order(sandboxApp, token, 'expert')
    expect((await confirm(b.orderNo, 'pay', token)).data.status).toBe('paid')
    expect((await confirm(a.orderNo, 'pay', token)).data).toEqual({
      status: 'closed',
      message: T.sandboxRefused(HELD),
    })
    expect(grantsOf(sandboxApp, id).map((g) => [g.product_code, g.source_ref])).toEqual([
      ['vip', vip.orderNo],
      ['expert', b.orderNo],
    ])
  })

  it('gives exactly one grant under a burst of 20 confirmations across two open orders', async () => {
    const { id, token } = await student(sandboxApp)
    const [a, b] = [await order(sandboxApp, token), await order(sandboxApp, token)]
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => confirm((i % 2 === 0 ? a : b).orderNo, 'pay', token)),
    )
    expect(answers.every((x) => x.status === 200 && x.code === 0)).toBe(true)
    expect(grantsOf(sandboxApp, id)).toHaveLength(1)
    const winner = grantsOf(sandboxApp, id)[0]?.source_ref
    const loser = winner === a.orderNo ? b.orderNo : a.orderNo
    expect(await statusOf(sandboxApp, winner ?? '', token)).toEqual({ status: 'paid', statusReason: null })
    expect(await statusOf(sandboxApp, loser, token)).toEqual({ status: 'closed', statusReason: 'held' })
    expect(callbacksOf(sandboxApp, winner ?? '').filter((c) => c === 'applied')).toHaveLength(1)
  })

  it('closes an open order when a card grants its product; its payment is then refused', async () => {
    const { id, token } = await student(sandboxApp)
    const a = await order(sandboxApp, token)
    const cardNo = 'TEST-ONCE-CARD-0001'
    await new VipCards(
      sandboxApp.userDb,
      sandboxApp.userDialect,
      sandboxApp.now,
      new Memberships(sandboxApp.userDb, sandboxApp.now),
    ).issue(cardNo, 'vip', clock + ORDER_TTL_MS)
    expect((await post(sandboxApp, activeVipCard, { cardNo }, token)).code).toBe(0)
    expect(await statusOf(sandboxApp, a.orderNo, token)).toEqual({ status: 'closed', statusReason: 'held' })
    expect((await confirm(a.orderNo, 'pay', token)).data.message).toBe(T.sandboxRefused(HELD))
    expect(grantsOf(sandboxApp, id).map((g) => g.source)).toEqual(['card'])
  })

  it('refuses, under the write lock, an open order whose product became held after it was made', async () => {
    const { id, token } = await student(sandboxApp)
    const a = await order(sandboxApp, token)
    const b = await order(sandboxApp, token)
    expect((await confirm(a.orderNo, 'pay', token)).data.status).toBe('paid')
    // As if B had been inserted just after A's settlement (preCreate checks before the provider answers,
    // and a real provider takes a while): open, for a product the student now holds.
    sandboxApp.db
      .prepare("UPDATE pay_orders SET status = 'created', status_reason = NULL, closed_at = NULL WHERE order_no = ?")
      .run(b.orderNo)
    expect((await confirm(b.orderNo, 'pay', token)).data).toEqual({
      status: 'closed',
      message: T.sandboxRefused(HELD),
    })
    expect(callbacksOf(sandboxApp, b.orderNo)).toEqual(['refused: product already held'])
    expect(grantsOf(sandboxApp, id)).toHaveLength(1)
  })

  it('never writes a second grant of a product that holds: the table refuses it', async () => {
    const { id } = await student(sandboxApp)
    const memberships = new Memberships(sandboxApp.userDb, sandboxApp.now)
    const db = sandboxApp.userDb
    await memberships.grant(db, id, 'vip', 'card', `TEST-GRANT-${id}-1`, UNTIL)
    await expect(memberships.grant(db, id, 'vip', 'card', `TEST-GRANT-${id}-2`, UNTIL)).rejects.toThrow(/already holds/)
    // Another product is another matter.
    await memberships.grant(db, id, 'expert', 'card', `TEST-GRANT-${id}-3`, UNTIL)
    expect(grantsOf(sandboxApp, id).map((g) => g.product_code)).toEqual(['vip', 'expert'])
  })
})

/** A signed callback from the provider that takes money, as it would send one. */
async function payingCallback(orderNo: string, amountFen: number, status: 'paid' | 'closed', tradeNo: string) {
  const { rawBody, signature } = paying.sign({ orderNo, amountFen, status, tradeNo, paidAt: clock })
  const res = await payingApp.inject({
    method: 'POST',
    url: `/api/v1${PAY_NOTIFY_PATH}/${paying.name}`,
    headers: { 'content-type': 'application/json', [PAYING_SIGNATURE_HEADER]: signature },
    payload: rawBody,
  })
  return { status: res.statusCode, body: res.body }
}

describe('a provider that takes money: a payment the order cannot accept is kept for refund', () => {
  it('marks a payment for an order another payment closed 待退款, grants nothing more, and accepts the callback', async () => {
    const { id, token } = await student(payingApp)
    const a = await order(payingApp, token)
    const b = await order(payingApp, token)
    expect(a.provider).toBe('paying')

    expect(await payingCallback(b.orderNo, b.amountFen, 'paid', 'TRADE-B')).toEqual({ status: 200, body: 'ok' })
    expect(await statusOf(payingApp, a.orderNo, token)).toEqual({ status: 'closed', statusReason: 'held' })
    // The provider is told to close the other trade, so it stops taking money for it.
    expect(paying.closedTrades).toContain(a.orderNo)

    // The payer paid A anyway (the trade was still open at the provider): owed back, not granted, not retried.
    expect(await payingCallback(a.orderNo, a.amountFen, 'paid', 'TRADE-A')).toEqual({ status: 200, body: 'ok' })
    const refunding = await ok(payingApp, queryPayOrder, { orderNo: a.orderNo }, token)
    expect(refunding).toMatchObject({ status: 'refunding', statusReason: 'held', paidAt: clock, validUntil: null })
    expect(callbacksOf(payingApp, a.orderNo)).toEqual(['refund: product already held'])
    // The provider retries: nothing changes.
    expect((await payingCallback(a.orderNo, a.amountFen, 'paid', 'TRADE-A')).status).toBe(200)
    expect(callbacksOf(payingApp, a.orderNo)).toEqual(['refund: product already held', 'duplicate'])
    expect(grantsOf(payingApp, id)).toEqual([{ product_code: 'vip', source: 'order', source_ref: b.orderNo }])
    expect(orderStatusText('refunding', 'held')).toBe('待退款（已通过其他订单或会员卡开通该商品）')
  })

  it('marks a payment for a cancelled or an expired order 待退款 (late), and grants nothing', async () => {
    const { id, token } = await student(payingApp)
    const cancelled = await order(payingApp, token)
    expect((await payingCallback(cancelled.orderNo, cancelled.amountFen, 'closed', 'TRADE-C')).status).toBe(200)
    expect((await payingCallback(cancelled.orderNo, cancelled.amountFen, 'paid', 'TRADE-C')).status).toBe(200)
    expect(await statusOf(payingApp, cancelled.orderNo, token)).toEqual({ status: 'refunding', statusReason: 'late' })

    const late = await order(payingApp, token)
    const saved = clock
    try {
      clock = late.expiresAt
      expect((await payingCallback(late.orderNo, late.amountFen, 'paid', 'TRADE-L')).status).toBe(200)
      expect(await statusOf(payingApp, late.orderNo, token)).toEqual({ status: 'refunding', statusReason: 'late' })
    } finally {
      clock = saved
    }
    expect(grantsOf(payingApp, id)).toEqual([])
    expect(orderStatusText('refunding', 'late')).toBe('待退款（付款时订单已取消或已超时）')
  })

  it('gives exactly one grant under a burst of 20 callbacks across two open orders; the other is refunding', async () => {
    const { id, token } = await student(payingApp)
    const [a, b] = [await order(payingApp, token), await order(payingApp, token)]
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const o = i % 2 === 0 ? a : b
        return payingCallback(o.orderNo, o.amountFen, 'paid', `TRADE-${o.orderNo}`)
      }),
    )
    expect(answers.every((x) => x.status === 200)).toBe(true)
    expect(grantsOf(payingApp, id)).toHaveLength(1)
    const states = [await statusOf(payingApp, a.orderNo, token), await statusOf(payingApp, b.orderNo, token)]
    expect(states.map((s) => s.status).sort()).toEqual(['paid', 'refunding'])
  })
})

describe('migration 9', () => {
  it('keeps the orders of a database made before it, with no reason', () => {
    const db = new Database(':memory:')
    try {
      db.pragma('foreign_keys = ON')
      for (const sql of MIGRATIONS.slice(0, 8)) db.exec(sql)
      db.pragma('user_version = 8')
      db.prepare("INSERT INTO users (id, phone, created_at, updated_at) VALUES (1, '13799999999', 0, 0)").run()
      db.prepare(`INSERT INTO pay_orders (order_no, user_id, product_code, product_name, amount, provider,
        idempotency_key, status, code_url, valid_until, created_at, expires_at, paid_at)
        VALUES ('GK1', 1, 'vip', '志愿填报会员', 69900, 'sandbox', 'k', 'paid', '', 1, 0, 1, 0)`).run()
      migrate(db)
      expect(db.prepare('SELECT order_no, status, status_reason FROM pay_orders').all()).toEqual([
        { order_no: 'GK1', status: 'paid', status_reason: null },
      ])
      expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length)
    } finally {
      db.close()
    }
  })
})
