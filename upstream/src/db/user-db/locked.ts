import type { Transaction } from 'kysely'
import { ApiError } from '../../lib/api-error.js'
import { lockUser } from './locks.js'
import type { UserDb, UserDialect } from './open-user-db.js'
import type { UserTables } from './tables.js'

/**
 * Runs `work` in one user-store transaction that first locks the user
 * (lockUser), so a limit it checks holds across replicas (docs/user-limits.md).
 * A refusal (ApiError) thrown by `work` commits rather than rolls back and is
 * thrown after: on SQLite the transaction is open on the connection the whole
 * process shares, and a rollback would also undo what other requests wrote
 * through app.db meanwhile. So `work` refuses before it writes.
 */
export async function lockedForUser<T>(
  db: UserDb,
  dialect: UserDialect,
  userId: number,
  work: (tx: Transaction<UserTables>) => Promise<T>,
): Promise<T> {
  const outcome = await db.transaction().execute(async (tx) => {
    await lockUser(tx, dialect, userId)
    try {
      return { done: await work(tx) }
    } catch (error) {
      if (error instanceof ApiError) return { refused: error }
      throw error
    }
  })
  if ('refused' in outcome) throw outcome.refused
  return outcome.done
}

/**
 * A module's records in the user store: the handle and its dialect, and the
 * per-user lock the module's limits and once-only writes take (lockedForUser).
 */
export abstract class LockingRecords {
  constructor(
    protected readonly db: UserDb,
    protected readonly dialect: UserDialect,
  ) {}

  locked<T>(userId: number, work: (tx: Transaction<UserTables>) => Promise<T>): Promise<T> {
    return lockedForUser(this.db, this.dialect, userId, work)
  }
}
