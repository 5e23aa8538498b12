import { COLLEGE_REFUSAL_CODE, COLLEGE_TEXT, FOCUS_LIMIT } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { lockedForUser } from '../../src/db/user-db/locked.js'
import { ApiError } from '../../src/lib/api-error.js'
import { useUpstream } from '../helpers.js'
import { storeStudent } from '../support/student.js'

const upstream = useUpstream()

describe('lockedForUser', () => {
  it('on a refusal keeps what the rest of the process wrote while it was open, and throws the refusal', async () => {
    const app = upstream()
    const { id } = await storeStudent(app, { phone: '13900006701', province: '' })
    const full = ApiError.refuse(COLLEGE_REFUSAL_CODE.focusLimit, COLLEGE_TEXT.focusLimit(FOCUS_LIMIT))
    const refused = lockedForUser(app.userDb, app.userDialect, id, async (tx) => {
      await tx.selectFrom('user_focus').select('target_id').where('user_id', '=', id).execute()
      // Another request's statement through app.db while the transaction is open: on SQLite the same connection.
      app.db.prepare("INSERT INTO users (phone, created_at, updated_at) VALUES ('13900006702', 0, 0)").run()
      throw full
    })
    await expect(refused).rejects.toBe(full)
    expect(app.db.prepare("SELECT count(*) FROM users WHERE phone = '13900006702'").pluck().get()).toBe(1)
  })

  it('rolls back on anything but a refusal', async () => {
    const app = upstream()
    const { id } = await storeStudent(app, { phone: '13900006703', province: '' })
    const broken = lockedForUser(app.userDb, app.userDialect, id, async (tx) => {
      await tx.insertInto('user_focus').values({ user_id: id, kind: 'school', target_id: 1, created_at: 0 }).execute()
      throw new Error('broken')
    })
    await expect(broken).rejects.toThrow('broken')
    const rows = await app.userDb.selectFrom('user_focus').select('target_id').where('user_id', '=', id).execute()
    expect(rows).toEqual([])
  })
})
