import { type DataOf, MEMBERSHIP_REFUSAL_CODE, MEMBERSHIP_TEXT, type queryDedicatedCode } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import { ApiError } from '../../lib/api-error.js'
import type { Clock } from '../../lib/clock.js'

type Bound = NonNullable<DataOf<typeof queryDedicatedCode>>
type Kind = Bound['kind']

/**
 * Dedicated codes (专属码): a school's or an agency's channel code. A user
 * binds one, once; the binding says which channel brought them.
 */
export class DedicatedCodes {
  readonly #ofUser
  readonly #code
  readonly #bind
  readonly #insert

  constructor(
    db: Db,
    private readonly now: Clock,
  ) {
    this.#ofUser = db.prepare(`SELECT c.code, c.name, c.kind, u.bound_at AS boundAt
      FROM user_dedicated_codes u JOIN dedicated_codes c ON c.code = u.code WHERE u.user_id = ?`)
    this.#code = db.prepare('SELECT code FROM dedicated_codes WHERE code = ?').pluck()
    this.#bind = db.prepare('INSERT OR IGNORE INTO user_dedicated_codes (user_id, code, bound_at) VALUES (?, ?, ?)')
    this.#insert = db.prepare(
      'INSERT OR IGNORE INTO dedicated_codes (code, name, kind, created_at) VALUES (?, ?, ?, ?)',
    )
  }

  of(userId: number): Bound | null {
    return (this.#ofUser.get(userId) as Bound | undefined) ?? null
  }

  bind(userId: number, input: string): Bound {
    const code = input.trim().toUpperCase()
    const current = this.of(userId)
    if (current) throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.codeBound, MEMBERSHIP_TEXT.codeBound(current.code))
    if (this.#code.get(code) === undefined) {
      throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.codeInvalid, MEMBERSHIP_TEXT.codeInvalid)
    }
    // INSERT OR IGNORE: of two binds at once, the first stands and both answer it.
    this.#bind.run(userId, code, this.now())
    return this.of(userId) as Bound
  }

  add(code: string, name: string, kind: Kind): void {
    this.#insert.run(code.toUpperCase(), name, kind, this.now())
  }
}
