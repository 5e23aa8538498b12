import { ConfigError } from '@gaokao/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTempPostgres, type TempPostgres } from '../../../scripts/lib/temp-postgres.mjs'
import { postgresUserStore } from '../../src/db/user-db/open-user-db.js'
import { POSTGRES_MIGRATIONS } from '../../src/db/user-db/postgres-migrations.js'

/**
 * User state in PostgreSQL (docs/user-store.md): replicas booting together
 * migrate once, and an address with nothing behind it stops the boot with one
 * line naming DATABASE_URL. Needs Debian's postgresql package.
 */
let server: TempPostgres
beforeAll(async () => {
  server = await startTempPostgres({ durable: false })
}, 60_000)
afterAll(() => server?.stop())

describe('the PostgreSQL user store', () => {
  it('migrates once when three replicas boot at the same moment, and a later boot finds nothing to do', async () => {
    const stores = await Promise.all([1, 2, 3].map(() => postgresUserStore(server.url, { poolSize: 2 })))
    const [first] = stores
    if (!first) throw new Error('no store')
    const applied = await first.db
      .selectFrom('user_migrations' as never)
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number((applied as { n: number }).n)).toBe(POSTGRES_MIGRATIONS.length)
    for (const store of stores) await store.close()
    const again = await postgresUserStore(server.url, { poolSize: 1 })
    const users = await again.db.selectFrom('users').select('id').execute()
    expect(users).toEqual([])
    await again.close()
  })

  it('reads times and counts back as numbers, not strings', async () => {
    const store = await postgresUserStore(server.url, { poolSize: 1 })
    const now = Date.now()
    const { id } = await store.db
      .insertInto('users')
      .values({ phone: '13900000009', password_hash: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    const row = await store.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.created_at).toBe(now)
    expect(typeof row.id).toBe('number')
    await store.close()
  })

  it('stops the boot naming DATABASE_URL, without the password, when nothing answers', async () => {
    const url = `postgres://gaokao:s3cret-pw@127.0.0.1:${server.port + 1}/gaokao`
    const refusal = await postgresUserStore(url).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(ConfigError)
    const message = (refusal as Error).message
    expect(message).toMatch(/^Invalid configuration: DATABASE_URL: PostgreSQL at 127\.0\.0\.1:\d+\/gaokao /)
    expect(message).not.toContain('s3cret-pw')
    expect(message).not.toContain('\n')
  })
})
