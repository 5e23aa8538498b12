import { PLANNING_REFUSAL_CODE, PLANNING_TEXT, WISH_LIST_LIMIT } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/lib/api-error.js'
import { Wishes } from '../../src/modules/planning/wishes.js'
import { useUpstream } from '../helpers.js'
import { planningStudent } from '../planning-helpers.js'

const upstream = useUpstream()

describe('the lock around a table write (Wishes.locked)', () => {
  it('on a refusal keeps what the rest of the process wrote while it was open', async () => {
    const app = upstream()
    await planningStudent(app, '13900006601', '江苏', '物/化/生', 600)
    const { id } = await app.userDb
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13900006601')
      .executeTakeFirstOrThrow()
    const wishes = new Wishes(app.userDb, app.userDialect, app.now)
    const limit = ApiError.refuse(PLANNING_REFUSAL_CODE.wishLimit, PLANNING_TEXT.wishLimit(WISH_LIST_LIMIT))
    const refused = wishes.locked(id, async (w) => {
      await w.count(id)
      // Another request's statement through app.db while the transaction is open: on SQLite the same connection.
      app.db.prepare("INSERT INTO users (phone, created_at, updated_at) VALUES ('13900006602', 0, 0)").run()
      throw limit
    })
    await expect(refused).rejects.toBe(limit)
    expect(app.db.prepare("SELECT count(*) FROM users WHERE phone = '13900006602'").pluck().get()).toBe(1)
  })
})
