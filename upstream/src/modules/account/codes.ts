import { randomInt } from 'node:crypto'
import { ACCOUNT_TEXT, REFUSAL_CODE } from '@gaokao/contracts'
import { lockPhone } from '../../db/user-db/locks.js'
import type { UserDb, UserDialect } from '../../db/user-db/open-user-db.js'
import { ApiError } from '../../lib/api-error.js'
import { type Clock, startOfShanghaiDay } from '../../lib/clock.js'
import { ACCOUNT_RULES } from './rules.js'
import { digest } from './tokens.js'

/** What a transaction decided: a value, or a refusal thrown once it has committed. */
type Outcome<T> = { done: T } | { refused: ApiError }

/**
 * SMS verification codes: six digits, valid five minutes, single
 * use, five wrong tries at most; one send per phone per 60 s and ten a day.
 * Only a code's hash is stored. Sends and checks of one phone run one at a
 * time (lockPhone), so a burst over several replicas meets the same limits
 * as one request after another. A refusal commits (docs/user-store.md: on
 * SQLite a rollback would also undo other requests' writes on the shared
 * connection) and is thrown after the transaction.
 */
export class VerificationCodes {
  constructor(
    private readonly db: UserDb,
    private readonly dialect: UserDialect,
    private readonly now: Clock,
  ) {}

  /** Creates a code for the phone, or refuses when the phone asked too recently or too often today. */
  async issue(phone: string): Promise<{ code: string; resendAfterSeconds: number }> {
    const outcome = await this.db.transaction().execute(async (tx): Promise<Outcome<string>> => {
      await lockPhone(tx, this.dialect, phone)
      const now = this.now()
      const sent = tx.selectFrom('verify_codes').where('phone', '=', phone)
      const { last } = await sent.select((eb) => eb.fn.max('created_at').as('last')).executeTakeFirstOrThrow()
      if (last !== null && now - Number(last) < ACCOUNT_RULES.codeResendMs) {
        const wait = Math.ceil((ACCOUNT_RULES.codeResendMs - (now - Number(last))) / 1000)
        return { refused: ApiError.tooManyRequests(ACCOUNT_TEXT.codeTooSoon(wait)) }
      }
      const { today } = await sent
        .select((eb) => eb.fn.countAll().as('today'))
        .where('created_at', '>=', startOfShanghaiDay(now))
        .executeTakeFirstOrThrow()
      if (Number(today) >= ACCOUNT_RULES.codesPerPhonePerDay) {
        return { refused: ApiError.tooManyRequests(ACCOUNT_TEXT.codeDailyLimit) }
      }
      const code = String(randomInt(0, 10 ** ACCOUNT_RULES.codeLength)).padStart(ACCOUNT_RULES.codeLength, '0')
      await tx
        .insertInto('verify_codes')
        .values({
          phone,
          code_hash: digest(`${phone}:${code}`),
          created_at: now,
          expires_at: now + ACCOUNT_RULES.codeValidMs,
        })
        .execute()
      return { done: code }
    })
    if ('refused' in outcome) throw outcome.refused
    return { code: outcome.done, resendAfterSeconds: ACCOUNT_RULES.codeResendMs / 1000 }
  }

  /** Checks and uses up the phone's latest code; every refusal names its reason. */
  async consume(phone: string, code: string): Promise<void> {
    await this.use(await this.check(phone, code))
  }

  /**
   * Checks the phone's latest code without using it up, and answers its id for
   * use(). A call that turns out to be the wrong one for this phone (register
   * for a registered phone) leaves the code to the call the user is sent to.
   * A wrong code counts a try in the same transaction that read the count.
   */
  async check(phone: string, code: string): Promise<number> {
    const outcome = await this.db.transaction().execute(async (tx): Promise<Outcome<number>> => {
      await lockPhone(tx, this.dialect, phone)
      const row = await tx
        .selectFrom('verify_codes')
        .select(['id', 'code_hash', 'expires_at', 'attempts', 'used_at'])
        .where('phone', '=', phone)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
      if (!row || row.used_at !== null)
        return { refused: ApiError.refuse(REFUSAL_CODE.codeMissing, ACCOUNT_TEXT.codeMissing) }
      if (this.now() > row.expires_at)
        return { refused: ApiError.refuse(REFUSAL_CODE.codeExpired, ACCOUNT_TEXT.codeExpired) }
      if (row.attempts >= ACCOUNT_RULES.codeMaxWrongTries) {
        return { refused: ApiError.refuse(REFUSAL_CODE.codeTooManyTries, ACCOUNT_TEXT.codeTooManyTries) }
      }
      if (digest(`${phone}:${code}`) !== row.code_hash) {
        await tx
          .updateTable('verify_codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', row.id)
          .execute()
        return { refused: ApiError.refuse(REFUSAL_CODE.codeWrong, ACCOUNT_TEXT.codeWrong) }
      }
      return { done: row.id }
    })
    if ('refused' in outcome) throw outcome.refused
    return outcome.done
  }

  /**
   * Uses up a code check() accepted, in one statement that finds it unused: of
   * requests that checked the same code at once (on any replica), one uses it
   * and the others are refused as if it had been used before them.
   */
  async use(id: number): Promise<void> {
    const result = await this.db
      .updateTable('verify_codes')
      .set({ used_at: this.now() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) throw ApiError.refuse(REFUSAL_CODE.codeMissing, ACCOUNT_TEXT.codeMissing)
  }
}
