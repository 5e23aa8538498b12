import {
  apiPath,
  BFF_PATHS,
  bffPayload,
  EmptyBody,
  endpoint,
  getCarousel,
  getDictList,
  homePage,
  NO_CACHE,
  optionalPart,
  provinces,
  provincesCities,
  requiredPart,
  SuccessEnvelope,
  sitePayload,
  TOKEN_COOKIE,
  TOKEN_HEADER,
} from '@gaokao/contracts'
import Type from 'typebox'
import Value from 'typebox/value'
import { afterEach, describe, expect, it } from 'vitest'
import { buildBff } from '../../src/build.js'
import { payloadHandler } from '../../src/lib/payload-handler.js'
import {
  type FakeUpstream,
  type RecordedRequest,
  sendJson,
  startBff,
  startFakeUpstream,
  testConfig,
} from '../helpers.js'

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

const REFERENCE: Record<string, unknown> = {
  [apiPath(getCarousel)]: [{ filePath: '/images/a.svg', url: '/rank' }],
  [apiPath(provincesCities)]: [{ code: '110000', name: '北京市' }],
  [apiPath(provinces)]: [{ sf: '江苏', gkms: '3+1+2' }],
  [apiPath(getDictList)]: [{ code: '男', codeName: '男', codeType: 'sex', sort: 1 }],
}

const pathOf = (req: RecordedRequest) => req.url.split('?')[0] ?? ''

/** Serves the reference data, except that `broken` paths answer as the test says. */
async function referenceUpstream(broken: Record<string, 'error' | 'reset' | 'slow' | 'refusal'> = {}, delayMs = 0) {
  fake = await startFakeUpstream((req, res) => {
    const path = pathOf(req)
    const answer = () => {
      switch (broken[path]) {
        case 'error':
          return sendJson(res, 500, { code: 500, msg: '内部错误', data: null })
        case 'refusal':
          return sendJson(res, 200, { code: 4001, msg: '轮播图已下线', data: null })
        case 'reset':
          return res.socket?.destroy()
        case 'slow':
          return setTimeout(() => sendJson(res, 200, { code: 0, msg: '成功', data: REFERENCE[path] }), 1_000)
        default:
          return path in REFERENCE
            ? sendJson(res, 200, { code: 0, msg: '成功', data: REFERENCE[path] })
            : sendJson(res, 404, { code: 404, msg: '接口不存在', data: null })
      }
    }
    if (delayMs > 0) setTimeout(answer, delayMs)
    else answer()
  })
  return fake
}

describe('GET /bff/site', () => {
  it('returns carousel, regions, gaokao provinces and dictionaries in one payload that matches its contract', async () => {
    const upstream = await referenceUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    const res = await bff.inject(BFF_PATHS.site)
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json()
    expect(Value.Check(SuccessEnvelope(sitePayload.data), body)).toBe(true)
    expect(body.data).toEqual({
      carousel: { ok: true, data: REFERENCE[apiPath(getCarousel)] },
      provincesCities: { ok: true, data: REFERENCE[apiPath(provincesCities)] },
      provinces: { ok: true, data: REFERENCE[apiPath(provinces)] },
      dicts: { ok: true, data: REFERENCE[apiPath(getDictList)] },
    })
    expect(upstream.requests).toHaveLength(4)
  })

  it.each([
    ['error', { code: 500, msg: '内部错误' }],
    ['refusal', { code: 4001, msg: '轮播图已下线' }],
    ['reset', { code: 502, msg: '服务暂时不可用，请稍后再试' }],
  ] as const)('marks a part that failed (%s) as failed and serves the rest', async (kind, failure) => {
    const upstream = await referenceUpstream({ [apiPath(getCarousel)]: kind })
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    const res = await bff.inject(BFF_PATHS.site)
    const metrics = (await bff.inject('/metrics')).body
    await bff.close()
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(Value.Check(SuccessEnvelope(sitePayload.data), body)).toBe(true)
    expect(body.data.carousel).toEqual({ ok: false, ...failure })
    expect(body.data.provinces).toEqual({ ok: true, data: REFERENCE[apiPath(provinces)] })
    expect(metrics).toContain('bff_payload_part_failures_total{payload="site",part="carousel"} 1')
  })

  it('marks a part that timed out as failed with 504', async () => {
    const upstream = await referenceUpstream({ [apiPath(provincesCities)]: 'slow' })
    const bff = await startBff({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: 150 })
    const res = await bff.inject(BFF_PATHS.site)
    await bff.close()
    expect(res.json().data.provincesCities).toEqual({ ok: false, code: 504, msg: '服务响应超时，请稍后再试' })
    expect(res.json().data.dicts.ok).toBe(true)
  })

  it('answers the second visitor from the cache', async () => {
    const upstream = await referenceUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    await bff.inject(BFF_PATHS.site)
    const again = await bff.inject(BFF_PATHS.site)
    await bff.close()
    expect(again.json().data.dicts.ok).toBe(true)
    expect(upstream.requests).toHaveLength(4)
  })
})

describe('GET /bff/pages/home', () => {
  it('is served from its definition: the required provinces, failed parts marked, valid against its contract', async () => {
    // The fake upstream knows the reference calls only: the page's other parts fail and are marked.
    const upstream = await referenceUpstream()
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    const res = await bff.inject(homePage.path)
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(Value.Errors(SuccessEnvelope(homePage.data), res.json())).toEqual([])
    expect(res.json().data.provinces).toEqual({ ok: true, data: REFERENCE[apiPath(provinces)] })
    expect(res.json().data.carousel).toEqual({ ok: true, data: REFERENCE[apiPath(getCarousel)] })
  })

  it('fails as a whole when its required part fails', async () => {
    const upstream = await referenceUpstream({ [apiPath(provinces)]: 'reset' })
    const bff = await startBff({ UPSTREAM_URL: upstream.url })
    const res = await bff.inject(homePage.path)
    await bff.close()
    expect(res.statusCode).toBe(502)
    expect(res.json()).toEqual({ code: 502, msg: '服务暂时不可用，请稍后再试', data: null })
  })
})

describe('the payload mechanism', () => {
  const detail = endpoint({
    name: 'detail',
    summary: 'x',
    path: '/test/detail',
    method: 'POST',
    auth: 'user',
    body: Type.Object({ id: Type.String() }),
    data: Type.Object({ id: Type.String(), who: Type.String() }),
    cache: NO_CACHE,
  })
  const missing = endpoint({
    name: 'missing',
    summary: 'x',
    path: '/test/missing',
    method: 'GET',
    auth: 'none',
    body: EmptyBody,
    data: Type.Null(),
    cache: NO_CACHE,
  })
  const Query = Type.Object({ id: Type.String({ pattern: '^\\d+$' }) })
  const testPage = bffPayload({
    name: 'test',
    summary: 'a page built from its definition alone',
    path: '/bff/pages/test',
    query: Query,
    parts: {
      detail: requiredPart(detail, (q: { id: string }) => ({ id: q.id })),
      provinces: optionalPart(provinces),
      missing: optionalPart(missing),
    },
  })

  async function serve(answer: Parameters<typeof startFakeUpstream>[0]) {
    fake = await startFakeUpstream(answer)
    const bff = await buildBff(testConfig({ UPSTREAM_URL: fake.url }))
    bff.get(testPage.path, { schema: { querystring: testPage.query } }, payloadHandler(bff, testPage))
    await bff.ready()
    return bff
  }
  const okBody = (req: RecordedRequest) =>
    pathOf(req) === apiPath(detail)
      ? { code: 0, msg: '成功', data: { id: JSON.parse(req.body).id, who: String(req.headers.token ?? '') } }
      : { code: 0, msg: '成功', data: pathOf(req) === apiPath(missing) ? null : [] }

  it('calls its parts in parallel', async () => {
    const bff = await serve((req, res) => setTimeout(() => sendJson(res, 200, okBody(req)), 300))
    const started = performance.now()
    const res = await bff.inject(`${testPage.path}?id=1`)
    const elapsed = performance.now() - started
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(fake?.requests).toHaveLength(3)
    // Three parts of 300 ms each: one after another would take 900 ms.
    expect(elapsed).toBeLessThan(800)
  })

  it('fails as a whole, with the part envelope, when a required part is refused', async () => {
    const bff = await serve((req, res) =>
      pathOf(req) === apiPath(detail)
        ? sendJson(res, 200, { code: 401, msg: '请先登录', data: null })
        : sendJson(res, 200, okBody(req)),
    )
    const res = await bff.inject(`${testPage.path}?id=1`)
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ code: 401, msg: '请先登录', data: null })
  })

  it('serves a new definition: query-built bodies, the session token for user calls, failures marked', async () => {
    fake = await startFakeUpstream((req, res) => {
      if (pathOf(req) === apiPath(detail)) {
        return sendJson(res, 200, {
          code: 0,
          msg: '成功',
          data: { id: JSON.parse(req.body).id, who: req.headers.token },
        })
      }
      if (pathOf(req) === apiPath(provinces)) return sendJson(res, 200, { code: 0, msg: '成功', data: [] })
      return sendJson(res, 404, { code: 404, msg: '接口不存在', data: null })
    })
    const bff = await buildBff(testConfig({ UPSTREAM_URL: fake.url }))
    bff.get(testPage.path, { schema: { querystring: testPage.query } }, payloadHandler(bff, testPage))
    await bff.ready()
    const res = await bff.inject({ url: `${testPage.path}?id=42`, headers: { cookie: `${TOKEN_COOKIE}=tok-7` } })
    const invalid = await bff.inject(`${testPage.path}?id=abc`)
    await bff.close()
    expect(res.statusCode).toBe(200)
    expect(Value.Check(SuccessEnvelope(testPage.data), res.json())).toBe(true)
    expect(res.json().data).toEqual({
      detail: { ok: true, data: { id: '42', who: 'tok-7' } },
      provinces: { ok: true, data: [] },
      missing: { ok: false, code: 404, msg: '接口不存在' },
    })
    const provincesCall = fake?.requests.find((r) => pathOf(r) === apiPath(provinces))
    expect(provincesCall?.headers[TOKEN_HEADER]).toBeUndefined()
    expect(invalid.statusCode).toBe(400)
  })
})
