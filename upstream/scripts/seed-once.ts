// Seeds a data directory and prints what the seed did: `npx tsx scripts/seed-once.ts [dir]`.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openSeededDatabase } from '../src/dataset/open-seeded.js'

const dir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'gaokao-seed-'))
const started = performance.now()
const db = openSeededDatabase(dir, (report) => console.log(JSON.stringify(report.rows)))
console.log(`seeded ${dir} in ${Math.round(performance.now() - started)} ms`)
db.close()
