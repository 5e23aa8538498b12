import type { Db } from '../db/open.js'
import { generateDataset } from '../generate/dataset.js'
import { GENERATOR_VERSION } from '../generate/model.js'
import { fingerprintAuthoredData, loadAuthoredData } from './load.js'
import { seedAuthoredData } from './seed-authored.js'
import { GENERATED_TABLES, sqliteSink } from './sqlite-sink.js'

/**
 * The meta key holding the version of the dataset in the database: the
 * generator's version and a fingerprint of the authored files. When either
 * changes the whole dataset is rebuilt on start; otherwise start-up only
 * hashes the data files (a few milliseconds).
 */
export const DATASET_VERSION_KEY = 'dataset_version'

export function currentDatasetVersion(): string {
  return `${GENERATOR_VERSION}+${fingerprintAuthoredData().slice(0, 16)}`
}

/** Authored tables, parents first. Users never write to these; tables users write to are not listed. */
const AUTHORED_TABLES = [
  'colleges',
  'college_tags',
  'majors',
  'jobs',
  'job_majors',
  'assessments',
  'assessment_questions',
  'articles',
  'volunteer_rules',
]

export interface SeedReport {
  readonly version: string
  /** False when the database already held this version. */
  readonly seeded: boolean
  readonly milliseconds: number
  readonly rows: Readonly<Record<string, number>>
}

export function seedDataset(db: Db): SeedReport {
  const started = performance.now()
  const version = currentDatasetVersion()
  const current = db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(DATASET_VERSION_KEY)
  if (current === version) return { version, seeded: false, milliseconds: performance.now() - started, rows: {} }

  const authored = loadAuthoredData()
  const tables = [...AUTHORED_TABLES, ...Object.values(GENERATED_TABLES)]
  const rows: Record<string, number> = {}
  // Checking each of a million rows' foreign keys costs a third of the seed. The rows come from one
  // in-memory model, and the data-consistency suite runs PRAGMA foreign_key_check over them instead.
  // (Ids are stable, so rows a user table may one day hold keep pointing at the same college or major.)
  const enforced = db.pragma('foreign_keys', { simple: true }) === 1
  db.pragma('foreign_keys = OFF')
  try {
    db.transaction(() => {
      // Building an index once after the load is several times faster than keeping it up to date row by row.
      const indexes = secondaryIndexes(db, tables)
      for (const index of indexes) db.exec(`DROP INDEX ${index.name}`)
      for (const table of [...tables].reverse()) db.exec(`DELETE FROM ${table}`)
      seedAuthoredData(db, authored)
      const sink = sqliteSink(db, rows)
      generateDataset(authored, sink)
      sink.flush()
      for (const index of indexes) db.exec(index.sql)
      db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(DATASET_VERSION_KEY, version)
    })()
  } finally {
    if (enforced) db.pragma('foreign_keys = ON')
  }
  for (const table of AUTHORED_TABLES) rows[table] = db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number
  return { version, seeded: true, milliseconds: performance.now() - started, rows }
}

function secondaryIndexes(db: Db, tables: readonly string[]): { name: string; sql: string }[] {
  const placeholders = tables.map(() => '?').join(', ')
  return db
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${placeholders})`,
    )
    .all(...tables) as { name: string; sql: string }[]
}
