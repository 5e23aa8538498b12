import { ACCOUNT_TEXT, REFUSAL_CODE } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import { ApiError } from '../../lib/api-error.js'
import { type Clock, MINUTE_MS } from '../../lib/clock.js'
import { ACCOUNT_RULES } from './rules.js'

/** The row as one attempt's reservation left it. */
export interface Reservation {
  failures: number
  lockedUntil: number | null
}

/**
 * Password login allows 5 attempts per phone, then locks it for 15 minutes
 * (docs/login-lockout.md). Attempts are counted when they start, before the
 * password is hashed, in one statement: logins sent together cannot all pass
 * a check that is only counted after their hash. Unknown phones count too,
 * so the lock does not reveal which numbers exist.
 */
export class PasswordLockout {
  private readonly take
  private readonly forget
  private readonly clearAll

  constructor(
    db: Db,
    private readonly now: Clock,
  ) {
    // `failures` counts attempts since the last success or lock; past the max it keeps counting refusals, so a
    // reservation was refused exactly when it returns more than the max. An expired lock starts a new count.
    this.take = db.prepare(`
      INSERT INTO login_failures (phone, failures, locked_until)
      VALUES (@phone, 1, CASE WHEN 1 >= @max THEN @lockUntil END)
      ON CONFLICT(phone) DO UPDATE SET
        failures = CASE WHEN locked_until <= @now THEN 1 ELSE failures + 1 END,
        locked_until = CASE
          WHEN locked_until > @now THEN locked_until
          WHEN (CASE WHEN locked_until <= @now THEN 1 ELSE failures + 1 END) >= @max THEN @lockUntil
        END
      RETURNING failures, locked_until`)
    // A lock outlives a success: guesses beside it may have reached it. The one exception is a lock this very
    // attempt reached with no attempt after it (the row is as its reservation left it): one user getting the
    // password right at the fifth try has failed four times, not five.
    this.forget = db.prepare(`
      DELETE FROM login_failures WHERE phone = @phone
        AND (locked_until IS NULL OR locked_until <= @now
          OR (failures = @failures AND locked_until = @lockedUntil))`)
    this.clearAll = db.prepare('DELETE FROM login_failures WHERE phone = ?')
  }

  /** Counts an attempt before its password is checked; refuses it when the phone is locked. */
  reserve(phone: string): Reservation {
    const now = this.now()
    const row = this.take.get({
      phone,
      now,
      max: ACCOUNT_RULES.passwordMaxFailures,
      lockUntil: now + ACCOUNT_RULES.passwordLockMs,
    }) as { failures: number; locked_until: number | null }
    if (row.failures > ACCOUNT_RULES.passwordMaxFailures) {
      const lockedUntil = row.locked_until ?? now + ACCOUNT_RULES.passwordLockMs
      const minutes = Math.ceil((lockedUntil - now) / MINUTE_MS)
      throw ApiError.refuse(REFUSAL_CODE.loginLocked, ACCOUNT_TEXT.loginLocked(minutes))
    }
    return { failures: row.failures, lockedUntil: row.locked_until }
  }

  /** A right password forgets the attempts before it, unless they have already locked the phone. */
  succeed(phone: string, reservation: Reservation): void {
    this.forget.run({ phone, now: this.now(), ...reservation })
  }

  /** A new password set with an SMS code ends the lock: the guesses were at a password that no longer exists. */
  reset(phone: string): void {
    this.clearAll.run(phone)
  }
}
