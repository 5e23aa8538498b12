/**
 * One-click filling of a whole table from the whole dataset, as
 * toFillVolunteer runs it: 山东 (专业+院校, 96 volunteers) and 广东 (院校专业组,
 * 45 groups of up to 6 majors). Prints the first load of each province into
 * memory and the median (and p90, p95) of repeated fills; the goal is a median
 * under 300 ms. Then the planning calls end to end through the upstream
 * (app.inject: validation, the engine, SQLite writes, serialization), median
 * of repeated calls for a 江苏 demo student.
 *
 *   npm run bench:fill -w upstream              # seeds a temporary data directory first (~10 s)
 *   DATA_DIR=.data npm run bench:fill -w upstream    # or uses an existing one
 */

import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  apiPath,
  choiceSchoolList,
  delMyWish,
  type Endpoint,
  type FillPreferences,
  loginByPassWord,
  querySum,
  queryVolunteer,
  TOKEN_HEADER,
  toFillVolunteer,
  wishExecl,
  wishPdf,
} from '@gaokao/contracts'
import { buildUpstream } from '../src/build.js'
import { loadConfig } from '../src/config.js'
import { openSeededDatabase } from '../src/dataset/open-seeded.js'
import { autoFill } from '../src/modules/planning/auto-fill.js'
import { candidateOf } from '../src/modules/planning/candidate.js'
import { loadMajorAppeal } from '../src/modules/planning/major-appeal.js'
import { PlanningData } from '../src/modules/planning/planning-data.js'
import { RankLookup } from '../src/modules/rank/rank-lookup.js'

const RUNS = 40

const givenDir = process.env.DATA_DIR
const dataDir = givenDir || mkdtempSync(join(tmpdir(), 'gaokao-bench-'))
const db = openSeededDatabase(dataDir)
const ranks = RankLookup.fromDatabase(db)
let began = performance.now()
const planning = new PlanningData(db)
console.log(`schools and majors into memory: ${(performance.now() - began).toFixed(0)} ms`)
began = performance.now()
// What toFillVolunteer passes (fill-context.ts): the majors' standing, computed once per process.
const context = { appeal: loadMajorAppeal(db) }
console.log(`majors' popularity and employment: ${(performance.now() - began).toFixed(0)} ms (once)`)

// The preferences vary between runs, as users' do: each priority and split, with and without filters.
const PREFERENCES: FillPreferences[] = [
  { priority: 3 },
  { priority: 1, majorCategories: ['工学', '理学', '经济学'] },
  { priority: 2, split: { reach: 35, match: 45, safe: 20 } },
  { priority: 3, split: { reach: 15, match: 55, safe: 30 }, tuitionMax: 20_000, colourVision: '色弱' },
  { priority: 2, natures: ['公办'], acceptAdjust: false, visionFivePoint: 4.6 },
]

const CASES = [
  { label: '山东 物/化/地 575 (96 majors)', province: '山东', xk: '物/化/地', score: 575, lines: 96 },
  { label: '广东 物/化/生 600 (45 groups of 6)', province: '广东', xk: '物/化/生', score: 600, lines: 45 },
]

for (const c of CASES) {
  const candidate = candidateOf(
    { nick_name: '', phone: '', province: c.province, xk: c.xk, score: c.score, wc: null },
    ranks,
  )
  began = performance.now()
  const data = planning.track(c.province, candidate.track)
  if (!data) throw new Error(`no data for ${c.province}`)
  const load = performance.now() - began
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const preferences = PREFERENCES[i % PREFERENCES.length] as FillPreferences
    const start = performance.now()
    const result = autoFill(planning, data, candidate, preferences, context)
    times.push(performance.now() - start)
    if (result.lines.length !== c.lines)
      throw new Error(`${c.label}: ${result.lines.length} lines, expected ${c.lines}`)
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => (times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? Number.NaN).toFixed(1)
  console.log(
    `${c.label}: province into memory ${load.toFixed(0)} ms (once); full table median ${at(0.5)} ms, p90 ${at(0.9)} ms, p95 ${at(0.95)} ms over ${RUNS} runs (${data.schoolUnits.length} school units, ${data.majorUnits.length} majors)`,
  )
}
db.close()

// The calls end to end.
const app = await buildUpstream({ ...loadConfig({}), DATA_DIR: dataDir, DEMO_MODE: 'on', LOG_LEVEL: 'silent' })
await app.ready()
const post = async (e: Endpoint, body: object, token?: string) => {
  const res = await app.inject({
    method: 'POST',
    url: apiPath(e),
    payload: body,
    headers: token ? { [TOKEN_HEADER]: token } : {},
  })
  return res
}
const login = await post(loginByPassWord, {
  phone: '13800000001',
  passWord: createHash('md5').update('demo1234').digest('hex'),
})
const token = (login.json() as { data: { token: string } }).data.token
const filled = (await post(toFillVolunteer, { preferences: {} }, token)).json() as { data: { wish: { id: number } } }
const wishId = filled.data.wish.id
const timeCall = async (label: string, e: Endpoint, body: () => object, runs = 20) => {
  await post(e, body(), token) // warm-up
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    const res = await post(e, body(), token)
    times.push(performance.now() - start)
    if (res.statusCode !== 200) throw new Error(`${label}: HTTP ${res.statusCode}`)
  }
  times.sort((a, b) => a - b)
  console.log(`${label}: median ${(times[Math.floor(runs / 2)] ?? 0).toFixed(1)} ms over ${runs} calls`)
}
await timeCall('querySum (江苏, both views)', querySum, () => ({}))
await timeCall('querySchoolList (a page of 20 冲 groups)', choiceSchoolList, () => ({ band: '冲', pageSize: 20 }))
await timeCall('queryVolunteer (40 lines)', queryVolunteer, () => ({ wishId }))
await timeCall('toFillVolunteer (江苏 40 groups, saved)', toFillVolunteer, () => ({ wishId, preferences: {} }))
await timeCall('wishExecl (40 lines)', wishExecl, () => ({ wishId }), 10)
await timeCall('wishPdf (40 lines)', wishPdf, () => ({ wishId }), 10)
await post(delMyWish, { wishId }, token) // leaves a given DATA_DIR as it was
await app.close()
if (!givenDir) rmSync(dataDir, { recursive: true, force: true })
