import type { Db } from '../db/open.js'
import { generateDataset } from './generate/dataset.js'
import { GENERATOR_VERSION, HISTORY_LENGTH, LATEST_YEAR } from './generate/model.js'
import { fingerprintAuthoredData, loadAuthoredData } from './load.js'
import { realCohortSize } from './real/cohort-size.js'
import { loadManifest } from './real/manifest.js'
import { OUTSIDE_MOE_LIST } from './real/outside-moe-list.js'
import { loadRealFigures, type RealFigures } from './real/real-figures.js'
import { withRealFigures } from './real/real-sink.js'
import { loadSelectivityRanking, RANKING_BASIS_KEY, type RankedCollege } from './real/selectivity-ranking.js'
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
  return `${GENERATOR_VERSION}+${fingerprintAuthoredData().slice(0, 16)}+real-${loadManifest().commit.slice(0, 12)}`
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
      const durations = new Map(authored.majors.map((m) => [m.id, m.duration]))
      const real = realFiguresFor(db)
      const withReal = withRealFigures(sink, real, {
        cohortSize: realCohortSize,
        duration: (majorId) => durations.get(majorId) ?? 4,
      })
      generateDataset(authored, withReal, historyYearsOf(real))
      withReal.finish()
      // Ranked from published lines, for the colleges just seeded (so every row's college exists).
      const colleges = db.prepare('SELECT id, name, type, code FROM colleges').all() as RankedCollege[]
      const ranking = loadSelectivityRanking(colleges)
      for (const row of ranking.rows) sink.schoolRanking(row)
      db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(
        RANKING_BASIS_KEY,
        JSON.stringify(ranking.basis),
      )
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

/**
 * The published figures, attributed to the colleges just seeded by their
 * 学校标识码; a code off the MOE list (military academies) only to a college of
 * exactly the name OUTSIDE_MOE_LIST gives it. Never by the code's last five
 * digits alone: 国防科技大学's 4133010001 would be 北京大学's 10001.
 */
function realFiguresFor(db: Db) {
  const colleges = db.prepare('SELECT id, code, name FROM colleges').all() as {
    id: number
    code: string
    name: string
  }[]
  const byCode = new Map(colleges.filter((c) => c.code !== '').map((c) => [c.code, c.id]))
  const byName = new Map(colleges.map((c) => [c.name, c.id]))
  const names = new Map(colleges.map((c) => [c.id, c.name]))
  return loadRealFigures(
    (moeCode) => {
      const outside = OUTSIDE_MOE_LIST[moeCode]
      return outside ? byName.get(outside.name) : byCode.get(moeCode)
    },
    (id) => names.get(id),
  )
}

/**
 * Every province gets HISTORY_LENGTH years, ending at its latest published
 * table where it has one (江苏 2023-2025: all published; 北京 2022-2024: two
 * generated years under the published 2024) and at LATEST_YEAR elsewhere; no
 * generated year ever lies after a published one.
 */
export function historyYearsOf(real: Pick<RealFigures, 'tableYears'>): (province: string) => readonly number[] {
  return (province) => {
    const latest = real.tableYears.get(province)?.at(-1) ?? LATEST_YEAR
    return Array.from({ length: HISTORY_LENGTH }, (_, i) => latest - HISTORY_LENGTH + 1 + i)
  }
}

function secondaryIndexes(db: Db, tables: readonly string[]): { name: string; sql: string }[] {
  const placeholders = tables.map(() => '?').join(', ')
  return db
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${placeholders})`,
    )
    .all(...tables) as { name: string; sql: string }[]
}
