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
import type { UserDb } from '../../db/user-db/open-user-db.js'
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
 *
 * Each read takes the handle to read on (`on`): the user store, or the
 * transaction a settlement or an activation holds, so its checks see what
 * it wrote and wait for no one else (docs/user-store.md).
 */
export class Memberships {
  constructor(
    private readonly db: UserDb,
    private readonly now: Clock,
  ) {}

  /** Until when a product holds for the user; null when never held. */
  async latestExpiry(userId: number, productCode: ProductCode, on: UserDb = this.db): Promise<number | null> {
    const row = await on
      .selectFrom('member_grants')
      .select((eb) => eb.fn.max('expires_at').as('until'))
      .where('user_id', '=', userId)
      .where('product_code', '=', productCode)
      .executeTakeFirst()
    return row?.until === null || row?.until === undefined ? null : Number(row.until)
  }

  async holds(userId: number, productCode: ProductCode, on: UserDb = this.db): Promise<boolean> {
    const until = await this.latestExpiry(userId, productCode, on)
    return until !== null && this.now() < until
  }

  /** A product's state as the calls carry it: the membership in getUserInfo, the expert package in 专家一对一. */
  async state(userId: number, productCode: ProductCode = MEMBERSHIP_PRODUCT): Promise<Vip> {
    const expiresAt = await this.latestExpiry(userId, productCode)
    return { active: expiresAt !== null && this.now() < expiresAt, expiresAt }
  }

  /** Throws the membership refusal unless the user is a member now. */
  async assert(userId: number | undefined, feature: MemberFeature): Promise<void> {
    if (userId === undefined || !(await this.holds(userId, MEMBERSHIP_PRODUCT))) {
      throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.membershipRequired, MEMBERSHIP_TEXT.membershipRequired(feature))
    }
  }

  /**
   * Where a grant bought now would end: 1 September of the user's exam year.
   * Refuses a user without an exam year, or whose exam year's membership has
   * already ended, or who holds the product already (a second grant would end
   * on the same day and give nothing more).
   */
  async validUntilFor(userId: number, productCode: ProductCode, on: UserDb = this.db): Promise<number> {
    const user = await on.selectFrom('users').select('gk_year').where('id', '=', userId).executeTakeFirst()
    const gkYear = user?.gk_year
    if (gkYear === null || gkYear === undefined) {
      throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.examYearMissing, MEMBERSHIP_TEXT.examYearMissing)
    }
    const until = membershipExpiry(gkYear).getTime()
    if (this.now() >= until) {
      throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.examYearPassed, MEMBERSHIP_TEXT.examYearPassed(gkYear))
    }
    await this.refuseIfHeld(userId, productCode, on)
    return until
  }

  /** Throws 1104 (the membership) or 1109 (another product) while the user holds the product. */
  async refuseIfHeld(userId: number, productCode: ProductCode, on: UserDb = this.db): Promise<void> {
    const until = await this.latestExpiry(userId, productCode, on)
    if (until === null || this.now() >= until) return
    const current = shanghaiDateText(until)
    if (productCode === MEMBERSHIP_PRODUCT) {
      throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.alreadyMember, MEMBERSHIP_TEXT.alreadyMember(current))
    }
    const name = productOf(productCode)?.name ?? productCode
    throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.alreadyHeld, MEMBERSHIP_TEXT.alreadyHeld(name, current))
  }

  /**
   * Records a grant; call on the transaction that consumed its source (an
   * order or a card) and locked the user, after checking the product is not
   * held. The user's unpaid orders for the product close with it (reason
   * held): paying one of them would buy what the user now has. Answers
   * them, so their providers can close the trades.
   */
  async grant(
    tx: UserDb,
    userId: number,
    productCode: ProductCode,
    source: GrantSource,
    sourceRef: string,
    expiresAt: number,
  ): Promise<ClosedOrder[]> {
    const now = this.now()
    await tx
      .insertInto('member_grants')
      .values({
        user_id: userId,
        product_code: productCode,
        source,
        source_ref: sourceRef,
        starts_at: now,
        expires_at: expiresAt,
        created_at: now,
      })
      .execute()
    return tx
      .updateTable('pay_orders')
      .set({ status: 'closed', status_reason: 'held', closed_at: now })
      .where('user_id', '=', userId)
      .where('product_code', '=', productCode)
      .where('status', '=', 'created')
      .returning(['order_no', 'provider'])
      .execute()
  }
}
