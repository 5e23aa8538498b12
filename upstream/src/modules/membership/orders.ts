import { randomInt } from 'node:crypto'
import {
  ORDER_TTL_MS,
  type OrderStatus,
  type OrderStatusReason,
  type PayOrder,
  type ProductCode,
} from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import type { Clock } from '../../lib/clock.js'
import type { ClosedOrder, Memberships } from './memberships.js'
import type { Product } from './products.js'
import type { PaymentNotification } from './providers/provider.js'

interface OrderRow {
  order_no: string
  user_id: number
  product_code: ProductCode
  product_name: string
  amount: number
  provider: string
  idempotency_key: string
  status: OrderStatus
  status_reason: OrderStatusReason | null
  code_url: string
  trade_no: string | null
  valid_until: number
  created_at: number
  expires_at: number
  paid_at: number | null
  closed_at: number | null
}

/**
 * What to do with money for an order that cannot take it (closed, expired, or
 * its product already held): a real provider has taken it, so the order is
 * kept as refunding; the sandbox takes nothing until the order accepts, so it
 * refuses (PaymentProvider.takesMoney).
 */
export type UnpayablePolicy = 'refund' | 'refuse'

/**
 * What a callback did: applied (the one activation; the user's other unpaid
 * orders for the product closed with it), duplicate (nothing changed),
 * closed (a cancel), refund (money the order could not take, owed back) or refused.
 */
export type Settlement =
  | { outcome: 'applied'; order: OrderRow; closedOrders: ClosedOrder[] }
  | { outcome: 'duplicate' | 'closed'; order: OrderRow }
  | { outcome: 'refund'; reason: string; order: OrderRow }
  | { outcome: 'refused'; reason: string; order?: OrderRow }

const p2 = (n: number) => String(n).padStart(2, '0')

/** GK + the Shanghai date and time to the second + 8 random digits: sortable by eye, not guessable. */
function newOrderNo(now: number): string {
  const d = new Date(now + 8 * 60 * 60 * 1000)
  const stamp = `${d.getUTCFullYear()}${p2(d.getUTCMonth() + 1)}${p2(d.getUTCDate())}${p2(d.getUTCHours())}${p2(d.getUTCMinutes())}${p2(d.getUTCSeconds())}`
  return `GK${stamp}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`
}

/**
 * Orders (pay_orders): created -> paid | closed | expired | refunding, each
 * final. An unpaid order expires 15 minutes after it was made, by the
 * injected clock; it is marked so lazily, whenever it is read. Paying is one
 * write transaction: the order must still be created and unexpired and its
 * product not held by the user, then one conditional UPDATE and the grant
 * (which closes the user's other unpaid orders for the product). However
 * many callbacks arrive, for however many of a user's orders for one
 * product, one activates (docs/payments.md, "One payment per product").
 */
export class Orders {
  readonly #byNo
  readonly #byKey
  readonly #insert
  readonly #expireOne
  readonly #expireOfUser
  readonly #pay
  readonly #close
  readonly #closeHeld
  readonly #refund
  readonly #page
  readonly #count
  readonly #settle

  constructor(
    db: Db,
    private readonly now: Clock,
    memberships: Memberships,
  ) {
    this.#byNo = db.prepare('SELECT * FROM pay_orders WHERE order_no = ?')
    this.#byKey = db.prepare('SELECT * FROM pay_orders WHERE user_id = ? AND idempotency_key = ?')
    this.#insert = db.prepare(`INSERT INTO pay_orders (order_no, user_id, product_code, product_name, amount, provider,
      idempotency_key, status, code_url, valid_until, created_at, expires_at)
      VALUES (@orderNo, @userId, @productCode, @productName, @amount, @provider, @key, 'created', @codeUrl, @validUntil,
      @now, @expiresAt)`)
    this.#expireOne = db.prepare(
      "UPDATE pay_orders SET status = 'expired', closed_at = expires_at WHERE order_no = ? AND status = 'created' AND expires_at <= ?",
    )
    this.#expireOfUser = db.prepare(
      "UPDATE pay_orders SET status = 'expired', closed_at = expires_at WHERE user_id = ? AND status = 'created' AND expires_at <= ?",
    )
    this.#pay = db.prepare(`UPDATE pay_orders SET status = 'paid', trade_no = @tradeNo, paid_at = @now
      WHERE order_no = @orderNo AND status = 'created' AND expires_at > @now`)
    this.#close = db.prepare(
      "UPDATE pay_orders SET status = 'closed', closed_at = ? WHERE order_no = ? AND status = 'created' AND expires_at > ?",
    )
    this.#closeHeld = db.prepare(
      "UPDATE pay_orders SET status = 'closed', status_reason = 'held', closed_at = ? WHERE order_no = ? AND status = 'created'",
    )
    this.#refund = db.prepare(`UPDATE pay_orders SET status = 'refunding', status_reason = @reason, trade_no = @tradeNo,
      paid_at = @now, closed_at = coalesce(closed_at, @now)
      WHERE order_no = @orderNo AND status IN ('created', 'closed', 'expired')`)
    this.#page = db.prepare(
      'SELECT * FROM pay_orders WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?',
    )
    this.#count = db.prepare('SELECT count(*) FROM pay_orders WHERE user_id = ?').pluck()

    this.#settle = db.transaction((n: PaymentNotification, unpayable: UnpayablePolicy): Settlement => {
      const now = this.now()
      this.#expireOne.run(n.orderNo, now)
      const order = this.#byNo.get(n.orderNo) as OrderRow | undefined
      if (!order) return { outcome: 'refused', reason: 'unknown order' }
      if (n.amountFen !== order.amount) return { outcome: 'refused', reason: 'amount mismatch', order }
      if (n.status === 'closed') {
        this.#close.run(now, n.orderNo, now)
        const after = this.#byNo.get(n.orderNo) as OrderRow
        return after.status === 'closed' ? { outcome: 'closed', order: after } : { outcome: 'duplicate', order: after }
      }
      if (order.status === 'paid' || order.status === 'refunding') {
        if (order.trade_no !== n.tradeNo) return { outcome: 'refused', reason: 'paid twice under another trade', order }
        return { outcome: 'duplicate', order }
      }
      // Under the write lock, so no other settlement or card can slip in between this check and the grant.
      const held = order.status_reason === 'held' || memberships.holds(order.user_id, order.product_code)
      const why: OrderStatusReason | null = held ? 'held' : order.status !== 'created' ? 'late' : null
      if (why === null && this.#pay.run({ orderNo: n.orderNo, tradeNo: n.tradeNo, now }).changes === 1) {
        const closedOrders = memberships.grant(
          order.user_id,
          order.product_code,
          'order',
          order.order_no,
          order.valid_until,
        )
        return { outcome: 'applied', order: this.#byNo.get(n.orderNo) as OrderRow, closedOrders }
      }
      const reason = why === 'held' ? 'product already held' : `order ${order.status}`
      if (unpayable === 'refund') {
        this.#refund.run({ orderNo: n.orderNo, reason: why ?? 'late', tradeNo: n.tradeNo, now })
        return { outcome: 'refund', reason, order: this.#byNo.get(n.orderNo) as OrderRow }
      }
      // Nothing was taken. An open order for a product the user holds can never be paid: it closes.
      if (why === 'held') this.#closeHeld.run(now, n.orderNo)
      return { outcome: 'refused', reason, order: this.#byNo.get(n.orderNo) as OrderRow }
    })
  }

  /** The user's order for this idempotency key, if one was made. */
  findByKey(userId: number, key: string): OrderRow | undefined {
    return this.#byKey.get(userId, key) as OrderRow | undefined
  }

  create(input: {
    userId: number
    product: Product
    provider: string
    key: string
    codeUrl: (orderNo: string, expiresAt: number) => Promise<{ codeUrl: string }>
    validUntil: number
  }): Promise<OrderRow> {
    const now = this.now()
    const orderNo = newOrderNo(now)
    const expiresAt = now + ORDER_TTL_MS
    return input.codeUrl(orderNo, expiresAt).then(({ codeUrl }) => {
      // Two requests with one key that raced past findByKey: the UNIQUE index lets one in, the other reads it.
      try {
        this.#insert.run({
          orderNo,
          userId: input.userId,
          productCode: input.product.code,
          productName: input.product.name,
          amount: input.product.priceFen,
          provider: input.provider,
          key: input.key,
          codeUrl,
          validUntil: input.validUntil,
          now,
          expiresAt,
        })
      } catch (error) {
        const existing = this.findByKey(input.userId, input.key)
        if (existing) return existing
        throw error
      }
      return this.#byNo.get(orderNo) as OrderRow
    })
  }

  /** An order as it stands now (expired if its 15 minutes are up). */
  find(orderNo: string): OrderRow | undefined {
    this.#expireOne.run(orderNo, this.now())
    return this.#byNo.get(orderNo) as OrderRow | undefined
  }

  page(userId: number, pageNum: number, pageSize: number): { list: OrderRow[]; total: number } {
    this.#expireOfUser.run(userId, this.now())
    return {
      list: this.#page.all(userId, pageSize, (pageNum - 1) * pageSize) as OrderRow[],
      total: this.#count.get(userId) as number,
    }
  }

  /** Applies a verified notification: at most one activation per user and product, whatever arrives. */
  settle(notification: PaymentNotification, unpayable: UnpayablePolicy): Settlement {
    return this.#settle.immediate(notification, unpayable)
  }

  view(row: OrderRow): PayOrder {
    const final = row.status !== 'created'
    return {
      orderNo: row.order_no,
      productCode: row.product_code,
      productName: row.product_name,
      amountFen: row.amount,
      status: row.status,
      statusReason: row.status_reason,
      provider: row.provider,
      codeUrl: final ? '' : row.code_url,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      paidAt: row.paid_at,
      validUntil: row.status === 'paid' ? row.valid_until : null,
    }
  }
}

export type { OrderRow }
