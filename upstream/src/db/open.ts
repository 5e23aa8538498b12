import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { MIGRATIONS } from './migrations/index.js'

export type Db = Database.Database

export const DATABASE_FILE = 'gaokao.sqlite'

/**
 * Opens (creating if needed) the database in dataDir and migrates it. Seeding is the dataset's
 * (dataset/open-seeded.ts), called by whoever builds a database: the database stays a leaf the
 * seed imports, not a module that imports the seed back (docs/upstream-layout.md).
 */
export function openDatabase(dataDir: string): Db {
  const dir = resolve(dataDir)
  mkdirSync(dir, { recursive: true })
  const db = new Database(join(dir, DATABASE_FILE))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  migrate(db)
  return db
}

export function migrate(db: Db): void {
  const applied = db.pragma('user_version', { simple: true }) as number
  const pending = MIGRATIONS.slice(applied)
  if (pending.length === 0) return
  db.transaction(() => {
    for (const sql of pending) db.exec(sql)
    db.pragma(`user_version = ${MIGRATIONS.length}`)
  })()
}
