import type { Kysely } from 'kysely'
import { countOf } from '../../db/user-db/count.js'
import { lockedForUser } from '../../db/user-db/locked.js'
import type { UserDb, UserDialect } from '../../db/user-db/open-user-db.js'
import type { UserTables } from '../../db/user-db/tables.js'
import type { ApiError } from '../../lib/api-error.js'

/**
 * The follows (关注) of colleges and majors: table user_focus in the user
 * store (docs/user-store.md). College's and major's lists join them with
 * their own reference rows; the follow itself is the same for both.
 */
export type FollowKind = 'school' | 'major'

export interface Follow {
  targetId: number
  createdAt: number
}

export interface FollowChange {
  userId: number
  kind: FollowKind
  targetId: number
  /** true follows, false unfollows, undefined toggles. */
  wanted: boolean | undefined
  now: number
}

/** A user's follows of one kind, newest first; follows of one moment by target id, as the lists show them. */
export async function followsOf(db: Kysely<UserTables>, userId: number, kind: FollowKind): Promise<Follow[]> {
  const rows = await db
    .selectFrom('user_focus')
    .select(['target_id', 'created_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('target_id', 'asc')
    .execute()
  return rows.map((r) => ({ targetId: r.target_id, createdAt: r.created_at }))
}

/**
 * Sets a follow and answers whether it is on now. A new follow beyond `limit`
 * is refused with `full()`. The user is locked while the follow is read,
 * counted and written, so a burst over several replicas keeps one row per
 * target and never passes the limit.
 */
export function setFollow(
  db: UserDb,
  dialect: UserDialect,
  change: FollowChange,
  limit: number,
  full: () => ApiError,
): Promise<boolean> {
  const { userId, kind, targetId } = change
  return lockedForUser(db, dialect, userId, async (tx) => {
    const mine = tx.selectFrom('user_focus').where('user_id', '=', userId).where('kind', '=', kind)
    const current = (await mine.select('target_id').where('target_id', '=', targetId).executeTakeFirst()) !== undefined
    const next = change.wanted ?? !current
    if (next === current) return current
    if (!next) {
      await tx
        .deleteFrom('user_focus')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('target_id', '=', targetId)
        .execute()
      return false
    }
    if ((await countOf(mine)) >= limit) throw full()
    await tx
      .insertInto('user_focus')
      .values({ user_id: userId, kind, target_id: targetId, created_at: change.now })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).doNothing())
      .execute()
    return true
  })
}
