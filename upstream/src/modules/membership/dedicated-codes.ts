import { type DataOf, MEMBERSHIP_REFUSAL_CODE, MEMBERSHIP_TEXT, type queryDedicatedCode } from '@gaokao/contracts'
import type { UserDb } from '../../db/user-db/open-user-db.js'
import { ApiError } from '../../lib/api-error.js'
import type { Clock } from '../../lib/clock.js'

type Bound = NonNullable<DataOf<typeof queryDedicatedCode>>
type Kind = Bound['kind']

/**
 * Dedicated codes (专属码): a school's or an agency's channel code. A user
 * binds one, once; the binding says which channel brought them.
 */
export class DedicatedCodes {
  constructor(
    private readonly db: UserDb,
    private readonly now: Clock,
  ) {}

  async of(userId: number): Promise<Bound | null> {
    const row = await this.db
      .selectFrom('user_dedicated_codes as u')
      .innerJoin('dedicated_codes as c', 'c.code', 'u.code')
      .select(['c.code', 'c.name', 'c.kind', 'u.bound_at as boundAt'])
      .where('u.user_id', '=', userId)
      .executeTakeFirst()
    return row ?? null
  }

  async bind(userId: number, input: string): Promise<Bound> {
    const code = input.trim().toUpperCase()
    const current = await this.of(userId)
    if (current) throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.codeBound, MEMBERSHIP_TEXT.codeBound(current.code))
    const known = await this.db.selectFrom('dedicated_codes').select('code').where('code', '=', code).executeTakeFirst()
    if (known === undefined) {
      throw ApiError.refuse(MEMBERSHIP_REFUSAL_CODE.codeInvalid, MEMBERSHIP_TEXT.codeInvalid)
    }
    // One binding per user (its key): of two binds at once, the first stands and both answer it.
    await this.db
      .insertInto('user_dedicated_codes')
      .values({ user_id: userId, code, bound_at: this.now() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute()
    return (await this.of(userId)) as Bound
  }

  async add(code: string, name: string, kind: Kind): Promise<void> {
    await this.db
      .insertInto('dedicated_codes')
      .values({ code: code.toUpperCase(), name, kind, created_at: this.now() })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute()
  }
}
