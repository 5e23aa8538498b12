import { FINAL_ORDER_STATUSES, type OrderStatus } from '@gaokao/contracts'

export const isFinal = (status: OrderStatus) => FINAL_ORDER_STATUSES.includes(status)

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
