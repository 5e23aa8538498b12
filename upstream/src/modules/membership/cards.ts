import { MEMBERSHIP_REFUSAL_CODE, MEMBERSHIP_TEXT, type ProductCode } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
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
 * expiry, to a user who does not hold it. Activation is one conditional
 * UPDATE (unused, unexpired) in the same transaction as the grant.
 */
export class VipCards {
  readonly #byCode
  readonly #insert
  readonly #use
  readonly #activate

  constructor(
    db: Db,
    private readonly now: Clock,
    memberships: Memberships,
  ) {
    this.#byCode = db.prepare('SELECT * FROM vip_cards WHERE code = ?')
    this.#insert = db.prepare(
      'INSERT OR IGNORE INTO vip_cards (code, product_code, expires_at, created_at) VALUES (?, ?, ?, ?)',
    )
    this.#use = db.prepare(
      'UPDATE vip_cards SET used_by = ?, used_at = ? WHERE code = ? AND used_at IS NULL AND expires_at > ?',
    )
    this.#activate = db.transaction((card: CardRow, userId: number, validUntil: number) => {
      const now = this.now()
      // Checked again under the write lock: an order may have been settled since the call's own check.
      memberships.refuseIfHeld(userId, card.product_code)
      if (this.#use.run(userId, now, card.code, now).changes !== 1) {
        // Someone else used it in between, or it expired this very moment: say which.
        this.usable(card.code)
      }
      memberships.grant(userId, card.product_code, 'card', card.code, validUntil)
    })
  }

  /** The card if it may be activated now; else the refusal for an unknown, used or expired card. */
  usable(cardNo: string): CardRow {
    const card = this.#byCode.get(normalizeCardNo(cardNo)) as CardRow | undefined
    if (!card) throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.cardInvalid, MEMBERSHIP_TEXT.cardInvalid)
    if (card.used_at !== null) throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.cardUsed, MEMBERSHIP_TEXT.cardUsed)
    if (this.now() >= card.expires_at) {
      throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.cardExpired, MEMBERSHIP_TEXT.cardExpired)
    }
    return card
  }

  activate(card: CardRow, userId: number, validUntil: number): void {
    this.#activate.immediate(card, userId, validUntil)
  }

  /** Issues a card (operators, demo seeding, tests); an existing code is left as it is. */
  issue(code: string, productCode: ProductCode, expiresAt: number): void {
    this.#insert.run(normalizeCardNo(code), productCode, expiresAt, this.now())
  }

  /** Marks a seeded card as used by a user (demo seeding), with its grant. */
  seedUsed(code: string, userId: number, validUntil: number): void {
    const card = this.#byCode.get(normalizeCardNo(code)) as CardRow | undefined
    if (card && card.used_at === null) this.activate(card, userId, validUntil)
  }
}
