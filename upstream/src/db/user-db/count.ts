import { type SelectQueryBuilder, sql } from 'kysely'
import type { UserTables } from './tables.js'

/** How many rows a query finds, as a number: PostgreSQL answers count(*) as a bigint, read as text. */
export async function countOf<TB extends keyof UserTables>(
  query: SelectQueryBuilder<UserTables, TB, object>,
): Promise<number> {
  const row = await query.select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}
