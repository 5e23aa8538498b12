/**
 * How fast the upstream answers the calls of the content, home, evaluation,
 * mock-conversion and 选科 pages on the seeded data, in process through
 * app.inject (routing, validation, SQLite and serialization, no socket).
 * Prints the median and p90 of each call against the 50 ms goal the pages
 * were built to. These were timed assertions in the unit tests once; on a
 * shared machine under load they failed for reasons that were not the
 * code's, so speed is measured here and recorded in
 * docs/upstream-benchmarks.md.
 *
 *   npm run bench:answers -w upstream              # seeds a temporary data directory first
 *   DATA_DIR=.data npm run bench:answers -w upstream
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  apiPath,
  type BodyOf,
  conversionSchoolList,
  conversionVerify,
  type Endpoint,
  ERROR_CODE,
  getInfoPublish,
  loginByPassWord,
  queryHistoryRank,
  queryInfoList,
  queryMajorByXk,
  queryMajorSumByXkMatch,
  queryRecommendHome,
  querySchoolByXk,
  queryUserDoneEvaluationReport,
  queryXkMajorBySchool,
  queryXkSchoolListByMajor,
  saveEvaluationAnswers,
  submitEvaluation,
  TOKEN_HEADER,
} from '@gaokao/contracts'
import { buildUpstream } from '../src/build.js'
import { loadConfig } from '../src/config.js'

const GOAL_MS = 50
const ROUNDS = 30

const givenDir = process.env.DATA_DIR
const dataDir = givenDir || mkdtempSync(join(tmpdir(), 'gaokao-bench-'))
const app = await buildUpstream({ ...loadConfig({}), DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_MODE: 'on' })
await app.ready()

async function call<E extends Endpoint>(e: E, body: BodyOf<E>, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: apiPath(e),
    payload: body as object,
    headers: token ? { [TOKEN_HEADER]: token } : {},
  })
  const envelope = res.json() as { code: number; msg: string; data: unknown }
  if (res.statusCode !== 200 || envelope.code !== ERROR_CODE.ok)
    throw new Error(`${e.path}: ${res.statusCode} ${envelope.msg}`)
  return envelope.data
}

/** Each call once per body per round; the milliseconds of every call. */
async function time<E extends Endpoint>(e: E, bodies: BodyOf<E>[], token?: string): Promise<number[]> {
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round++)
    for (const body of bodies) {
      const started = performance.now()
      await call(e, body, token)
      times.push(performance.now() - started)
    }
  return times.sort((a, b) => a - b)
}

const md5 = (s: string) => createHash('md5').update(s).digest('hex')
const { token } = (await call(loginByPassWord, { phone: '13800000001', passWord: md5('demo1234') })) as {
  token: string
}
// A finished 霍兰德 sheet, so the report call reads a real report.
await call(
  saveEvaluationAnswers,
  { evaluationId: 1, answers: Array.from({ length: 60 }, (_, i) => ({ position: i + 1, option: i % 2 })) },
  token,
)
await call(submitEvaluation, { evaluationId: 1 }, token)

// A mock exam a month ago, in Beijing time (the call refuses a date in the future).
const monthAgo = new Date(Date.now() + 8 * 3_600_000 - 30 * 86_400_000).toISOString().slice(0, 10)
const provinces = ['河北', '山西', '辽宁', '吉林', '黑龙江', '安徽', '福建', '江西', '湖北', '湖南', '广东']
const henan = { province: '河南', track: '物理类', rank: 40000, rankLow: 32000, rankHigh: 50000 } as const
const newest = ((await call(queryInfoList, { pageNum: 1, pageSize: 10 })) as { list: { id: number }[] }).list

const cases: [string, () => Promise<number[]>][] = [
  ['info/queryList page 2', () => time(queryInfoList, [{ pageNum: 2, pageSize: 10 }])],
  [
    'getInfoPublish',
    () =>
      time(
        getInfoPublish,
        newest.slice(0, 5).map((a) => ({ id: a.id })),
      ),
  ],
  ['queryRecommendHome', () => time(queryRecommendHome, [{ province: '广东' }, { province: '河南' }])],
  ['queryUserDoneEvaluationReport', () => time(queryUserDoneEvaluationReport, [{ evaluationId: 1 }], token)],
  ['conversion querySchoolList', () => time(conversionSchoolList, [{ ...henan, pageNum: 3, pageSize: 20 }])],
  [
    'conversionVerify',
    () =>
      time(conversionVerify, [
        {
          province: '河南',
          city: '郑州市',
          track: '物理类',
          scope: '地市统考',
          score: 598,
          candidates: 20000,
          rank: 1200,
          date: monthAgo,
        },
      ]),
  ],
  ['queryHistoryRank', () => time(queryHistoryRank, [henan])],
  [
    'queryMajorSumByXkMatch',
    () =>
      time(
        queryMajorSumByXkMatch,
        provinces.map((province) => ({ province, xk: '物/化/地' })),
      ),
  ],
  [
    'querySchoolByXk',
    () =>
      time(
        querySchoolByXk,
        provinces.map((province, i) => ({ province, xk: '史/政/生', pageNum: 1 + (i % 3), pageSize: 20 })),
      ),
  ],
  [
    'queryMajorByXk',
    () =>
      time(
        queryMajorByXk,
        provinces.map((province, i) => ({ province, xk: '物/生/政', pageNum: 1 + (i % 3), pageSize: 20 })),
      ),
  ],
  [
    'queryXkMajorBySchool',
    () =>
      time(
        queryXkMajorBySchool,
        [10284, 10003, 10001, 10246, 10335].map((schoolId) => ({
          schoolId,
          province: '江苏',
          xk: '物/化/生',
          pageNum: 1,
          pageSize: 20,
        })),
      ),
  ],
  [
    'queryXkSchoolListByMajor',
    () =>
      time(
        queryXkSchoolListByMajor,
        [80901, 80902, 20301, 50201, 100201].map((majorId) => ({
          majorId,
          province: '江苏',
          xk: '物/化/生',
          pageNum: 1,
          pageSize: 20,
        })),
      ),
  ],
]

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0
console.log(`call                              median ms   p90 ms   goal ${GOAL_MS} ms (median)`)
let missed = 0
for (const [label, run] of cases) {
  const times = await run()
  const median = at(times, 0.5)
  if (median >= GOAL_MS) missed++
  console.log(
    `${label.padEnd(34)}${median.toFixed(2).padStart(9)}${at(times, 0.9).toFixed(2).padStart(9)}   ${median < GOAL_MS ? 'met' : 'MISSED'}`,
  )
}
await app.close()
if (!givenDir) rmSync(dataDir, { recursive: true, force: true })
console.log(missed === 0 ? 'every call met the goal' : `${missed} call(s) missed the goal`)
