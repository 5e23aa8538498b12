import {
  apiPath,
  datasetInfo,
  majorDetailPage,
  provinces,
  queryMajorDetail,
  REQUEST_ID_HEADER,
  TOKEN_COOKIE,
} from '@gaokao/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { REDACTED } from '../../src/build.js'
import { captureLogs, type FakeUpstream, SPA_HEADERS, sendJson, startBff, startFakeUpstream } from '../helpers.js'

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

async function setup() {
  fake = await startFakeUpstream((_req, res) => sendJson(res, 200, { code: 0, msg: '成功', data: null }))
  const logs = captureLogs()
  const bff = await startBff({ UPSTREAM_URL: fake.url, LOG_LEVEL: 'info' }, { logStream: logs.stream })
  return { bff, upstream: fake, logs }
}

describe('the request id', () => {
  it('is honoured when the caller sends a well-formed one: answered, sent upstream, logged', async () => {
    const { bff, upstream, logs } = await setup()
    const res = await bff.inject({ url: '/api/v1/test/echo', headers: { [REQUEST_ID_HEADER]: 'gw-abc.123' } })
    await bff.close()
    expect(res.headers[REQUEST_ID_HEADER]).toBe('gw-abc.123')
    expect(upstream.requests[0]?.headers[REQUEST_ID_HEADER]).toBe('gw-abc.123')
    const line = logs.records().find((r) => r.msg === 'request completed')
    expect(line).toMatchObject({ reqId: 'gw-abc.123', method: 'GET', url: '/api/v1/test/echo', status: 200 })
  })

  it("goes upstream on the bff's own calls too: a cache fill and every part of a page payload", async () => {
    const { bff, upstream } = await setup()
    await bff.inject({ url: apiPath(provinces), headers: { [REQUEST_ID_HEADER]: 'fill-1' } })
    await bff.inject({ url: `${majorDetailPage.path}?id=80901`, headers: { [REQUEST_ID_HEADER]: 'page-1' } })
    await bff.close()
    const idsByPath = upstream.requests.map((r) => [r.url.split('?')[0], r.headers[REQUEST_ID_HEADER]])
    expect(idsByPath).toEqual(
      expect.arrayContaining([
        [apiPath(provinces), 'fill-1'],
        [apiPath(queryMajorDetail), 'page-1'],
        [apiPath(datasetInfo), 'page-1'],
      ]),
    )
    expect(upstream.requests).toHaveLength(1 + Object.keys(majorDetailPage.parts).length)
  })

  it.each(['', 'has spaces', 'x'.repeat(65), 'line\nbreak', 'a"b'])(
    'is generated when the given one (%j) is not an id',
    async (given) => {
      const { bff, upstream } = await setup()
      const res = await bff.inject({ url: '/api/v1/test/echo', headers: { [REQUEST_ID_HEADER]: given } })
      await bff.close()
      const id = res.headers[REQUEST_ID_HEADER] as string
      expect(id).toMatch(UUID)
      expect(upstream.requests[0]?.headers[REQUEST_ID_HEADER]).toBe(id)
    },
  )

  it('is generated when none is sent, and differs per request', async () => {
    const { bff } = await setup()
    const a = await bff.inject('/healthz')
    const b = await bff.inject('/healthz')
    await bff.close()
    expect(a.headers[REQUEST_ID_HEADER]).toMatch(UUID)
    expect(a.headers[REQUEST_ID_HEADER]).not.toBe(b.headers[REQUEST_ID_HEADER])
  })
})

describe('the log', () => {
  it('masks phone numbers wherever they appear in a line', async () => {
    const { bff, logs } = await setup()
    await bff.inject('/api/v1/test/echo?phone=13800000001&t=1731234567890')
    bff.log.warn({ detail: '用户 13912345678 登录失败' }, 'login failed for 13700000000')
    await bff.close()
    const text = logs.lines.join('')
    expect(text).not.toMatch(/13800000001|13912345678|13700000000/)
    expect(text).toContain('138****0001')
    expect(text).toContain('139****5678')
    expect(text).toContain('137****0000')
    // A millisecond timestamp is not a phone number.
    expect(text).toContain('1731234567890')
  })

  it('redacts tokens, cookies, authorization and password fields', async () => {
    const { bff, logs } = await setup()
    bff.log.info(
      {
        req: { headers: { cookie: `${TOKEN_COOKIE}=c1`, authorization: 'Bearer a1', token: 't1' } },
        body: { passWord: 'p1', password: 'p2', token: 't2' },
        answer: { data: { token: 't3' } },
        token: 't4',
      },
      'something to log',
    )
    await bff.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { ...SPA_HEADERS, cookie: `${TOKEN_COOKIE}=c2`, authorization: 'Bearer a2' },
      payload: { passWord: 'p3' },
    })
    await bff.close()
    const text = logs.lines.join('')
    for (const secret of ['c1', 'a1', 't1', 'p1', 'p2', 't2', 't3', 't4', 'c2', 'a2', 'p3']) {
      expect(text).not.toMatch(new RegExp(`["=\\s]${secret}["\\s]`))
    }
    expect(text).toContain(REDACTED)
  })

  it('writes one line per request, and probes only at debug', async () => {
    const { bff, logs } = await setup()
    await bff.inject('/api/v1/test/echo')
    await bff.inject('/healthz')
    await bff.close()
    const completed = logs.records().filter((r) => r.msg === 'request completed')
    expect(completed.map((r) => r.url)).toEqual(['/api/v1/test/echo'])
    expect(logs.records().filter((r) => r.msg === 'incoming request')).toHaveLength(0)
  })
})
