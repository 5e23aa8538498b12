import { createHmac } from 'node:crypto'
import type {
  CallbackAnswer,
  PaymentNotification,
  PaymentProvider,
  RawCallback,
  VerifiedCallback,
} from '../src/modules/membership/providers/provider.js'

/** The header this provider signs its callbacks in. */
export const PAYING_SIGNATURE_HEADER = 'x-paying-signature'

/**
 * A stand-in for a real provider (WeChat Pay, Alipay) in tests: like them it
 * takes money (takesMoney), so a payment an order cannot accept must be kept
 * for refund, never granted and never simply refused. Its callbacks are JSON
 * signed with HMAC-SHA256, as the sandbox's, under a key of its own.
 */
export class PayingProvider implements PaymentProvider {
  readonly name = 'paying'
  readonly takesMoney = true
  /** The trades closePayment was asked to close, in order. */
  readonly closedTrades: string[] = []

  constructor(private readonly secret: string) {}

  async createPayment({ orderNo }: { orderNo: string }): Promise<{ codeUrl: string }> {
    return { codeUrl: `paying://pay/${orderNo}` }
  }

  /** A callback as this provider would send it. */
  sign(notification: PaymentNotification): { rawBody: string; signature: string } {
    const rawBody = JSON.stringify(notification)
    return { rawBody, signature: createHmac('sha256', this.secret).update(rawBody).digest('hex') }
  }

  verifyCallback({ headers, rawBody }: RawCallback): VerifiedCallback {
    const given = headers[PAYING_SIGNATURE_HEADER]
    const expected = createHmac('sha256', this.secret).update(rawBody).digest('hex')
    if (given !== expected) return { ok: false, reason: 'signature mismatch' }
    return { ok: true, notification: JSON.parse(rawBody) as PaymentNotification }
  }

  answer(accepted: boolean): CallbackAnswer {
    return { status: accepted ? 200 : 400, contentType: 'text/plain; charset=utf-8', body: accepted ? 'ok' : 'fail' }
  }

  async closePayment(orderNo: string): Promise<void> {
    this.closedTrades.push(orderNo)
  }
}
