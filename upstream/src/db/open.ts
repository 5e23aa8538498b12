import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { type SeedReport, seedDataset } from '../dataset/seed.js'
import { MIGRATIONS } from './migrations.js'
import { seedReferenceData } from './seed/index.js'

export type Db = Database.Database

export const DATABASE_FILE = 'gaokao.sqlite'

/** Opens (creating if needed) the database in dataDir, migrates it and seeds reference data and the dataset. */
export function openDatabase(dataDir: string, onDatasetSeeded?: (report: SeedReport) => void): Db {
  const dir = resolve(dataDir)
  mkdirSync(dir, { recursive: true })
  const db = new Database(join(dir, DATABASE_FILE))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  migrate(db)
  seedReferenceData(db)
  const report = seedDataset(db)
  if (report.seeded) onDatasetSeeded?.(report)
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
