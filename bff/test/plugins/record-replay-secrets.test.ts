import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiPath, ERROR_CODE, loginByPassWord, TOKEN_COOKIE, updatePassWord } from '@gaokao/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HarLog } from '../../src/lib/cassette/har.js'
import { SCRUBBED } from '../../src/lib/cassette/secret-fields.js'
import { closedPort, type FakeUpstream, SPA_HEADERS, sendJson, startBff, startFakeUpstream } from '../helpers.js'

/**
 * A cassette recorded through the bff's own login route holds no credential:
 * the password's MD5 is what the upstream accepts as the password, so it is
 * scrubbed like the token and the phone, in the stored body and in the match
 * key; and the login still replays (docs/record-replay.md).
 */
const PHONE = '13800000001'
const PASSWORD_MD5 = 'e10adc3949ba59abbe56e057f20f883e'
const NEW_PASSWORD_MD5 = 'fcea920f7412b5da7be0cf42b8c93759'
const TOKEN = 'real-upstream-token-5f2c9a'
/** Load shedding is not what this measures: a busy shared machine must not turn a call into a 503. */
const NO_SHEDDING = { SHED_MAX_EVENT_LOOP_DELAY_MS: 0 }

let dir: string
let upstream: FakeUpstream
let harText: string

const login = (bff: Awaited<ReturnType<typeof startBff>>, password: string, phone = PHONE) =>
  bff.inject({
    method: 'POST',
    url: apiPath(loginByPassWord),
    headers: SPA_HEADERS,
    payload: { phone, passWord: password },
  })
const changePassword = (bff: Awaited<ReturnType<typeof startBff>>) =>
  bff.inject({
    method: 'POST',
    url: apiPath(updatePassWord),
    headers: SPA_HEADERS,
    payload: { phone: PHONE, verifyCode: '123456', passWord: NEW_PASSWORD_MD5 },
  })

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gaokao-cassette-secrets-'))
  upstream = await startFakeUpstream((req, res) => {
    if (req.url === apiPath(loginByPassWord))
      return sendJson(res, 200, { code: 0, msg: '登录成功', data: { token: TOKEN, phone: PHONE } })
    return sendJson(res, 200, { code: 0, msg: '成功', data: null })
  })
  const recorder = await startBff({
    UPSTREAM_URL: upstream.url,
    UPSTREAM_MODE: 'record',
    ...NO_SHEDDING,
    CASSETTE_DIR: dir,
    CASSETTE_NAME: 'login',
  })
  expect((await login(recorder, PASSWORD_MD5)).statusCode).toBe(200)
  expect((await changePassword(recorder)).statusCode).toBe(200)
  await recorder.close()
  harText = readFileSync(join(dir, 'login.har'), 'utf8')
})

afterAll(async () => {
  await upstream?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('a recorded login', () => {
  it('reached the upstream with the real password', () => {
    expect(upstream.requests.map((r) => JSON.parse(r.body).passWord)).toEqual([PASSWORD_MD5, NEW_PASSWORD_MD5])
  })

  it('is written without the password MD5, the full phone or the token, in bodies and match keys alike', () => {
    expect(harText).not.toContain(PASSWORD_MD5)
    expect(harText).not.toContain(NEW_PASSWORD_MD5)
    expect(harText).not.toContain(PHONE)
    expect(harText).not.toContain(TOKEN)
    const [loginEntry, changeEntry] = (JSON.parse(harText) as HarLog).log.entries
    expect(JSON.parse(loginEntry?.request.postData?.text ?? '')).toEqual({ phone: '138****0001', passWord: SCRUBBED })
    expect(loginEntry?._matchKey).toBe(`POST ${apiPath(loginByPassWord)} {"passWord":"scrubbed","phone":"138****0001"}`)
    expect(loginEntry?._scrubbed).toContain('request.postData: passWord')
    expect(JSON.parse(changeEntry?.request.postData?.text ?? '').passWord).toBe(SCRUBBED)
  })

  it('replays with the upstream gone: the same login matches, and so does one with any other password', async () => {
    const bff = await startBff({
      UPSTREAM_URL: `http://127.0.0.1:${await closedPort()}`,
      UPSTREAM_MODE: 'replay',
      ...NO_SHEDDING,
      CASSETTE_DIR: dir,
      CASSETTE_NAME: 'login',
      CASSETTE_LATENCY: 'none',
    })
    const same = await login(bff, PASSWORD_MD5)
    // Replay cannot tell a wrong password: the recording no longer knows the right one.
    const other = await login(bff, '0'.repeat(32))
    const changed = await changePassword(bff)
    const stranger = await login(bff, PASSWORD_MD5, '13900000009')
    await bff.close()
    for (const res of [same, other]) {
      expect(res.statusCode).toBe(200)
      expect(res.json().code).toBe(0)
      expect(res.cookies.find((c) => c.name === TOKEN_COOKIE)?.value).toBe(SCRUBBED)
    }
    expect(changed.json().code).toBe(0)
    // A miss names its key, which holds no password either.
    expect(stranger.json().code).toBe(ERROR_CODE.replayMiss)
    expect(stranger.json().msg).toContain('"passWord":"scrubbed"')
    expect(stranger.json().msg).not.toContain(PASSWORD_MD5)
  })
})
