import { createHash } from 'node:crypto'
import {
  addWish,
  apiPath,
  type Endpoint,
  ERROR_TEXT,
  getUserInfo,
  loginByPassWord,
  querySchoolList,
  TOKEN_HEADER,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTempPostgres, type TempPostgres } from '../../../scripts/lib/temp-postgres.mjs'
import { buildTestUpstream, removeDataDir, tempDataDir, testConfig } from '../helpers.js'

/**
 * PostgreSQL going away under a running upstream and coming back
 * (docs/user-store.md, Failures). The server is this file's own, so killing
 * it touches no other test: user calls answer 503 busy, reference calls
 * (SQLite) go on answering, and the same process serves users again once
 * PostgreSQL is back, with no restart.
 */
let postgres: TempPostgres | undefined
let app: FastifyInstance | undefined
let dataDir = ''
const logLines: { msg?: string; level?: number }[] = []

beforeAll(async () => {
  // Durable, as in production: kill() is a crash, and without synchronous commits a crash loses the last ones (the login's session).
  postgres = await startTempPostgres()
  dataDir = tempDataDir()
  app = await buildTestUpstream(
    testConfig({ DATA_DIR: dataDir, DEMO_MODE: 'on', DATABASE_URL: postgres.url, LOG_LEVEL: 'warn' }),
    { logStream: { write: (line) => void logLines.push(JSON.parse(line) as { msg?: string }) } },
  )
  await app.ready()
}, 120_000)
afterAll(async () => {
  await app?.close()
  postgres?.stop()
  removeDataDir(dataDir)
})

function upstream(): FastifyInstance {
  if (!app) throw new Error('the upstream is built in beforeAll')
  return app
}

async function call(endpoint: Endpoint, body: object, token?: string) {
  const res = await upstream().inject({
    method: 'POST',
    url: apiPath(endpoint),
    payload: body,
    headers: token ? { [TOKEN_HEADER]: token } : {},
  })
  return { status: res.statusCode, body: res.json() as { code: number; msg: string } }
}

// The demo students' password, as the login dialog sends it (README, Demo accounts).
const DEMO_LOGIN = { phone: '13800000001', passWord: createHash('md5').update('demo1234').digest('hex') }

/** Resolves once a log line with this message has been written (the pool reports a dropped idle connection). */
async function logged(msg: string): Promise<void> {
  while (!logLines.some((line) => line.msg === msg)) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('a lost PostgreSQL connection', () => {
  it('answers 503 busy for user calls while PostgreSQL is down, and serves them again once it is back', async () => {
    const login = await call(loginByPassWord, DEMO_LOGIN)
    expect(login.body.code).toBe(0)
    const token = (login.body as unknown as { data: { token: string } }).data.token
    // The pool now holds idle connections: killing the server drops them under it.
    expect((await call(getUserInfo, {}, token)).status).toBe(200)

    postgres?.kill()
    // The pool's idle clients fail first; that error is logged, not thrown (else the process would end here).
    await logged('user database connection lost')

    const busy = { status: 503, body: { code: 503, msg: ERROR_TEXT.overloaded } }
    expect(await call(getUserInfo, {}, token)).toMatchObject(busy)
    expect(await call(addWish, { name: '断线表', batch: '本科批' }, token)).toMatchObject(busy)
    expect(await call(loginByPassWord, DEMO_LOGIN)).toMatchObject(busy)
    // Reference data is the replica's own SQLite file: untouched by the outage.
    const colleges = await call(querySchoolList, { pageNum: 1, pageSize: 5 })
    expect(colleges).toMatchObject({ status: 200, body: { code: 0 } })

    postgres?.restart()
    const again = await call(getUserInfo, {}, token)
    expect(again).toMatchObject({ status: 200, body: { code: 0 } })
    expect((await call(addWish, { name: '恢复表', batch: '本科批' }, token)).body.code).toBe(0)
    // Never a 500: the outage is busy, not broken.
    expect(logLines.filter((line) => line.msg === 'request failed')).toEqual([])
  })
})
