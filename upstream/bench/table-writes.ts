/**
 * Volunteer-table writes per second with user state in SQLite (the default)
 * and in PostgreSQL (DATABASE_URL), side by side in one run
 * (docs/user-store.md, Figures). Each client is a student of its own who, in
 * rounds, creates a table (addWish), adds 10 江苏 groups (fillVolunteer) and
 * deletes it (delMyWish): every call a write through the HTTP API (app.inject:
 * validation, the user's lock, the statements, serialization), counted when
 * it answers code 0. 1 and 8 clients at once, for a fixed time each.
 *
 * PostgreSQL is a temporary server on loopback with its default durability
 * (fsync on every commit); SQLite runs in WAL with synchronous = NORMAL
 * (db/open.ts), which syncs at checkpoints, not at each commit.
 *
 *   npm run bench:writes -w upstream                 # 5 s per cell; seeds a temporary data directory (~20 s)
 *   npm run bench:writes -w upstream -- --seconds=10
 *   npm run bench:writes -w upstream -- --no-sync    # PostgreSQL without fsync: what the commits' syncs cost
 */

import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  activeVipCard,
  addWish,
  apiPath,
  currentAdmissionYear,
  delMyWish,
  type Endpoint,
  fillVolunteer,
  loginVerifyCode,
  saveUserInfo,
  sendVerifyCode,
  TOKEN_HEADER,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { startTempPostgres } from '../../scripts/lib/temp-postgres.mjs'
import { buildUpstream } from '../src/build.js'
import { loadConfig } from '../src/config.js'
import { openSeededDatabase } from '../src/dataset/open-seeded.js'
import { DATABASE_FILE } from '../src/db/open.js'
import { PlanningData } from '../src/modules/planning/planning-data.js'
import { meetsRequirement, subjectSet } from '../src/modules/planning/subject-match.js'

const SECONDS = Number(process.argv.find((a) => a.startsWith('--seconds='))?.slice(10) ?? 5)
const NO_SYNC = process.argv.includes('--no-sync')
const CLIENTS = [1, 8]
const LINES_PER_TABLE = 10
const XK = '物/化/生'

/** Where user state lives for one column of the table. */
interface Engine {
  app: FastifyInstance
}

interface Figure {
  perSecond: number
  /** The median write's time in ms. */
  p50: number
}

/** One call; anything but code 0 stops the run (a figure over refusals would measure nothing). */
async function call(app: FastifyInstance, endpoint: Endpoint, body: object, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: apiPath(endpoint),
    payload: body,
    headers: token ? { [TOKEN_HEADER]: token } : {},
  })
  const answer = res.json() as { code: number; msg: string; data: Record<string, unknown> }
  if (answer.code !== 0) throw new Error(`${endpoint.name}: HTTP ${res.statusCode} ${answer.code} ${answer.msg}`)
  return answer.data
}

let nextPhone = 13900070000
/**
 * A new 江苏 物理类 member with a complete profile, registered as a user does
 * (demo mode shows the code) and made a member with the i-th demo VIP card
 * (filling a table is a member's feature; README, Demo accounts).
 */
async function newStudent(app: FastifyInstance, i: number): Promise<string> {
  const phone = String(nextPhone++)
  const { demoCode } = (await call(app, sendVerifyCode, { phone })) as { demoCode: string }
  const { token } = (await call(app, loginVerifyCode, { phone, verifyCode: demoCode })) as { token: string }
  await call(
    app,
    saveUserInfo,
    {
      nickName: '压测同学',
      sex: '女',
      nation: '汉族',
      language: '英语',
      freshGraduate: '1',
      localArea: ['320000', '320100'],
      province: '江苏',
      gkYear: currentAdmissionYear(new Date(app.now())),
      score: 600,
      xk: XK,
      uType: '0',
    },
    token,
  )
  await call(app, activeVipCard, { cardNo: `GKVIP-DEMO-${String(i + 1).padStart(4, '0')}` }, token)
  return token
}

/** The first groups a 江苏 物/化/生 candidate may add to an undergraduate table. */
function groupsFor(app: FastifyInstance) {
  const data = new PlanningData(app.db).track('江苏', '物理类')
  if (!data) throw new Error('no 江苏 物理类 data')
  const subjects = subjectSet(XK)
  return data.schoolUnits
    .filter((u) => u.kind === 'group' && u.batch === '本科批')
    .filter((u) => u.majors.some((m) => meetsRequirement(m.requirement, subjects)))
    .slice(0, LINES_PER_TABLE)
}

/** One client's rounds until the deadline (at least one); returns each write's time in ms. */
async function client(app: FastifyInstance, token: string, deadline: number, tag: string): Promise<number[]> {
  const groups = groupsFor(app)
  const times: number[] = []
  const timed = async <T>(work: () => Promise<T>): Promise<T> => {
    const started = performance.now()
    const result = await work()
    times.push(performance.now() - started)
    return result
  }
  let round = 0
  do {
    const { id } = (await timed(() => call(app, addWish, { name: `${tag}-${round}`, batch: '本科批' }, token))) as {
      id: number
    }
    for (const unit of groups)
      await timed(() =>
        call(app, fillVolunteer, { wishId: id, schoolId: unit.schoolId, groupCode: unit.groupCode }, token),
      )
    await timed(() => call(app, delMyWish, { wishId: id }, token))
    round++
  } while (performance.now() < deadline)
  return times
}

async function measure(engine: Engine, tokens: readonly string[], clients: number): Promise<Figure> {
  // A short warm-up round per client: statements prepared, connections open.
  await Promise.all(tokens.slice(0, clients).map((t, i) => client(engine.app, t, 0, `warm${clients}-${i}`)))
  const started = performance.now()
  const deadline = started + SECONDS * 1000
  const all = await Promise.all(
    tokens.slice(0, clients).map((t, i) => client(engine.app, t, deadline, `c${clients}-${i}`)),
  )
  const seconds = (performance.now() - started) / 1000
  const times = all.flat().sort((a, b) => a - b)
  const p50 = times[Math.floor(times.length / 2)] ?? Number.NaN
  return { perSecond: times.length / seconds, p50 }
}

const seeded = mkdtempSync(join(tmpdir(), 'gaokao-bench-writes-'))
const dirs = [join(seeded, 'sqlite'), join(seeded, 'postgres')]
openSeededDatabase(dirs[0] as string).close()
const copyDir = dirs[1] as string
mkdirSync(copyDir)
copyFileSync(join(dirs[0] as string, DATABASE_FILE), join(copyDir, DATABASE_FILE))
const postgres = await startTempPostgres({ durable: !NO_SYNC })
const config = { ...loadConfig({}), DEMO_MODE: 'on' as const, LOG_LEVEL: 'silent' as const }
const sqlite: Engine = { app: await buildUpstream({ ...config, DATA_DIR: dirs[0] as string }) }
const pg: Engine = {
  app: await buildUpstream({ ...config, DATA_DIR: copyDir, DATABASE_URL: postgres.url }),
}
const engines = [sqlite, pg]
try {
  const tokens = new Map<Engine, string[]>()
  for (const engine of engines) {
    await engine.app.ready()
    const list: string[] = []
    for (let i = 0; i < Math.max(...CLIENTS); i++) list.push(await newStudent(engine.app, i))
    tokens.set(engine, list)
  }
  console.log(
    `volunteer-table writes: rounds of addWish, ${LINES_PER_TABLE} × fillVolunteer, delMyWish per student, ${SECONDS} s per cell, in process (app.inject)${NO_SYNC ? ', PostgreSQL without fsync' : ''}`,
  )
  console.log('| clients | SQLite writes/s (p50) | PostgreSQL writes/s (p50) | PostgreSQL / SQLite |')
  console.log('|---|---|---|---|')
  for (const clients of CLIENTS) {
    const a = await measure(sqlite, tokens.get(sqlite) ?? [], clients)
    const b = await measure(pg, tokens.get(pg) ?? [], clients)
    const cell = (r: Figure) => `${r.perSecond.toFixed(0)} (${r.p50.toFixed(1)} ms)`
    console.log(`| ${clients} | ${cell(a)} | ${cell(b)} | ${(b.perSecond / a.perSecond).toFixed(2)}x |`)
  }
} finally {
  for (const engine of engines) await engine.app.close()
  postgres.stop()
  rmSync(seeded, { recursive: true, force: true })
}
