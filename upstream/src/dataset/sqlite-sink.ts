import type { Db } from '../db/open.js'
import type { DatasetSink, GeneratedRows } from './generate/rows.js'

/** The table each kind of generated row goes to. */
export const GENERATED_TABLES: Readonly<Record<keyof GeneratedRows, string>> = {
  cohort: 'cohorts',
  scoreRank: 'score_ranks',
  batchLine: 'batch_lines',
  schoolMajor: 'school_majors',
  schoolAdmission: 'school_admissions',
  majorAdmission: 'major_admissions',
  plan: 'enrolment_plans',
  schoolRanking: 'school_rankings',
}

/** Rows per INSERT: one statement call per 64 rows costs far less than 64 calls. */
const BATCH = 64

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

export interface SqliteSink extends DatasetSink {
  /** Writes the rows still buffered; call once, after the last row. */
  flush(): void
}

/**
 * Inserts each row into its table; a row's fields are its columns in
 * camelCase (minScore -> min_score). Rows are buffered and written 64 to a
 * statement, bound by position.
 */
export function sqliteSink(db: Db, counts: Record<string, number>): SqliteSink {
  const flushes: (() => void)[] = []
  const writer = <K extends keyof GeneratedRows>(kind: K) => {
    const table = GENERATED_TABLES[kind]
    let keys: (keyof GeneratedRows[K] & string)[] = []
    let insertMany: ((values: unknown[]) => void) | undefined
    let insertOne: ((values: unknown[]) => void) | undefined
    let buffer: unknown[] = []
    const statement = (rows: number) => {
      const tuple = `(${keys.map(() => '?').join(', ')})`
      const sql = `INSERT INTO ${table} (${keys.map(snakeCase).join(', ')}) VALUES ${Array(rows).fill(tuple).join(', ')}`
      const prepared = db.prepare(sql)
      return (values: unknown[]) => void prepared.run(values)
    }
    flushes.push(() => {
      if (!insertOne) return
      for (let i = 0; i < buffer.length; i += keys.length) insertOne(buffer.slice(i, i + keys.length))
      buffer = []
    })
    return (row: GeneratedRows[K]) => {
      if (!insertMany) {
        keys = Object.keys(row) as (keyof GeneratedRows[K] & string)[]
        insertMany = statement(BATCH)
        insertOne = statement(1)
      }
      for (const key of keys) buffer.push(row[key])
      if (buffer.length === BATCH * keys.length) {
        insertMany(buffer)
        buffer = []
      }
      counts[table] = (counts[table] ?? 0) + 1
    }
  }
  return {
    cohort: writer('cohort'),
    scoreRank: writer('scoreRank'),
    batchLine: writer('batchLine'),
    schoolMajor: writer('schoolMajor'),
    schoolAdmission: writer('schoolAdmission'),
    majorAdmission: writer('majorAdmission'),
    plan: writer('plan'),
    schoolRanking: writer('schoolRanking'),
    flush: () => {
      for (const flush of flushes) flush()
    },
  }
}
