import type { FastifyBaseLogger } from 'fastify'
import type { UserDb } from '../../db/user-db/open-user-db.js'
import type { Clock } from '../../lib/clock.js'
import type { ClosedOrder } from './memberships.js'
import type { Orders, Settlement } from './orders.js'
import type { PaymentProvider, RawCallback } from './providers/provider.js'

/** What became of one callback: accepted tells the provider to stop retrying. */
export interface Received {
  accepted: boolean
  settlement?: Settlement
}

/**
 * Provider callbacks, verified and applied: the notify route takes them from
 * the providers, the sandbox's buttons hand them in directly. Each one is
 * logged in pay_callbacks with its outcome (docs/payments.md, "The flow").
 */
export class PaymentCallbacks {
  constructor(
    private readonly db: UserDb,
    private readonly now: Clock,
    private readonly orders: Orders,
    private readonly providers: ReadonlyMap<string, PaymentProvider>,
  ) {}

  async #log(provider: string, orderNo: string | null, outcome: string, reason: string, receivedAt: number) {
    await this.db
      .insertInto('pay_callbacks')
      .values({ provider, order_no: orderNo, outcome, reason, received_at: receivedAt })
      .execute()
  }

  async receive(provider: PaymentProvider, callback: RawCallback, log: FastifyBaseLogger): Promise<Received> {
    const verified = provider.verifyCallback(callback)
    const now = this.now()
    if (!verified.ok) {
      await this.#log(provider.name, null, 'refused', verified.reason, now)
      log.warn({ provider: provider.name, reason: verified.reason }, 'payment callback refused')
      return { accepted: false }
    }
    const notification = verified.notification
    const settled = await this.orders.settle(notification, provider.takesMoney ? 'refund' : 'refuse')
    const context = { provider: provider.name, orderNo: notification.orderNo, outcome: settled.outcome }
    if (settled.outcome === 'refused') {
      await this.#log(provider.name, notification.orderNo, 'refused', settled.reason, now)
      log.warn(
        {
          ...context,
          reason: settled.reason,
          amountFen: notification.amountFen,
          orderAmountFen: settled.order?.amount,
        },
        'payment callback refused',
      )
      return { accepted: false, settlement: settled }
    }
    if (settled.outcome === 'refund') {
      // Taken, so the provider may stop retrying; the money is owed back (an operator's or a refund job's work).
      await this.#log(provider.name, notification.orderNo, 'refund', settled.reason, now)
      log.warn({ ...context, reason: settled.reason, tradeNo: notification.tradeNo }, 'payment to refund')
      return { accepted: true, settlement: settled }
    }
    await this.#log(provider.name, notification.orderNo, settled.outcome, '', now)
    log.info(context, 'payment callback')
    if (settled.outcome === 'applied') this.closeTrades(settled.closedOrders, log)
    return { accepted: true, settlement: settled }
  }

  /** The orders a payment closed: their providers stop taking money for them where they can. */
  private closeTrades(closed: readonly ClosedOrder[], log: FastifyBaseLogger): void {
    for (const order of closed) {
      const provider = this.providers.get(order.provider)
      if (!provider?.closePayment) continue
      provider.closePayment(order.order_no).catch((error: unknown) => {
        // A trade left open is still safe: a payment for its closed order is kept as refunding, not granted.
        log.warn({ provider: order.provider, orderNo: order.order_no, err: error }, 'closing a trade failed')
      })
    }
  }
}
