import type { Db } from '../../db/open.js'
import type { Clock } from '../../lib/clock.js'
import { ACCOUNT_RULES } from './rules.js'
import { digest, newToken } from './tokens.js'

/**
 * Login tokens: random, stored hashed, valid seven days, revoked on logout
 * (that token) and on a password change (every token of the user).
 */
export class Sessions {
  private readonly insert
  private readonly find
  private readonly revokeOne
  private readonly revokeAll

  constructor(
    db: Db,
    private readonly now: Clock,
  ) {
    this.insert = db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    this.find = db.prepare('SELECT user_id, expires_at, revoked_at FROM sessions WHERE token_hash = ?')
    this.revokeOne = db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL')
    this.revokeAll = db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
  }

  issue(userId: number): string {
    const token = newToken()
    const now = this.now()
    this.insert.run(digest(token), userId, now, now + ACCOUNT_RULES.tokenValidMs)
    return token
  }

  /** The user a token belongs to, or undefined when it is unknown, expired or revoked. */
  userOf(token: string): number | undefined {
    const row = this.find.get(digest(token)) as
      | { user_id: number; expires_at: number; revoked_at: number | null }
      | undefined
    if (!row || row.revoked_at !== null || this.now() >= row.expires_at) return undefined
    return row.user_id
  }

  revoke(token: string): void {
    this.revokeOne.run(this.now(), digest(token))
  }

  revokeAllOf(userId: number): void {
    this.revokeAll.run(this.now(), userId)
  }
}
