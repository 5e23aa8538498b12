import { ACCOUNT_TEXT, REFUSAL_CODE } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import { ApiError } from '../../lib/api-error.js'
import { type Clock, MINUTE_MS } from '../../lib/clock.js'
import { ACCOUNT_RULES } from './rules.js'

/**
 * Password login locks for 15 minutes after 5 failures for a phone. Counted
 * for unknown phones too, so the lock does not reveal which numbers exist.
 */
export class PasswordLockout {
  private readonly read
  private readonly write
  private readonly clear

  constructor(
    db: Db,
    private readonly now: Clock,
  ) {
    this.read = db.prepare('SELECT failures, locked_until FROM login_failures WHERE phone = ?')
    this.write = db.prepare(
      'INSERT INTO login_failures (phone, failures, locked_until) VALUES (?, ?, ?) ON CONFLICT(phone) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until',
    )
    this.clear = db.prepare('DELETE FROM login_failures WHERE phone = ?')
  }

  assertOpen(phone: string): void {
    const row = this.read.get(phone) as { failures: number; locked_until: number | null } | undefined
    const now = this.now()
    if (row?.locked_until && now < row.locked_until) {
      const minutes = Math.ceil((row.locked_until - now) / MINUTE_MS)
      throw ApiError.refuse(REFUSAL_CODE.loginLocked, ACCOUNT_TEXT.loginLocked(minutes))
    }
  }

  /** Records a failure; the fifth in a row locks the phone. */
  fail(phone: string): void {
    const row = this.read.get(phone) as { failures: number; locked_until: number | null } | undefined
    const expired = row?.locked_until !== null && row?.locked_until !== undefined && this.now() >= row.locked_until
    const failures = (expired ? 0 : (row?.failures ?? 0)) + 1
    const lock = failures >= ACCOUNT_RULES.passwordMaxFailures ? this.now() + ACCOUNT_RULES.passwordLockMs : null
    this.write.run(phone, lock ? 0 : failures, lock)
  }

  succeed(phone: string): void {
    this.clear.run(phone)
  }
}
