import { randomInt } from 'node:crypto'
import {
  ORDER_TTL_MS,
  type OrderStatus,
  type OrderStatusReason,
  type PayOrder,
  type ProductCode,
} from '@gaokao/contracts'
import { sql } from 'kysely'
import { lockUser } from '../../db/user-db/locks.js'
import type { UserDb, UserDialect } from '../../db/user-db/open-user-db.js'
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

/**
 * Ties of created_at (two orders in one millisecond) in the order they were
 * made: SQLite's rowid, PostgreSQL's seq column (db/user-db/postgres-migrations.ts).
 */
const insertionOrder = (dialect: UserDialect) => (dialect === 'sqlite' ? sql<number>`rowid` : sql<number>`seq`)

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
 * transaction of the user store that locks the user: the order must still be
 * created and unexpired and its product not held by the user, then one
 * conditional UPDATE and the grant (which closes the user's other unpaid
 * orders for the product). However many callbacks arrive, at however many
 * replicas, for however many of a user's orders for one product, one
 * activates (docs/payments.md, "One payment per product").
 */
export class Orders {
  constructor(
    private readonly db: UserDb,
    private readonly dialect: UserDialect,
    private readonly now: Clock,
    private readonly memberships: Memberships,
  ) {}

  #byNo(orderNo: string, on: UserDb = this.db): Promise<OrderRow | undefined> {
    return on.selectFrom('pay_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst() as Promise<
      OrderRow | undefined
    >
  }

  /** Marks unpaid orders whose 15 minutes are up as expired: one order, or every order of a user. */
  async #expire(which: { orderNo: string } | { userId: number }, now: number, on: UserDb = this.db): Promise<void> {
    await on
      .updateTable('pay_orders')
      .set((eb) => ({ status: 'expired', closed_at: eb.ref('expires_at') }))
      .$call((q) =>
        'orderNo' in which ? q.where('order_no', '=', which.orderNo) : q.where('user_id', '=', which.userId),
      )
      .where('status', '=', 'created')
      .where('expires_at', '<=', now)
      .execute()
  }

  /** The user's order for this idempotency key, if one was made. */
  findByKey(userId: number, key: string): Promise<OrderRow | undefined> {
    return this.db
      .selectFrom('pay_orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst() as Promise<OrderRow | undefined>
  }

  async create(input: {
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
    const { codeUrl } = await input.codeUrl(orderNo, expiresAt)
    // Two requests with one key that raced past findByKey: the UNIQUE index lets one in, the other reads it.
    try {
      await this.db
        .insertInto('pay_orders')
        .values({
          order_no: orderNo,
          user_id: input.userId,
          product_code: input.product.code,
          product_name: input.product.name,
          amount: input.product.priceFen,
          provider: input.provider,
          idempotency_key: input.key,
          status: 'created',
          code_url: codeUrl,
          valid_until: input.validUntil,
          created_at: now,
          expires_at: expiresAt,
        })
        .execute()
    } catch (error) {
      const existing = await this.findByKey(input.userId, input.key)
      if (existing) return existing
      throw error
    }
    return (await this.#byNo(orderNo)) as OrderRow
  }

  /** An order as it stands now (expired if its 15 minutes are up). */
  async find(orderNo: string): Promise<OrderRow | undefined> {
    await this.#expire({ orderNo }, this.now())
    return this.#byNo(orderNo)
  }

  async page(userId: number, pageNum: number, pageSize: number): Promise<{ list: OrderRow[]; total: number }> {
    await this.#expire({ userId }, this.now())
    const list = await this.db
      .selectFrom('pay_orders')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy(insertionOrder(this.dialect), 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute()
    const count = await this.db
      .selectFrom('pay_orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    return { list: list as OrderRow[], total: Number(count.n) }
  }

  /** Applies a verified notification: at most one activation per user and product, whatever arrives. */
  settle(n: PaymentNotification, unpayable: UnpayablePolicy): Promise<Settlement> {
    return this.db.transaction().execute(async (tx) => {
      const now = this.now()
      // On SQLite a write comes first: it takes the file's write lock before anything is read, as BEGIN
      // IMMEDIATE would, so a second process on the same file waits instead of failing on a stale read.
      if (this.dialect === 'sqlite') await this.#expire({ orderNo: n.orderNo }, now, tx)
      const owner = await tx
        .selectFrom('pay_orders')
        .select('user_id')
        .where('order_no', '=', n.orderNo)
        .executeTakeFirst()
      if (!owner) return { outcome: 'refused', reason: 'unknown order' }
      // The user first, then the order's row: a card activation locks in the same order, so neither waits on the other.
      await lockUser(tx, this.dialect, owner.user_id)
      await this.#expire({ orderNo: n.orderNo }, now, tx)
      const order = (await this.#byNo(n.orderNo, tx)) as OrderRow
      return this.#settleLocked(tx, order, n, unpayable, now)
    })
  }

  async #settleLocked(
    tx: UserDb,
    order: OrderRow,
    n: PaymentNotification,
    unpayable: UnpayablePolicy,
    now: number,
  ): Promise<Settlement> {
    if (n.amountFen !== order.amount) return { outcome: 'refused', reason: 'amount mismatch', order }
    if (n.status === 'closed') {
      await tx
        .updateTable('pay_orders')
        .set({ status: 'closed', closed_at: now })
        .where('order_no', '=', n.orderNo)
        .where('status', '=', 'created')
        .where('expires_at', '>', now)
        .execute()
      const after = (await this.#byNo(n.orderNo, tx)) as OrderRow
      return after.status === 'closed' ? { outcome: 'closed', order: after } : { outcome: 'duplicate', order: after }
    }
    if (order.status === 'paid' || order.status === 'refunding') {
      if (order.trade_no !== n.tradeNo) return { outcome: 'refused', reason: 'paid twice under another trade', order }
      return { outcome: 'duplicate', order }
    }
    // The user is locked, so no other settlement or card can slip in between this check and the grant.
    const held = order.status_reason === 'held' || (await this.memberships.holds(order.user_id, order.product_code, tx))
    const why: OrderStatusReason | null = held ? 'held' : order.status !== 'created' ? 'late' : null
    if (why === null) {
      const paid = await tx
        .updateTable('pay_orders')
        .set({ status: 'paid', trade_no: n.tradeNo, paid_at: now })
        .where('order_no', '=', n.orderNo)
        .where('status', '=', 'created')
        .where('expires_at', '>', now)
        .executeTakeFirst()
      if (Number(paid.numUpdatedRows) === 1) {
        const closedOrders = await this.memberships.grant(
          tx,
          order.user_id,
          order.product_code,
          'order',
          order.order_no,
          order.valid_until,
        )
        return { outcome: 'applied', order: (await this.#byNo(n.orderNo, tx)) as OrderRow, closedOrders }
      }
    }
    const reason = why === 'held' ? 'product already held' : `order ${order.status}`
    if (unpayable === 'refund') {
      await tx
        .updateTable('pay_orders')
        .set((eb) => ({
          status: 'refunding',
          status_reason: why ?? 'late',
          trade_no: n.tradeNo,
          paid_at: now,
          closed_at: eb.fn.coalesce('closed_at', sql.lit(now)),
        }))
        .where('order_no', '=', n.orderNo)
        .where('status', 'in', ['created', 'closed', 'expired'])
        .execute()
      return { outcome: 'refund', reason, order: (await this.#byNo(n.orderNo, tx)) as OrderRow }
    }
    // Nothing was taken. An open order for a product the user holds can never be paid: it closes.
    if (why === 'held') {
      await tx
        .updateTable('pay_orders')
        .set({ status: 'closed', status_reason: 'held', closed_at: now })
        .where('order_no', '=', n.orderNo)
        .where('status', '=', 'created')
        .execute()
    }
    return { outcome: 'refused', reason, order: (await this.#byNo(n.orderNo, tx)) as OrderRow }
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
