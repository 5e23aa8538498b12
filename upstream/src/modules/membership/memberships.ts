import {
  MEMBERSHIP_PRODUCT,
  MEMBERSHIP_REFUSAL_CODE,
  MEMBERSHIP_TEXT,
  type MemberFeature,
  membershipExpiry,
  type ProductCode,
  shanghaiDateText,
  type Vip,
} from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import { ApiError } from '../../lib/api-error.js'
import type { Clock } from '../../lib/clock.js'
import { productOf } from './products.js'

export type GrantSource = 'order' | 'card'

/** An unpaid order a grant closed: its provider may be told to close the trade too. */
export interface ClosedOrder {
  order_no: string
  provider: string
}

/**
 * What users hold (member_grants): one row per paid order or activated card,
 * unique by its source, so nothing is ever granted twice. A grant runs from
 * its start to 1 September of the user's exam year (docs/spec-rules.md, States). A product is
 * held once at a time: no grant starts while another of the same product
 * holds (checked by the callers inside their transactions, and by a trigger
 * on the table), and a grant closes the user's unpaid orders for the product
 * (docs/payments.md, "One payment per product").
 */
export class Memberships {
  readonly #latest
  readonly #insert
  readonly #closeOpenOrders
  readonly #examYear

  constructor(
    db: Db,
    private readonly now: Clock,
  ) {
    this.#latest = db
      .prepare('SELECT max(expires_at) FROM member_grants WHERE user_id = ? AND product_code = ?')
      .pluck()
    this.#insert =
      db.prepare(`INSERT INTO member_grants (user_id, product_code, source, source_ref, starts_at, expires_at, created_at)
      VALUES (@userId, @productCode, @source, @sourceRef, @startsAt, @expiresAt, @startsAt)`)
    this.#closeOpenOrders = db.prepare(`UPDATE pay_orders SET status = 'closed', status_reason = 'held', closed_at = ?
      WHERE user_id = ? AND product_code = ? AND status = 'created' RETURNING order_no, provider`)
    this.#examYear = db.prepare('SELECT gk_year FROM users WHERE id = ?').pluck()
  }

  /** Until when a product holds for the user; null when never held. */
  latestExpiry(userId: number, productCode: ProductCode): number | null {
    return (this.#latest.get(userId, productCode) as number | null) ?? null
  }

  holds(userId: number, productCode: ProductCode): boolean {
    const until = this.latestExpiry(userId, productCode)
    return until !== null && this.now() < until
  }

  /** A product's state as the calls carry it: the membership in getUserInfo, the expert package in 专家一对一. */
  state(userId: number, productCode: ProductCode = MEMBERSHIP_PRODUCT): Vip {
    const expiresAt = this.latestExpiry(userId, productCode)
    return { active: expiresAt !== null && this.now() < expiresAt, expiresAt }
  }

  /** Throws the membership refusal unless the user is a member now. */
  assert(userId: number | undefined, feature: MemberFeature): void {
    if (userId === undefined || !this.holds(userId, MEMBERSHIP_PRODUCT)) {
      throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.membershipRequired, MEMBERSHIP_TEXT.membershipRequired(feature))
    }
  }

  /**
   * Where a grant bought now would end: 1 September of the user's exam year.
   * Refuses a user without an exam year, or whose exam year's membership has
   * already ended, or who holds the product already (a second grant would end
   * on the same day and give nothing more).
   */
  validUntilFor(userId: number, productCode: ProductCode): number {
    const gkYear = this.#examYear.get(userId) as number | null | undefined
    if (gkYear === null || gkYear === undefined) {
      throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.examYearMissing, MEMBERSHIP_TEXT.examYearMissing)
    }
    const until = membershipExpiry(gkYear).getTime()
    if (this.now() >= until) {
      throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.examYearPassed, MEMBERSHIP_TEXT.examYearPassed(gkYear))
    }
    this.refuseIfHeld(userId, productCode)
    return until
  }

  /** Throws 1104 (the membership) or 1109 (another product) while the user holds the product. */
  refuseIfHeld(userId: number, productCode: ProductCode): void {
    if (!this.holds(userId, productCode)) return
    const current = shanghaiDateText(this.latestExpiry(userId, productCode) as number)
    if (productCode === MEMBERSHIP_PRODUCT) {
      throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.alreadyMember, MEMBERSHIP_TEXT.alreadyMember(current))
    }
    const name = productOf(productCode)?.name ?? productCode
    throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.alreadyHeld, MEMBERSHIP_TEXT.alreadyHeld(name, current))
  }

  /**
   * Records a grant; call inside the write transaction that consumed its
   * source (an order or a card), after checking the product is not held.
   * The user's unpaid orders for the product close with it (reason held):
   * paying one of them would buy what the user now has. Answers them, so
   * their providers can close the trades.
   */
  grant(
    userId: number,
    productCode: ProductCode,
    source: GrantSource,
    sourceRef: string,
    expiresAt: number,
  ): ClosedOrder[] {
    const now = this.now()
    this.#insert.run({ userId, productCode, source, sourceRef, startsAt: now, expiresAt })
    return this.#closeOpenOrders.all(now, userId, productCode) as ClosedOrder[]
  }
}
