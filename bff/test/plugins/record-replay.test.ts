import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { apiPath, ERROR_CODE, getDictList, provinces, TOKEN_COOKIE } from '@gaokao/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HarLog } from '../../src/lib/cassette/har.js'
import { SCRUBBED_TOKEN } from '../../src/lib/cassette/scrub.js'
import { closedPort, type FakeUpstream, SPA_HEADERS, sendJson, startBff, startFakeUpstream } from '../helpers.js'

const FIXTURES = fileURLToPath(new URL('../fixtures', import.meta.url))
/** Answers like a login (data.token, a Set-Cookie) on a path the bff's session routes leave to the proxy. */
const LOGIN = '/api/v1/test/signin'
const loginBody = { phone: '13800000001', passWord: 'e10adc3949ba59abbe56e057f20f883e' }

let dir: string
let upstream: FakeUpstream
let har: HarLog
let harText: string

/** The scenario: a login, a query with its parameters in some order, a call repeated with a changing answer, a timeout. */
async function scenario(bff: Awaited<ReturnType<typeof startBff>>) {
  const login = await bff.inject({
    method: 'POST',
    url: LOGIN,
    headers: { ...SPA_HEADERS, cookie: `${TOKEN_COOKIE}=browser-token-secret` },
    payload: loginBody,
  })
  const query = await bff.inject('/api/v1/test/echo?b=2&a=1&_t=111')
  const counts = [
    await bff.inject({ method: 'POST', url: '/api/v1/test/count', headers: SPA_HEADERS, payload: { step: 1 } }),
    await bff.inject({ method: 'POST', url: '/api/v1/test/count', headers: SPA_HEADERS, payload: { step: 1 } }),
  ]
  const slow = await bff.inject('/api/v1/test/slow')
  const cached = await bff.inject(apiPath(provinces))
  return { login, query, counts, slow, cached }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gaokao-cassettes-'))
  let count = 0
  upstream = await startFakeUpstream((req, res) => {
    const path = req.url.split('?')[0]
    if (path === LOGIN) {
      res.setHeader('set-cookie', 'upstream-session=abc')
      return sendJson(res, 200, { code: 0, msg: '成功', data: { token: 'real-upstream-token', phone: '13800000001' } })
    }
    if (path === '/api/v1/test/echo')
      return setTimeout(() => sendJson(res, 200, { code: 0, msg: '成功', data: 'q' }), 120)
    if (path === '/api/v1/test/count') return sendJson(res, 200, { code: 0, msg: '成功', data: ++count })
    if (path === '/api/v1/test/slow')
      return setTimeout(() => sendJson(res, 200, { code: 0, msg: '成功', data: 0 }), 2_000)
    if (path === apiPath(provinces))
      return sendJson(res, 200, { code: 0, msg: '成功', data: [{ sf: '江苏', gkms: '3+1+2' }] })
    return sendJson(res, 404, { code: 404, msg: '接口不存在', data: null })
  })
  const recorder = await startBff({
    UPSTREAM_URL: upstream.url,
    UPSTREAM_MODE: 'record',
    UPSTREAM_TIMEOUT_MS: 300,
    CASSETTE_DIR: dir,
    CASSETTE_NAME: 'journey',
  })
  await scenario(recorder)
  // Health probes are never recorded.
  await recorder.inject('/readyz')
  await recorder.close()
  harText = readFileSync(join(dir, 'journey.har'), 'utf8')
  har = JSON.parse(harText)
})

afterAll(async () => {
  await upstream?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('record mode', () => {
  it('writes a HAR 1.2 file with one entry per upstream call, errors included', () => {
    expect(har.log.version).toBe('1.2')
    expect(har.log.entries.map((e) => `${e.request.method} ${new URL(e.request.url).pathname}`)).toEqual([
      `POST ${LOGIN}`,
      'GET /api/v1/test/echo',
      'POST /api/v1/test/count',
      'POST /api/v1/test/count',
      'GET /api/v1/test/slow',
      `GET ${apiPath(provinces)}`,
    ])
    const slow = har.log.entries[4]
    expect(slow?.response.status).toBe(0)
    expect(slow?.response._error).toBe('timeout')
  })

  it('scrubs the token header, cookies, data.token and phone numbers, and lists what it removed', () => {
    expect(harText).not.toContain('browser-token-secret')
    expect(harText).not.toContain('real-upstream-token')
    expect(harText).not.toContain('upstream-session')
    expect(harText).not.toContain('13800000001')
    expect(harText.toLowerCase()).not.toContain('"set-cookie"')
    const login = har.log.entries[0]
    expect(JSON.parse(login?.response.content.text ?? '').data).toEqual({ token: SCRUBBED_TOKEN, phone: '138****0001' })
    expect(JSON.parse(login?.request.postData?.text ?? '').phone).toBe('138****0001')
    expect(login?._scrubbed).toEqual(
      expect.arrayContaining([
        'request.headers.token',
        'response.headers.set-cookie',
        'response.content: data.token',
        'request.postData: 1 phone number(s) masked',
      ]),
    )
  })

  it('keeps the latency, the match key and the sequence of repeats', () => {
    const query = har.log.entries[1]
    expect(query?.time).toBeGreaterThanOrEqual(100)
    expect(query?._matchKey).toBe('GET /api/v1/test/echo?a=1&b=2')
    expect(har.log.entries.slice(2, 4).map((e) => [e._matchKey, e._sequence])).toEqual([
      ['POST /api/v1/test/count {"step":1}', 1],
      ['POST /api/v1/test/count {"step":1}', 2],
    ])
  })
})

describe('replay mode', () => {
  async function replayer(overrides = {}) {
    return startBff({
      UPSTREAM_URL: `http://127.0.0.1:${await closedPort()}`,
      UPSTREAM_MODE: 'replay',
      UPSTREAM_TIMEOUT_MS: 300,
      CASSETTE_DIR: dir,
      CASSETTE_NAME: 'journey',
      CASSETTE_LATENCY: 'none',
      ...overrides,
    })
  }

  it('answers the scenario from the cassette with the upstream gone', async () => {
    const bff = await replayer()
    const { login, query, counts, slow, cached } = await scenario(bff)
    const ready = await bff.inject('/readyz')
    await bff.close()
    expect(login.json().data).toEqual({ token: SCRUBBED_TOKEN, phone: '138****0001' })
    expect(login.headers['set-cookie']).toBeUndefined()
    expect(query.json().data).toBe('q')
    expect(counts.map((c) => c.json().data)).toEqual([1, 2])
    expect(slow.statusCode).toBe(504)
    expect(cached.json().data).toEqual([{ sf: '江苏', gkms: '3+1+2' }])
    expect(ready.json().data.mode).toBe('replay')
  })

  it('gives a repeat beyond the recorded ones the last recorded answer', async () => {
    const bff = await replayer()
    const answers = []
    for (let i = 0; i < 3; i++) {
      const res = await bff.inject({
        method: 'POST',
        url: '/api/v1/test/count',
        headers: SPA_HEADERS,
        payload: { step: 1 },
      })
      answers.push(res.json().data)
    }
    await bff.close()
    expect(answers).toEqual([1, 2, 2])
  })

  it('fails closed on a miss, naming the key', async () => {
    const bff = await replayer()
    const res = await bff.inject({
      method: 'POST',
      url: '/api/v1/test/never',
      headers: SPA_HEADERS,
      payload: { z: 1, a: 2 },
    })
    await bff.close()
    expect(res.statusCode).toBe(502)
    expect(res.json()).toEqual({
      code: ERROR_CODE.replayMiss,
      msg: '回放录制中没有这个请求：POST /api/v1/test/never {"a":2,"z":1}',
      data: null,
    })
  })

  it('waits the recorded latency when asked to', async () => {
    const bff = await replayer({ CASSETTE_LATENCY: 'recorded' })
    const started = performance.now()
    await bff.inject('/api/v1/test/echo?a=1&b=2')
    const elapsed = performance.now() - started
    await bff.close()
    expect(elapsed).toBeGreaterThanOrEqual(90)
  })

  it('refuses to boot without its cassette', async () => {
    await expect(replayer({ CASSETTE_NAME: 'missing' })).rejects.toThrow(/cannot read the cassette/)
  })
})

describe('replaying a capture exported from browser devtools', () => {
  async function devtools() {
    return startBff({
      UPSTREAM_URL: `http://127.0.0.1:${await closedPort()}`,
      UPSTREAM_MODE: 'replay',
      CASSETTE_DIR: FIXTURES,
      CASSETTE_NAME: 'devtools-export',
      CASSETTE_LATENCY: 'none',
    })
  }

  it('answers the calls it holds: cache busters ignored, base64 bodies decoded, key order and phones normalised', async () => {
    const bff = await devtools()
    const regions = await bff.inject(apiPath(provinces))
    const dicts = await bff.inject({ method: 'POST', url: apiPath(getDictList), headers: SPA_HEADERS, payload: {} })
    const login = await bff.inject({
      method: 'POST',
      url: '/api/v1/web/loginByPassWord',
      headers: SPA_HEADERS,
      payload: { phone: '13800000001', passWord: 'e10adc3949ba59abbe56e057f20f883e' },
    })
    const failed = await bff.inject('/api/v1/web/provincesCities')
    const missing = await bff.inject('/api/v1/web/getPcxNf')
    await bff.close()
    expect(regions.json().data).toEqual([
      { sf: '北京', gkms: '3+3' },
      { sf: '江苏', gkms: '3+1+2' },
    ])
    expect(dicts.json().data[0]).toEqual({ code: '男', codeName: '男', codeType: 'sex', sort: 1 })
    expect(dicts.headers['content-encoding']).toBeUndefined()
    expect(login.json().code).toBe(0)
    expect(failed.statusCode).toBe(502)
    expect(missing.json().code).toBe(ERROR_CODE.replayMiss)
  })
})
