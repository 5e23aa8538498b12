import {
  ALL_BFF_PAYLOADS,
  apiPath,
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  COLLEGE_REFUSAL_CODE,
  COLLEGE_TEXT,
  collegeBasicsPage,
  collegeDetailPage,
  getDictList,
  provinces,
  SuccessEnvelope,
  sitePayload,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import Value from 'typebox/value'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RealUpstream, SPA_HEADERS, startBff, startRealUpstream } from '../helpers.js'

describe('the bff in front of the real upstream on a loopback port', () => {
  let upstream: RealUpstream
  let bff: FastifyInstance

  // The upstream builds its dataset on first start: slow on a busy machine.
  beforeAll(async () => {
    upstream = await startRealUpstream()
    bff = await startBff({ UPSTREAM_URL: upstream.url })
  }, 150_000)
  afterAll(async () => {
    await bff?.close()
    await upstream?.stop()
  })

  it('proxies a GET and answers the upstream envelope', async () => {
    const res = await bff.inject({ method: 'GET', url: apiPath(provinces) })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json()
    expect(body.code).toBe(0)
    expect(body.data).toHaveLength(31)
  })

  it('proxies a POST with its JSON body', async () => {
    const res = await bff.inject({
      method: 'POST',
      url: apiPath(getDictList),
      headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
      payload: {},
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.some((d: { codeType: string }) => d.codeType === 'sex')).toBe(true)
  })

  it('passes the upstream 404 envelope for an unknown /api/v1 path', async () => {
    const res = await bff.inject({ method: 'GET', url: '/api/v1/web/noSuchCall' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null })
  })

  it('passes the upstream 400 envelope for malformed JSON', async () => {
    const res = await bff.inject({
      method: 'POST',
      url: apiPath(getDictList),
      headers: { ...SPA_HEADERS, 'content-type': 'application/json' },
      payload: '{"oops":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg: '请求体不是合法的 JSON', data: null })
  })

  it('refuses an oversize body with 413 before calling the upstream', async () => {
    const res = await bff.inject({
      method: 'POST',
      url: apiPath(getDictList),
      headers: { ...SPA_HEADERS, 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ code: 413, msg: '请求体过大', data: null })
  })

  it('refuses a form body with 415', async () => {
    const res = await bff.inject({
      method: 'POST',
      url: apiPath(getDictList),
      headers: { ...SPA_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json().msg).toBe('不支持的请求格式，请使用 JSON')
  })

  it('answers /healthz and /readyz', async () => {
    expect((await bff.inject('/healthz')).json()).toMatchObject({ code: 0, data: { status: 'up' } })
    const ready = await bff.inject('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toMatchObject({ code: 0, data: { upstream: 'up' } })
  })

  // The reference data the site loads at start, cached by the bff: the real upstream's answers must match the contracts.
  const cached = Object.values(sitePayload.parts).map((p) => p.call)
  it.each(cached.map((e) => [e.name, e] as const))(
    '%s (cached) answers through the bff as its contract says',
    async (_n, e) => {
      const res = await bff.inject({
        method: e.method,
        url: apiPath(e),
        headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
        ...(e.method === 'GET' ? {} : { payload: {} }),
      })
      expect(res.statusCode).toBe(200)
      expect(Value.Errors(SuccessEnvelope(e.data), res.json())).toEqual([])
    },
  )

  // Payloads that need no query and no session (session.test.ts asks for those); every required part
  // must succeed, optional ones may be marked failed.
  const plain = ALL_BFF_PAYLOADS.filter(
    (p) =>
      ((p.query as { required?: readonly string[] }).required ?? []).length === 0 &&
      !Object.values(p.parts).some((part) => part.call.auth === 'user'),
  )
  it.each(plain.map((p) => [p.path, p] as const))('%s answers as its contract says', async (_p, p) => {
    const res = await bff.inject(p.path)
    expect(res.statusCode).toBe(200)
    expect(Value.Errors(SuccessEnvelope(p.data), res.json())).toEqual([])
    for (const [name, part] of Object.entries(p.parts)) {
      if (!part.optional) expect(res.json().data[name].ok).toBe(true)
    }
  })

  // What an edited or hostile link puts in a payload's query string: never a 5xx, a refusal always in Chinese.
  const ODD_QUERY_VALUES = ['', 'x'.repeat(3000), '-1', '1e308', '9'.repeat(40), '%00', '[]', '{}', "' OR 1=1 --"]
  it.each(ALL_BFF_PAYLOADS.map((p) => [p.path, p] as const))(
    '%s: odd query values answer below 500 with a Chinese envelope',
    async (_p, p) => {
      const fields = [...Object.keys((p.query as { properties?: object }).properties ?? {}), 'unknown']
      for (const field of fields) {
        // Each value alone, and repeated (the parser then hands over an array).
        for (const query of ODD_QUERY_VALUES.flatMap((v) => [
          `${field}=${encodeURIComponent(v)}`,
          `${field}=${encodeURIComponent(v)}&${field}=2`,
        ])) {
          const res = await bff.inject(`${p.path}?${query}`)
          const body = res.json()
          expect({ query, status: res.statusCode < 500, envelope: typeof body.code }).toEqual({
            query,
            status: true,
            envelope: 'number',
          })
          if (body.code !== 0) expect(body.msg).toMatch(/[\u4e00-\u9fff]/)
        }
      }
    },
  )

  it('serves 院校详情 for a visitor without a province: the college, its scenery and similar colleges', async () => {
    const res = await bff.inject(`${collegeBasicsPage.path}?id=10001`)
    expect(res.statusCode).toBe(200)
    expect(Value.Errors(SuccessEnvelope(collegeBasicsPage.data), res.json())).toEqual([])
    const data = res.json().data
    expect(data.school.data.name).toBe('北京大学')
    expect(data.similar.ok).toBe(true)
    // No such college: the upstream's refusal is the whole envelope, for the page's 404.
    const missing = await bff.inject(`${collegeBasicsPage.path}?id=999999`)
    expect(missing.json()).toMatchObject({
      code: COLLEGE_REFUSAL_CODE.schoolNotFound,
      msg: COLLEGE_TEXT.schoolNotFound,
    })
  })

  it('serves 院校详情 in the visitor’s province and track: valid against its contract, every part served', async () => {
    const query = new URLSearchParams({ id: '10001', province: '江苏', track: '物理类' })
    const res = await bff.inject(`${collegeDetailPage.path}?${query}`)
    expect(res.statusCode).toBe(200)
    expect(Value.Errors(SuccessEnvelope(collegeDetailPage.data), res.json())).toEqual([])
    const data = res.json().data
    expect(data.school.data.name).toBe('北京大学')
    const failed = Object.entries(data).filter(([, part]) => !(part as { ok: boolean }).ok)
    expect(failed).toEqual([])
  })

  it('gives an unknown /bff path a 404 envelope', async () => {
    const res = await bff.inject('/bff/nothing')
    expect(res.statusCode).toBe(404)
    expect(res.json().msg).toBe('接口不存在')
  })
})
