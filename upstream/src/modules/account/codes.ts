import { randomInt } from 'node:crypto'
import { ACCOUNT_TEXT, REFUSAL_CODE } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import { ApiError } from '../../lib/api-error.js'
import { type Clock, startOfShanghaiDay } from '../../lib/clock.js'
import { ACCOUNT_RULES } from './rules.js'
import { digest } from './tokens.js'

/**
 * SMS verification codes: six digits, valid five minutes, single
 * use, five wrong tries at most; one send per phone per 60 s and ten a day.
 * Only a code's hash is stored.
 */
export class VerificationCodes {
  private readonly latestSend
  private readonly sendsSince
  private readonly insert
  private readonly current
  private readonly countWrongTry
  private readonly markUsed

  constructor(
    db: Db,
    private readonly now: Clock,
  ) {
    this.latestSend = db.prepare('SELECT MAX(created_at) FROM verify_codes WHERE phone = ?').pluck()
    this.sendsSince = db.prepare('SELECT COUNT(*) FROM verify_codes WHERE phone = ? AND created_at >= ?').pluck()
    this.insert = db.prepare('INSERT INTO verify_codes (phone, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?)')
    this.current = db.prepare(
      'SELECT id, code_hash, expires_at, attempts, used_at FROM verify_codes WHERE phone = ? ORDER BY id DESC LIMIT 1',
    )
    this.countWrongTry = db.prepare('UPDATE verify_codes SET attempts = attempts + 1 WHERE id = ?')
    this.markUsed = db.prepare('UPDATE verify_codes SET used_at = ? WHERE id = ?')
  }

  /** Creates a code for the phone, or refuses when the phone asked too recently or too often today. */
  issue(phone: string): { code: string; resendAfterSeconds: number } {
    const now = this.now()
    const last = this.latestSend.get(phone) as number | null
    if (last !== null && now - last < ACCOUNT_RULES.codeResendMs) {
      const wait = Math.ceil((ACCOUNT_RULES.codeResendMs - (now - last)) / 1000)
      throw ApiError.tooManyRequests(ACCOUNT_TEXT.codeTooSoon(wait))
    }
    const today = this.sendsSince.get(phone, startOfShanghaiDay(now)) as number
    if (today >= ACCOUNT_RULES.codesPerPhonePerDay) throw ApiError.tooManyRequests(ACCOUNT_TEXT.codeDailyLimit)
    const code = String(randomInt(0, 10 ** ACCOUNT_RULES.codeLength)).padStart(ACCOUNT_RULES.codeLength, '0')
    this.insert.run(phone, digest(`${phone}:${code}`), now, now + ACCOUNT_RULES.codeValidMs)
    return { code, resendAfterSeconds: ACCOUNT_RULES.codeResendMs / 1000 }
  }

  /** Checks and uses up the phone's latest code; every refusal names its reason. */
  consume(phone: string, code: string): void {
    this.use(this.check(phone, code))
  }

  /**
   * Checks the phone's latest code without using it up, and answers its id for
   * use(). A call that turns out to be the wrong one for this phone (register
   * for a registered phone) leaves the code to the call the user is sent to.
   */
  check(phone: string, code: string): number {
    const row = this.current.get(phone) as
      | { id: number; code_hash: string; expires_at: number; attempts: number; used_at: number | null }
      | undefined
    if (!row || row.used_at !== null) throw ApiError.refuse(REFUSAL_CODE.codeMissing, ACCOUNT_TEXT.codeMissing)
    if (this.now() > row.expires_at) throw ApiError.refuse(REFUSAL_CODE.codeExpired, ACCOUNT_TEXT.codeExpired)
    if (row.attempts >= ACCOUNT_RULES.codeMaxWrongTries) {
      throw ApiError.refuse(REFUSAL_CODE.codeTooManyTries, ACCOUNT_TEXT.codeTooManyTries)
    }
    if (digest(`${phone}:${code}`) !== row.code_hash) {
      this.countWrongTry.run(row.id)
      throw ApiError.refuse(REFUSAL_CODE.codeWrong, ACCOUNT_TEXT.codeWrong)
    }
    return row.id
  }

  /** Uses up a code check() accepted; call it in the same synchronous step, so no other request uses it too. */
  use(id: number): void {
    this.markUsed.run(this.now(), id)
  }
}
