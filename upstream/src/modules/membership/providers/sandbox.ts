import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { API_PREFIX, PAY_SANDBOX_PAGE_PATH, PAY_SANDBOX_SIGNATURE_HEADER } from '@gaokao/contracts'
import type { CallbackAnswer, PaymentNotification, PaymentProvider, RawCallback, VerifiedCallback } from './provider.js'

export const SANDBOX_PROVIDER = 'sandbox'

/** HMAC-SHA256 of the raw body, hex. */
export function signSandbox(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')
}

/** The demo mode's key when PAY_SANDBOX_SECRET is unset: new at every start, kept in memory only. */
export function sandboxSecret(configured: string): string {
  return configured !== '' ? configured : randomBytes(32).toString('hex')
}

const isNotification = (v: unknown): v is PaymentNotification => {
  if (typeof v !== 'object' || v === null) return false
  const n = v as Record<string, unknown>
  return (
    typeof n.orderNo === 'string' &&
    Number.isSafeInteger(n.amountFen) &&
    (n.status === 'paid' || n.status === 'closed') &&
    typeof n.tradeNo === 'string' &&
    Number.isSafeInteger(n.paidAt)
  )
}

/**
 * The sandbox provider (demo mode only): the QR code leads to a page of this
 * site where the payer confirms or cancels; the confirmation comes back as a
 * callback like a real provider's, its raw JSON body signed with HMAC-SHA256
 * in the x-sandbox-signature header.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER
  /** No money moves: a payment the order cannot take is refused, and the sandbox page says why. */
  readonly takesMoney = false

  constructor(private readonly secret: string) {}

  async createPayment({ orderNo }: { orderNo: string }): Promise<{ codeUrl: string }> {
    return { codeUrl: `${API_PREFIX}${PAY_SANDBOX_PAGE_PATH}/${orderNo}` }
  }

  /** The callback the sandbox sends: a body and its signature. */
  sign(notification: PaymentNotification & { nonce: string }): { rawBody: string; signature: string } {
    const rawBody = JSON.stringify(notification)
    return { rawBody, signature: signSandbox(this.secret, rawBody) }
  }

  verifyCallback({ headers, rawBody }: RawCallback): VerifiedCallback {
    const given = headers[PAY_SANDBOX_SIGNATURE_HEADER]
    if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: 'signature missing' }
    const expected = Buffer.from(signSandbox(this.secret, rawBody), 'hex')
    if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return { ok: false, reason: 'signature mismatch' }
    let parsed: unknown
    try {
      parsed = JSON.parse(rawBody)
    } catch {
      return { ok: false, reason: 'body not JSON' }
    }
    if (!isNotification(parsed)) return { ok: false, reason: 'body not a notification' }
    const { orderNo, amountFen, status, tradeNo, paidAt } = parsed
    return { ok: true, notification: { orderNo, amountFen, status, tradeNo, paidAt } }
  }

  answer(accepted: boolean): CallbackAnswer {
    return {
      status: accepted ? 200 : 400,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(accepted ? { code: 'SUCCESS' } : { code: 'FAIL' }),
    }
  }
}
