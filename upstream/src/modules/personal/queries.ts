import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'

/** A user's head image as head_images stores it; the file itself is under DATA_DIR. */
export interface HeadImageRow {
  file_id: string
  type: string
  bytes: number
  updated_at: number
}

type StatementName = 'current' | 'save'

export type PersonalQueries = Readonly<Record<StatementName, Statement>>

/** The head image's row (routes.ts): read a user's, and save a new one over it. */
export function personalQueries(db: Db): PersonalQueries {
  const current = db.prepare('SELECT file_id, type, bytes, updated_at FROM head_images WHERE user_id = ?')
  const save = db.prepare(
    `INSERT INTO head_images (user_id, file_id, type, bytes, updated_at) VALUES (@userId, @fileId, @type, @bytes, @now)
     ON CONFLICT (user_id) DO UPDATE SET file_id = excluded.file_id, type = excluded.type,
       bytes = excluded.bytes, updated_at = excluded.updated_at`,
  )
  return { current, save }
}
