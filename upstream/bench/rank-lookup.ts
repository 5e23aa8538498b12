/**
 * 100,000 score -> rank lookups in process, as queryWc makes them, timed in
 * batches of 100 (a clock read costs about as much as a lookup, so single
 * lookups cannot be timed honestly). Prints the median per lookup; the goal
 * is under 5 µs.
 *
 *   npm run bench:rank -w upstream             # seeds a temporary data directory first (~10 s)
 *   DATA_DIR=.data npm run bench:rank -w upstream   # or uses an existing one
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Track, trackOf } from '@gaokao/contracts'
import { Random } from '../src/dataset/generate/prng.js'
import { openSeededDatabase } from '../src/dataset/open-seeded.js'
import { RankLookup } from '../src/modules/rank/rank-lookup.js'

const LOOKUPS = 100_000
const BATCH = 100

const givenDir = process.env.DATA_DIR
const dataDir = givenDir || mkdtempSync(join(tmpdir(), 'gaokao-bench-'))
const db = openSeededDatabase(dataDir)
const ranks = RankLookup.fromDatabase(db)
const provinces = db.prepare('SELECT name, gkms FROM gaokao_provinces').all() as {
  name: string
  gkms: '3+3' | '3+1+2'
}[]
db.close()
if (!givenDir) rmSync(dataDir, { recursive: true, force: true })

// Random questions, drawn before the clock starts, in batches: province, subjects and a score of 100-750.
type Question = { province: string; mode: '3+3' | '3+1+2'; xk: string; score: number }
const random = new Random(2026)
const batches: Question[][] = Array.from({ length: LOOKUPS / BATCH }, () =>
  Array.from({ length: BATCH }, () => {
    const province = random.pick(provinces)
    return {
      province: province.name,
      mode: province.gkms,
      xk: random.pick(['物/化/生', '史/政/地']),
      score: random.int(100, 750),
    }
  }),
)

function timeBatches(lookup: (q: Question) => number | undefined): number[] {
  const perLookup: number[] = []
  let answered = 0
  for (const batch of batches) {
    const began = process.hrtime.bigint()
    for (const question of batch) if (lookup(question) !== undefined) answered++
    perLookup.push(Number(process.hrtime.bigint() - began) / BATCH)
  }
  if (answered === 0) throw new Error('no lookup answered')
  return perLookup.sort((a, b) => a - b)
}

const percentile = (sorted: number[], p: number) => (sorted[Math.floor(sorted.length * p)] ?? Number.NaN) / 1000
const report = (label: string, sorted: number[]) =>
  console.log(
    `${label}: median ${percentile(sorted, 0.5).toFixed(3)} µs per lookup (p99 ${percentile(sorted, 0.99).toFixed(3)} µs, ${LOOKUPS} lookups)`,
  )

const tableOnly = (q: Question) =>
  ranks.rank(q.province, (q.mode === '3+3' ? '综合' : q.xk.startsWith('史') ? '历史类' : '物理类') as Track, q.score)
const withTrack = (q: Question) => {
  const mode = ranks.modeOf(q.province)
  return mode && ranks.rank(q.province, trackOf(mode, q.xk), q.score)
}

timeBatches(withTrack) // warm-up: let the JIT compile both paths
timeBatches(tableOnly)
report('rank table lookup', timeBatches(tableOnly))
report('with the province mode and track resolved, as queryWc does', timeBatches(withTrack))
