import { mkdirSync, rmSync, statSync } from 'node:fs'
import Database from 'better-sqlite3'
import { MIGRATIONS } from './src/db/migrations.js'
import { loadAuthoredData } from './src/dataset/load.js'
import { seedAuthoredData } from './src/dataset/seed-authored.js'
import { sqliteSink } from './src/dataset/sqlite-sink.js'
import { generateDataset } from './src/generate/dataset.js'
const variant = process.argv[2]
let sql = MIGRATIONS.join(';\n')
if (variant === 'rowid') {
  for (const t of ['score_ranks', 'school_admissions', 'major_admissions', 'enrolment_plans', 'batch_lines', 'cohorts']) {
    const re = new RegExp(`CREATE TABLE ${t} \\(([\\s\\S]*?)\\n  \\)( WITHOUT ROWID)?;`)
    const m = sql.match(re)!
    let body = m[1]!
    const pk = body.match(/,\s*PRIMARY KEY \(([^)]*)\)/)!
    body = body.replace(pk[0], '')
    sql = sql.replace(m[0], `CREATE TABLE ${t} (${body}\n  );\n  CREATE UNIQUE INDEX ${t}_key ON ${t} (${pk[1]});`)
  }
}
rmSync('/tmp/gk-seed', { recursive: true, force: true }); mkdirSync('/tmp/gk-seed')
const db = new Database('/tmp/gk-seed/x.sqlite')
db.pragma('journal_mode = WAL'); db.pragma('synchronous = NORMAL'); db.pragma('foreign_keys = ON')
db.exec(sql)
const a = loadAuthoredData()
let t = performance.now()
const t0 = t
const idx = db.prepare("SELECT name, sql FROM sqlite_master WHERE type='index' AND sql IS NOT NULL").all() as {name:string;sql:string}[]
db.transaction(() => {
  for (const i of idx) db.exec(`DROP INDEX ${i.name}`)
  seedAuthoredData(db, a)
  generateDataset(a, sqliteSink(db, {}))
  console.log(variant, 'insert ms', Math.round(performance.now() - t)); t = performance.now()
  for (const i of idx) db.exec(i.sql)
  console.log(variant, 'index ms', Math.round(performance.now() - t)); t = performance.now()
})()
console.log(variant, 'commit ms', Math.round(performance.now() - t), 'total', Math.round(performance.now() - t0))
db.close()
console.log('size MB', statSync('/tmp/gk-seed/x.sqlite').size / 1e6)
