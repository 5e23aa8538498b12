/**
 * The college pages as the upstream answers them on the seeded data
 * (under 50 ms median, docs/upstream-benchmarks.md): the list (school/querySchoolList) with the
 * filters, sorts and pages people use, and every call of the 院校详情 page
 * payload (contracts' collegeDetailPage, so a new part is timed without an
 * edit here) for colleges across the ranking and three exam provinces.
 * In process through app.inject: routing, validation, SQLite and
 * serialization, without the socket. Prints the median and p90 per call.
 *
 *   npm run bench:college -w upstream              # seeds a temporary data directory first (~10 s)
 *   DATA_DIR=.data npm run bench:college -w upstream    # or uses an existing one
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  apiPath,
  type BodyOf,
  collegeDetailPage,
  type DataOf,
  type Endpoint,
  ERROR_CODE,
  PAGE_SIZE_MAX,
  type PayloadPart,
  querySchoolList,
} from '@gaokao/contracts'
import { buildUpstream } from '../src/build.js'
import { loadConfig } from '../src/config.js'

const ROUNDS = 15
const GOAL_MS = 50

const givenDir = process.env.DATA_DIR
const dataDir = givenDir || mkdtempSync(join(tmpdir(), 'gaokao-bench-'))
const app = await buildUpstream({ ...loadConfig({}), DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
await app.ready()

async function call<E extends Endpoint>(e: E, body: BodyOf<E>): Promise<DataOf<E>> {
  const res = await app.inject({ method: 'POST', url: apiPath(e), payload: body as object })
  const envelope = res.json() as { code: number; msg: string; data: DataOf<E> }
  if (res.statusCode !== 200 || envelope.code !== ERROR_CODE.ok)
    throw new Error(`${e.path}: ${res.statusCode} ${envelope.msg}`)
  return envelope.data
}

/** Milliseconds of each call, by label, over every round. */
const times = new Map<string, number[]>()
async function timed<E extends Endpoint>(label: string, e: E, body: BodyOf<E>): Promise<number> {
  const start = performance.now()
  await call(e, body)
  const ms = performance.now() - start
  times.set(label, [...(times.get(label) ?? []), ms])
  return ms
}

// The list as /college asks for it: 20 a page, the visitor's exam province and track, then filters and pages.
const exam = { examProvince: '江苏', track: '物理类' } as const
const LIST_CASES: { label: string; body: BodyOf<typeof querySchoolList> }[] = [
  { label: 'default (rank, page 1)', body: { pageNum: 1, pageSize: 20, sort: 'rank', ...exam } },
  { label: 'page 10', body: { pageNum: 10, pageSize: 20, sort: 'rank', ...exam } },
  { label: 'sort by score', body: { pageNum: 1, pageSize: 20, sort: 'score', ...exam } },
  { label: 'sort by name, page 3', body: { pageNum: 3, pageSize: 20, sort: 'name', ...exam } },
  { label: 'province 江苏 + 本科', body: { pageNum: 1, pageSize: 20, province: '江苏', level: '本科', ...exam } },
  { label: 'city 南京市', body: { pageNum: 1, pageSize: 20, province: '江苏', city: '南京市', ...exam } },
  { label: 'tags 985 + 211', body: { pageNum: 1, pageSize: 20, tags: ['985', '211'], ...exam } },
  {
    label: '双一流 理工 公办',
    body: { pageNum: 1, pageSize: 20, tags: ['双一流'], type: '理工', nature: '公办', ...exam },
  },
  { label: '专科 民办, page 2', body: { pageNum: 2, pageSize: 20, level: '专科', nature: '民办', ...exam } },
  { label: 'keyword 师范', body: { pageNum: 1, pageSize: 20, keyword: '师范', ...exam } },
  { label: 'no exam province', body: { pageNum: 1, pageSize: 20 } },
]

// Colleges across the ranking: the top, the middle, 专科; in three exam provinces of the three modes.
// (The 1st, 51st, 101st... of each level: the first of every page of PAGE_SIZE_MAX.)
const firstOfPages = async (level: '本科' | '专科', pages: number) => {
  const ids: number[] = []
  for (let pageNum = 1; pageNum <= pages; pageNum++) {
    const page = await call(querySchoolList, { pageNum, pageSize: PAGE_SIZE_MAX, level, sort: 'rank' })
    if (page.list[0]) ids.push(page.list[0].id)
  }
  return ids
}
const schoolIds = [...(await firstOfPages('本科', 6)), ...(await firstOfPages('专科', 2))]
const DETAIL_QUERIES = [
  { province: '江苏', track: '物理类' },
  { province: '山东', track: '综合' },
  { province: '广东', track: '历史类' },
]
const parts = Object.entries(collegeDetailPage.parts) as [string, PayloadPart<Endpoint, unknown>][]

const pageTotals: number[] = []
for (let round = 0; round < ROUNDS; round++) {
  for (const { label, body } of LIST_CASES) await timed(`querySchoolList: ${label}`, querySchoolList, body)
  for (const id of schoolIds) {
    for (const q of DETAIL_QUERIES) {
      let page = 0
      for (const [name, part] of parts)
        page += await timed(`detail ${name} (${part.call.name})`, part.call, part.body({ id, ...q }))
      pageTotals.push(page)
    }
  }
}
await app.close()
if (!givenDir) rmSync(dataDir, { recursive: true, force: true })

// The first round warmed the statements up and is left out.
const at = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN
const report = (label: string, all: readonly number[], perRound: number) => {
  const sorted = all.slice(perRound).sort((a, b) => a - b)
  const median = at(sorted, 0.5)
  console.log(
    `${label.padEnd(44)} median ${median.toFixed(2).padStart(6)} ms  p90 ${at(sorted, 0.9).toFixed(2).padStart(6)} ms  ${median < GOAL_MS ? 'under' : 'OVER'} ${GOAL_MS} ms  (${sorted.length} calls)`,
  )
}
const detailsPerRound = schoolIds.length * DETAIL_QUERIES.length
for (const [label, all] of times) report(label, all, label.startsWith('querySchoolList') ? 1 : detailsPerRound)
report('detail payload, its calls one after another', pageTotals, detailsPerRound)
console.log(`${schoolIds.length} colleges x ${DETAIL_QUERIES.length} exam provinces, ${ROUNDS - 1} timed rounds`)
