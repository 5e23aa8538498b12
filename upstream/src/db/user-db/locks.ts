import { sql, type Transaction } from 'kysely'
import type { UserDialect } from './open-user-db.js'
import type { UserTables } from './tables.js'

/**
 * Makes the rest of the transaction the only one acting for this user, so a
 * limit checked inside it (one payment per product, one use per card, a table's
 * size) holds when replicas settle at once (docs/user-store.md). PostgreSQL's
 * READ COMMITTED lets two transactions both read "not yet" and both write:
 * the row lock on the user makes the second wait for the first's commit.
 * SQLite needs nothing: Kysely runs its transactions one at a time on the one
 * connection, and only one process writes a SQLite file.
 */
export async function lockUser(tx: Transaction<UserTables>, dialect: UserDialect, userId: number): Promise<void> {
  if (dialect === 'sqlite') return
  await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(tx)
}

// Any fixed number: the class of advisory locks taken per phone, apart from the migration lock's key space.
const PHONE_LOCKS = 2028

/**
 * The same for a phone, which may have no user row yet (verification codes
 * are sent to any phone): a transaction-scoped advisory lock on the phone's
 * hash, so a code's send limits and wrong tries are counted one request at a
 * time across replicas. Two phones sharing a hash only wait for each other.
 */
export async function lockPhone(tx: Transaction<UserTables>, dialect: UserDialect, phone: string): Promise<void> {
  if (dialect === 'sqlite') return
  await sql`SELECT pg_advisory_xact_lock(${PHONE_LOCKS}, hashtext(${phone}))`.execute(tx)
}
