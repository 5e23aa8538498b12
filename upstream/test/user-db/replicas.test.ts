import { describe, expect, it } from 'vitest'
import { useReplicas } from '../helpers.js'

const replicas = useReplicas(2)

describe('two upstream replicas on one PostgreSQL', () => {
  it('see one set of user tables: a row one writes, the other reads', async () => {
    const [a, b] = replicas()
    if (!a || !b) throw new Error('two replicas')
    expect(a.userDialect).toBe('postgres')
    const now = Date.now()
    await a.userDb
      .insertInto('users')
      .values({ phone: '13900000077', password_hash: null, created_at: now, updated_at: now })
      .execute()
    const seen = await b.userDb.selectFrom('users').select('phone').where('phone', '=', '13900000077').execute()
    expect(seen).toEqual([{ phone: '13900000077' }])
  })
})
