import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiPath, loginByPassWord, TOKEN_COOKIE } from '@gaokao/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Cassette } from '../../src/lib/cassette/cassette.js'
import { SCRUBBED } from '../../src/lib/cassette/secret-fields.js'
import { closedPort, SPA_HEADERS, startBff } from '../helpers.js'

/**
 * A HAR exported from Chromium's devtools, built by hand with what one
 * holds: the browser's cookies (as headers and as HAR's cookie lists), an
 * Authorization and a token header, Set-Cookie, a password and a full phone
 * in posted bodies (JSON and form), tokens and phones in answers (one of
 * them base64, as devtools stores some), and the phone in a query and in
 * `_initiator`. Loading it for replay must leave none of them in memory,
 * and its calls must still replay (docs/record-replay.md).
 */
const PHONE = '13912345678'
const PASSWORD_MD5 = '25d55ad283aa400af464c76d713c07ad'
const SECRETS = {
  cookie: 'browser-cookie-secret-1f9',
  bearer: 'bearer-secret-7c2',
  tokenHeader: 'header-token-secret-44a',
  setCookie: 'set-cookie-secret-90b',
  answerToken: 'answer-token-secret-3e1',
  formPassword: 'form-plain-password-6d0',
}
const ORIGIN = 'https://gaokao.example.com'
/** A read with the phone in its query, as some services have. */
const LOOKUP = '/api/v1/test/lookup'
const LOOKUP_QUERY = `${LOOKUP}?phone=${PHONE}&_t=1731225600000`

const headers = (extra: Record<string, string>) => [
  { name: ':authority', value: 'gaokao.example.com' },
  { name: 'accept', value: 'application/json, text/plain, */*' },
  { name: 'cookie', value: `${TOKEN_COOKIE}=${SECRETS.cookie}; Hm_lvt=1` },
  { name: 'Authorization', value: `Bearer ${SECRETS.bearer}` },
  { name: 'token', value: SECRETS.tokenHeader },
  ...Object.entries(extra).map(([name, value]) => ({ name, value })),
]
const cookies = [{ name: TOKEN_COOKIE, value: SECRETS.cookie, path: '/', httpOnly: true, secure: true }]
const answer = (body: unknown, base64 = false) => ({
  status: 200,
  statusText: '',
  httpVersion: 'http/2.0',
  headers: [
    { name: 'content-type', value: 'application/json;charset=UTF-8' },
    { name: 'set-cookie', value: `SESSION=${SECRETS.setCookie}; Path=/; HttpOnly` },
  ],
  cookies: [{ name: 'SESSION', value: SECRETS.setCookie, httpOnly: true }],
  content: base64
    ? {
        size: 1,
        mimeType: 'application/json',
        text: Buffer.from(JSON.stringify(body)).toString('base64'),
        encoding: 'base64',
      }
    : { size: 1, mimeType: 'application/json', text: JSON.stringify(body) },
  redirectURL: '',
  headersSize: -1,
  bodySize: -1,
})
const entry = (request: Record<string, unknown>, response: unknown) => ({
  _initiator: { type: 'script', url: `${ORIGIN}/personal?phone=${PHONE}` },
  startedDateTime: '2025-11-10T08:00:01.000Z',
  time: 12,
  request: { httpVersion: 'http/2.0', headersSize: -1, bodySize: -1, queryString: [], ...request },
  response,
  cache: {},
  timings: { send: 0, wait: 12, receive: 0 },
})

const HAR = {
  log: {
    version: '1.2',
    creator: { name: 'WebInspector', version: '537.36' },
    entries: [
      entry(
        {
          method: 'POST',
          url: `${ORIGIN}${apiPath(loginByPassWord)}`,
          headers: headers({ 'content-type': 'application/json' }),
          cookies,
          postData: { mimeType: 'application/json', text: JSON.stringify({ phone: PHONE, passWord: PASSWORD_MD5 }) },
        },
        answer({ code: 0, msg: '登录成功', data: { token: SECRETS.answerToken, phone: PHONE } }),
      ),
      entry(
        {
          method: 'GET',
          url: `${ORIGIN}${LOOKUP_QUERY}`,
          headers: headers({}),
          cookies,
          queryString: [
            { name: 'phone', value: PHONE },
            { name: '_t', value: '1731225600000' },
          ],
        },
        answer({ code: 0, msg: '成功', data: { phone: PHONE, token: SECRETS.answerToken, nickName: '小明' } }, true),
      ),
      entry(
        {
          method: 'POST',
          url: `${ORIGIN}/api/v1/legacy/form-login`,
          headers: headers({ 'content-type': 'application/x-www-form-urlencoded' }),
          cookies,
          postData: {
            mimeType: 'application/x-www-form-urlencoded',
            text: `phone=${PHONE}&password=${SECRETS.formPassword}`,
            params: [
              { name: 'phone', value: PHONE },
              { name: 'password', value: SECRETS.formPassword },
            ],
          },
        },
        answer({ code: 0, msg: '成功', data: null }),
      ),
    ],
  },
}

let dir: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gaokao-browser-har-'))
  writeFileSync(join(dir, 'browser.har'), JSON.stringify(HAR))
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('a HAR exported from a browser, loaded for replay', () => {
  it('keeps no cookie, authorization, token, password or full phone in its loaded entries', () => {
    const cassette = Cassette.load(join(dir, 'browser.har'), new Set(['_t']))
    const loaded = JSON.stringify(cassette.entries)
    expect(cassette.size).toBe(3)
    for (const secret of [...Object.values(SECRETS), PASSWORD_MD5, PHONE]) expect(loaded).not.toContain(secret)
    for (const e of cassette.entries) {
      expect(e.request.cookies).toEqual([])
      expect(e.response.cookies).toEqual([])
      const names = [...e.request.headers, ...e.response.headers].map((h) => h.name.toLowerCase())
      for (const name of ['cookie', 'set-cookie', 'authorization', 'token']) expect(names).not.toContain(name)
    }
    const [login, lookup, form] = cassette.entries
    expect(JSON.parse(login?.request.postData?.text ?? '')).toEqual({ phone: '139****5678', passWord: SCRUBBED })
    expect(JSON.parse(lookup?.response.content.text ?? '').data).toEqual({
      phone: '139****5678',
      token: SCRUBBED,
      nickName: '小明',
    })
    expect(form?.request.postData?.params).toEqual([
      { name: 'phone', value: '139****5678' },
      { name: 'password', value: SCRUBBED },
    ])
    expect(login?._scrubbed).toEqual(
      expect.arrayContaining(['request.cookies', 'request.headers.authorization', 'request.postData: passWord']),
    )
  })

  it('still replays its calls: the login with any password, the query with the phone in clear', async () => {
    const bff = await startBff({
      UPSTREAM_URL: `http://127.0.0.1:${await closedPort()}`,
      UPSTREAM_MODE: 'replay',
      CASSETTE_DIR: dir,
      CASSETTE_NAME: 'browser',
      CASSETTE_LATENCY: 'none',
      SHED_MAX_EVENT_LOOP_DELAY_MS: 0,
    })
    const login = await bff.inject({
      method: 'POST',
      url: apiPath(loginByPassWord),
      headers: SPA_HEADERS,
      payload: { phone: PHONE, passWord: 'f'.repeat(32) },
    })
    const lookup = await bff.inject({ url: `${LOOKUP}?phone=${PHONE}&_t=1`, headers: SPA_HEADERS })
    await bff.close()
    expect(login.json().code).toBe(0)
    expect(login.cookies.find((c) => c.name === TOKEN_COOKIE)?.value).toBe(SCRUBBED)
    expect(lookup.json().data).toEqual({ phone: '139****5678', token: SCRUBBED, nickName: '小明' })
  })
})
