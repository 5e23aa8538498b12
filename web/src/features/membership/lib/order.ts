import { FINAL_ORDER_STATUSES, MEMBERSHIP_TEXT, type OrderStatus, type PayOrder } from '@gaokao/contracts'

const T = MEMBERSHIP_TEXT

export const isFinal = (status: OrderStatus) => FINAL_ORDER_STATUSES.includes(status)

/**
 * What the purchase dialog says about an order that ended unpaid (closed,
 * expired or refunding), its reason when it has one, and whether to offer
 * a new order: not when the student already holds the product, since a new
 * order would be refused (docs/payments.md, "One payment per product").
 */
export function unpaidOutcome(order: Pick<PayOrder, 'status' | 'statusReason'>): {
  text: string
  detail: string | null
  retry: boolean
} {
  const held = order.statusReason === 'held'
  if (order.status === 'refunding') {
    return { text: T.refunding, detail: order.statusReason && T.orderStatusReason[order.statusReason], retry: !held }
  }
  if (held) return { text: T.closedHeld, detail: null, retry: false }
  return { text: order.status === 'expired' ? T.expired : T.closed, detail: null, retry: true }
}

/** mm:ss left until an instant, never negative. */
export function countdown(until: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((until - now) / 1000))
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}

/** An idempotency key for one purchase attempt: 32 hex digits (getRandomValues works on plain HTTP too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The QR payload as a phone opens it: a path becomes a URL of this site. */
export function absoluteUrl(codeUrl: string, origin: string): string {
  return new URL(codeUrl, origin).href
}
