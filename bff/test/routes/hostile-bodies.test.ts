import {
  ALL_ENDPOINTS,
  apiPath,
  majorDetailPage,
  provinces,
  querySchoolList,
  querySchoolListByName,
  queryScoreGain,
  SESSION_ISSUING_PATHS,
} from '@gaokao/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { CACHE_HEADER } from '../../src/routes/proxy.js'
import { type FakeUpstream, SPA_HEADERS, sendJson, startBff, startFakeUpstream } from '../helpers.js'

/**
 * Bodies a hostile client crafts: JSON nested far deeper than any contract,
 * numbers that coerce to ±Infinity. The bff answers each with a 400 envelope
 * in Chinese and passes none on (docs/api-conventions.md, "Hostile bodies").
 */
let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

const ok = (data: unknown) => ({ code: 0, msg: '成功', data })
const TOO_DEEP = { code: 400, msg: '请求体嵌套层级过深', data: null }

/** The body of the security probe: 520,000 nested arrays, 1 MB, under the body limit. */
const deepBody = (levels = 520_000) => `{"name":${'['.repeat(levels)}${']'.repeat(levels)},"pageNum":1,"pageSize":10}`
/** As sent on the wire: quoted strings, and bare numbers JSON.parse reads as ±Infinity. */
const NON_FINITE = ['"Infinity"', '"-Infinity"', '"NaN"', '"1e400"', '"-1e400"', '1e400', '-1e400']

async function setup() {
  fake = await startFakeUpstream((_req, res) =>
    sendJson(res, 200, ok({ list: [], total: 0, pageNum: 1, pageSize: 10 })),
  )
  return startBff({ UPSTREAM_URL: fake.url })
}

function postJson(bff: Awaited<ReturnType<typeof setup>>, url: string, payload: string) {
  return bff.inject({
    method: 'POST',
    url,
    headers: { ...SPA_HEADERS, 'content-type': 'application/json' },
    payload,
  })
}

describe('JSON nested deeper than any contract', () => {
  it('the 1 MB body of 520,000 nested arrays: 400 请求体嵌套层级过深, and nothing reaches the upstream', async () => {
    const bff = await setup()
    const res = await postJson(bff, apiPath(querySchoolListByName), deepBody())
    await bff.close()
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(TOO_DEEP)
    expect(fake?.requests).toEqual([])
  })

  it('eight at once are each refused, and a cached GET sent with them is answered from the cache', async () => {
    const bff = await setup()
    expect((await bff.inject(apiPath(provinces))).statusCode).toBe(200)
    const body = deepBody()
    const [cached, ...deep] = await Promise.all([
      bff.inject(apiPath(provinces)),
      ...Array.from({ length: 8 }, () => postJson(bff, apiPath(querySchoolListByName), body)),
    ])
    await bff.close()
    expect(deep.map((r) => [r.statusCode, r.json()])).toEqual(Array(8).fill([400, TOO_DEEP]))
    expect(cached?.statusCode).toBe(200)
    expect(cached?.headers[CACHE_HEADER]).toBe('hit')
    expect(fake?.requests).toHaveLength(1)
  })

  it('a forwarded call and a login are refused the same way, before the upstream', async () => {
    const forwarded = ALL_ENDPOINTS.find((e) => e.method === 'POST' && e.cache.kind !== 'public')
    const login = [...SESSION_ISSUING_PATHS][0]
    if (!forwarded || !login) throw new Error('no forwarded call or login path in the contracts')
    const bff = await setup()
    const answers = await Promise.all([
      postJson(bff, apiPath(forwarded), deepBody(65)),
      postJson(bff, `/api/v1${login}`, deepBody(65)),
    ])
    const shallow = await postJson(bff, apiPath(forwarded), deepBody(2))
    await bff.close()
    expect(answers.map((r) => [r.statusCode, r.json()])).toEqual([
      [400, TOO_DEEP],
      [400, TOO_DEEP],
    ])
    expect(shallow.statusCode).toBe(200)
    expect(fake?.requests).toHaveLength(1)
  })
})

describe('numbers that are not finite', () => {
  it('score and pageNum of cached calls: 400 envelopes from the bff, for every spelling', async () => {
    const bff = await setup()
    const answers = []
    for (const value of NON_FINITE) {
      const score = await postJson(
        bff,
        apiPath(queryScoreGain),
        `{"province":"江苏","track":"物理类","score":${value}}`,
      )
      const page = await postJson(bff, apiPath(querySchoolList), `{"pageNum":${value}}`)
      answers.push({ value, score: [score.statusCode, score.json()], page: [page.statusCode, page.json().code] })
      expect(page.json().msg).toMatch(/^参数(超出范围|类型不正确)：pageNum$/)
    }
    await bff.close()
    expect(answers).toEqual(
      NON_FINITE.map((value) => ({
        value,
        score: [400, { code: 400, msg: '请输入0-750之间的整数', data: null }],
        page: [400, 400],
      })),
    )
    expect(fake?.requests).toEqual([])
  })

  it('a burst of 16 in parallel: every one refused, none fetched or cached', async () => {
    const bff = await setup()
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        postJson(bff, apiPath(querySchoolList), `{"pageNum":${NON_FINITE[i % NON_FINITE.length]}}`),
      ),
    )
    const keys = bff.referenceCache.keys()
    await bff.close()
    expect(answers.map((r) => r.statusCode)).toEqual(Array(16).fill(400))
    expect(keys).toEqual([])
    expect(fake?.requests).toEqual([])
  })

  it('a /bff page query of id=Infinity: 400, no part is fetched', async () => {
    const bff = await setup()
    const res = await bff.inject(`${majorDetailPage.path}?id=Infinity`)
    await bff.close()
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 400, data: null })
    expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/)
    expect(fake?.requests).toEqual([])
  })

  it('a number sent as a numeric string is still served, under the same key as the number', async () => {
    const bff = await setup()
    const asText = await postJson(bff, apiPath(querySchoolList), '{"pageNum":"2"}')
    const asNumber = await postJson(bff, apiPath(querySchoolList), '{"pageNum":2}')
    await bff.close()
    expect([asText.statusCode, asNumber.statusCode]).toEqual([200, 200])
    expect(asNumber.headers[CACHE_HEADER]).toBe('hit')
    expect(fake?.requests).toHaveLength(1)
    expect(JSON.parse(fake?.requests[0]?.body ?? '')).toMatchObject({ pageNum: 2 })
  })
})
