import { lockUser } from '../../db/user-db/locks.js'
import type { UserDb, UserDialect } from '../../db/user-db/open-user-db.js'

/** A user's head image as head_images stores it; the file itself is under DATA_DIR. */
export interface HeadImageRow {
  file_id: string
  type: string
  bytes: number
  updated_at: number
}

export interface PersonalQueries {
  current(userId: number): Promise<HeadImageRow | undefined>
  /** Saves a new image over the user's current one; answers the one it replaced, whose file can go. */
  save(userId: number, image: HeadImageRow): Promise<HeadImageRow | undefined>
}

/** The head image's row (routes.ts), in the user store: read a user's, and save a new one over it. */
export function personalQueries(db: UserDb, dialect: UserDialect): PersonalQueries {
  const current = (userId: number, on: Pick<UserDb, 'selectFrom'> = db) =>
    on
      .selectFrom('head_images')
      .select(['file_id', 'type', 'bytes', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst()
  // One transaction holding the user, so two uploads at once each learn which row they replaced and no file is
  // left behind unreferenced.
  const save = (userId: number, image: HeadImageRow) =>
    db.transaction().execute(async (tx) => {
      await lockUser(tx, dialect, userId)
      const previous = await current(userId, tx)
      await tx
        .insertInto('head_images')
        .values({ user_id: userId, ...image })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet((eb) => ({
            file_id: eb.ref('excluded.file_id'),
            type: eb.ref('excluded.type'),
            bytes: eb.ref('excluded.bytes'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute()
      return previous
    })
  return { current: (userId) => current(userId), save }
}
