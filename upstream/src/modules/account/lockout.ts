import { ACCOUNT_TEXT, REFUSAL_CODE } from '@gaokao/contracts'
import { sql } from 'kysely'
import type { UserDb } from '../../db/user-db/open-user-db.js'
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
 * so the lock does not reveal which numbers exist. One statement in the user
 * store is atomic on PostgreSQL too (the conflicting row is locked), so the
 * count holds across replicas.
 */
export class PasswordLockout {
  constructor(
    private readonly db: UserDb,
    private readonly now: Clock,
  ) {}

  /** Counts an attempt before its password is checked; refuses it when the phone is locked. */
  async reserve(phone: string): Promise<Reservation> {
    const now = this.now()
    const max = ACCOUNT_RULES.passwordMaxFailures
    const lockUntil = now + ACCOUNT_RULES.passwordLockMs
    // `failures` counts attempts since the last success or lock; past the max it keeps counting refusals, so a
    // reservation was refused exactly when it returns more than the max. An expired lock starts a new count.
    // The columns are named with their table: PostgreSQL reads a bare name in DO UPDATE as ambiguous.
    const failures = sql<number>`CASE WHEN login_failures.locked_until <= ${now} THEN 1
      ELSE login_failures.failures + 1 END`
    const row = await this.db
      .insertInto('login_failures')
      .values({ phone, failures: 1, locked_until: max <= 1 ? lockUntil : null })
      .onConflict((oc) =>
        oc.column('phone').doUpdateSet({
          failures,
          locked_until: sql<number | null>`CASE
            WHEN login_failures.locked_until > ${now} THEN login_failures.locked_until
            WHEN (${failures}) >= ${max} THEN ${lockUntil}
          END`,
        }),
      )
      .returning(['failures', 'locked_until'])
      .executeTakeFirstOrThrow()
    if (row.failures > max) {
      const lockedUntil = row.locked_until ?? lockUntil
      // A lock another request set may start a few ms after this one read the clock (on another replica, or
      // queued for the database): it is still at most the rule's 15 minutes away.
      const minutes = Math.min(Math.ceil((lockedUntil - now) / MINUTE_MS), ACCOUNT_RULES.passwordLockMs / MINUTE_MS)
      throw ApiError.refuse(REFUSAL_CODE.loginLocked, ACCOUNT_TEXT.loginLocked(minutes))
    }
    return { failures: row.failures, lockedUntil: row.locked_until }
  }

  /**
   * A right password forgets the attempts before it, unless they have already locked the phone. A lock outlives
   * a success: guesses beside it may have reached it. The one exception is a lock this very attempt reached with
   * no attempt after it (the row is as its reservation left it): one user getting the password right at the
   * fifth try has failed four times, not five.
   */
  async succeed(phone: string, reservation: Reservation): Promise<void> {
    const now = this.now()
    const { failures, lockedUntil } = reservation
    await this.db
      .deleteFrom('login_failures')
      .where('phone', '=', phone)
      .where((eb) =>
        eb.or([
          eb('locked_until', 'is', null),
          eb('locked_until', '<=', now),
          ...(lockedUntil === null
            ? []
            : [eb.and([eb('failures', '=', failures), eb('locked_until', '=', lockedUntil)])]),
        ]),
      )
      .execute()
  }

  /** A new password set with an SMS code ends the lock: the guesses were at a password that no longer exists. */
  async reset(phone: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('phone', '=', phone).execute()
  }
}
