import type { UserDb } from '../../db/user-db/open-user-db.js'
import type { Clock } from '../../lib/clock.js'
import { ACCOUNT_RULES } from './rules.js'
import { digest, newToken } from './tokens.js'

/**
 * Login tokens: random, stored hashed, valid seven days, revoked on logout
 * (that token) and on a password change (every token of the user). In the
 * user store, so a token issued by one replica is good on every other.
 */
export class Sessions {
  constructor(
    private readonly db: UserDb,
    private readonly now: Clock,
  ) {}

  async issue(userId: number): Promise<string> {
    const token = newToken()
    const now = this.now()
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: digest(token),
        user_id: userId,
        created_at: now,
        expires_at: now + ACCOUNT_RULES.tokenValidMs,
      })
      .execute()
    return token
  }

  /** The user a token belongs to, or undefined when it is unknown, expired or revoked. */
  async userOf(token: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .select(['user_id', 'expires_at', 'revoked_at'])
      .where('token_hash', '=', digest(token))
      .executeTakeFirst()
    if (!row || row.revoked_at !== null || this.now() >= row.expires_at) return undefined
    return row.user_id
  }

  async revoke(token: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.now() })
      .where('token_hash', '=', digest(token))
      .where('revoked_at', 'is', null)
      .execute()
  }

  async revokeAllOf(userId: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.now() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute()
  }
}
