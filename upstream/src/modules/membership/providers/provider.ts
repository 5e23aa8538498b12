/**
 * A payment provider behind the orders (docs/payments.md). The orders module
 * owns the states and the exactly-once activation; a provider only turns an
 * order into something a payer can scan, and a provider's callback into a
 * verified notification. The sandbox (demo mode) implements it; WeChat Pay
 * (Native) and Alipay (当面付 precreate) plug in the same way.
 */

/** What the orders module asks a provider to collect. */
export interface PaymentRequest {
  orderNo: string
  /** Fen, from the product. */
  amountFen: number
  /** The product's name, as the payer sees it. */
  subject: string
  /** The order stops being payable at this instant (ms); providers take it as their own time limit. */
  expiresAt: number
}

/** A callback the provider signed, after verification. */
export interface PaymentNotification {
  orderNo: string
  /** What the payer paid, in fen: checked against the order. */
  amountFen: number
  /** paid: the money arrived; closed: the payer cancelled (or the provider closed the trade). */
  status: 'paid' | 'closed'
  /** The provider's own trade number. */
  tradeNo: string
  /** When the provider took the money (ms). */
  paidAt: number
}

/** A provider's callback exactly as it arrived: the signature covers the raw body. */
export interface RawCallback {
  headers: Readonly<Record<string, string | string[] | undefined>>
  rawBody: string
}

export type VerifiedCallback = { ok: true; notification: PaymentNotification } | { ok: false; reason: string }

/** What the provider expects to read back from a callback. */
export interface CallbackAnswer {
  status: number
  contentType: string
  body: string
}

export interface PaymentProvider {
  /** The name in the callback path (/api/v1/pay/notify/<name>) and on orders. */
  readonly name: string
  /**
   * Whether a paid notification means the payer's money was taken. True for
   * every real provider: a payment the order cannot accept (closed, expired,
   * or its product already held) is then kept as refunding, to be paid back.
   * The sandbox takes nothing, so such a payment is refused instead.
   */
  readonly takesMoney: boolean
  /** Creates the provider's side of the order; answers what the QR code encodes (a URL, or a path on this site). */
  createPayment(request: PaymentRequest): Promise<{ codeUrl: string }>
  /** Checks the signature and reads the notification; a refusal names its reason for the log. */
  verifyCallback(callback: RawCallback): VerifiedCallback
  /** The answer that tells the provider the callback was taken (or must be retried). */
  answer(accepted: boolean): CallbackAnswer
  /** Closes the trade at the provider when the order expires, so it can no longer be paid. */
  closePayment?(orderNo: string): Promise<void>
}
