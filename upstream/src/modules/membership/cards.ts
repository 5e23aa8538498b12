import { MEMBERSHIP_REFUSAL_CODE, MEMBERSHIP_TEXT, type ProductCode } from '@gaokao/contracts'
import { lockUser } from '../../db/user-db/locks.js'
import type { UserDb, UserDialect } from '../../db/user-db/open-user-db.js'
import { ApiError } from '../../lib/api-error.js'
import type { Clock } from '../../lib/clock.js'
import type { Memberships } from './memberships.js'

export interface CardRow {
  code: string
  product_code: ProductCode
  expires_at: number
  used_by: number | null
  used_at: number | null
}

/** Card codes are compared without surrounding spaces and in upper case. */
export const normalizeCardNo = (cardNo: string) => cardNo.trim().toUpperCase()

/**
 * VIP cards (vip_cards): each grants its product once, before its own
 * expiry, to a user who does not hold it. Activation is one transaction of
 * the user store that locks the user, then one conditional UPDATE (unused,
 * unexpired) and the grant, so a card pressed at several replicas at once
 * is used once (docs/user-store.md).
 */
export class VipCards {
  constructor(
    private readonly db: UserDb,
    private readonly dialect: UserDialect,
    private readonly now: Clock,
    private readonly memberships: Memberships,
  ) {}

  /** The card if it may be activated now; else the refusal for an unknown, used or expired card. */
  async usable(cardNo: string, on: UserDb = this.db): Promise<CardRow> {
    const card = (await on
      .selectFrom('vip_cards')
      .select(['code', 'product_code', 'expires_at', 'used_by', 'used_at'])
      .where('code', '=', normalizeCardNo(cardNo))
      .executeTakeFirst()) as CardRow | undefined
    if (!card) throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.cardInvalid, MEMBERSHIP_TEXT.cardInvalid)
    if (card.used_at !== null) throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.cardUsed, MEMBERSHIP_TEXT.cardUsed)
    if (this.now() >= card.expires_at) {
      throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.cardExpired, MEMBERSHIP_TEXT.cardExpired)
    }
    return card
  }

  /**
   * Uses the card for the user and grants its product. A refusal inside
   * (held meanwhile, used or expired meanwhile) is made before any write and
   * commits rather than rolls back: on SQLite the transaction is open on the
   * connection the whole process shares, and a rollback would also undo what
   * other requests wrote through app.db meanwhile (docs/wish-bad-input.md).
   */
  async activate(card: CardRow, userId: number, validUntil: number): Promise<void> {
    const refused = await this.db.transaction().execute(async (tx) => {
      await lockUser(tx, this.dialect, userId)
      try {
        await this.#activateLocked(tx, card, userId, validUntil)
        return undefined
      } catch (error) {
        if (error instanceof ApiError) return error
        throw error
      }
    })
    if (refused) throw refused
  }

  async #activateLocked(tx: UserDb, card: CardRow, userId: number, validUntil: number): Promise<void> {
    const now = this.now()
    // Checked again under the lock: an order may have been settled since the call's own check.
    await this.memberships.refuseIfHeld(userId, card.product_code, tx)
    const used = await tx
      .updateTable('vip_cards')
      .set({ used_by: userId, used_at: now })
      .where('code', '=', card.code)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst()
    if (Number(used.numUpdatedRows) !== 1) {
      // Someone else used it in between, or it expired this very moment: say which.
      await this.usable(card.code, tx)
    }
    await this.memberships.grant(tx, userId, card.product_code, 'card', card.code, validUntil)
  }

  /** Issues a card (operators, demo seeding, tests); an existing code is left as it is. */
  async issue(code: string, productCode: ProductCode, expiresAt: number): Promise<void> {
    await this.db
      .insertInto('vip_cards')
      .values({ code: normalizeCardNo(code), product_code: productCode, expires_at: expiresAt, created_at: this.now() })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute()
  }

  /**
   * Marks a seeded card as used by a user (demo seeding), with its grant.
   * Two replicas booting at once both try: the lock lets one in, and the
   * other's refusal (card used, or the user a member already) means done.
   */
  async seedUsed(code: string, userId: number, validUntil: number): Promise<void> {
    try {
      const card = await this.usable(code)
      await this.activate(card, userId, validUntil)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
    }
  }
}
