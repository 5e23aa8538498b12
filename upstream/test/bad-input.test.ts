import { ALL_ENDPOINTS, apiPath, endpoint, getDictList, PAGE_NUM_MAX, Phone, Score } from '@gaokao/contracts'
import Type from 'typebox'
import { describe, expect, it } from 'vitest'
import { implement } from '../src/lib/implement.js'
import { buildTestUpstream, removeDataDir, tempDataDir, testConfig, useUpstream } from './helpers.js'

const upstream = useUpstream()

describe('bad input gets a 4xx envelope with a Chinese msg, never a 500', () => {
  it('malformed JSON -> 400 请求体不是合法的 JSON', async () => {
    const res = await upstream().inject({
      method: 'POST',
      url: apiPath(getDictList),
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg: '请求体不是合法的 JSON', data: null })
  })

  it('a body of the wrong type -> 400 naming the problem', async () => {
    const res = await upstream().inject({
      method: 'POST',
      url: apiPath(getDictList),
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg: '参数类型不正确：请求体', data: null })
  })

  it('an oversize body -> 413 请求体过大', async () => {
    const res = await upstream().inject({
      method: 'POST',
      url: apiPath(getDictList),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ code: 413, msg: '请求体过大', data: null })
  })

  it('an unsupported content type -> 415', async () => {
    const res = await upstream().inject({
      method: 'POST',
      url: apiPath(getDictList),
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json().msg).toBe('不支持的请求格式，请使用 JSON')
  })

  it('a page number past PAGE_NUM_MAX -> 400 参数超出范围：pageNum on every paged call', async () => {
    // 1e308 once reached SQLite as an OFFSET too large for an integer: a 500.
    const paged = ALL_ENDPOINTS.filter((e) => 'pageNum' in ((e.body as { properties?: object }).properties ?? {}))
    expect(paged.length).toBeGreaterThan(20)
    for (const e of paged) {
      // A call with other required fields names the first missing one instead; it must still be a 400.
      const othersRequired = ((e.body as { required?: string[] }).required ?? []).length > 0
      for (const pageNum of [PAGE_NUM_MAX + 1, 1e308]) {
        const res =
          e.method === 'GET'
            ? await upstream().inject({ method: 'GET', url: `${apiPath(e)}?pageNum=${pageNum}` })
            : await upstream().inject({ method: 'POST', url: apiPath(e), payload: { pageNum } })
        expect({ path: e.path, status: res.statusCode }).toEqual({ path: e.path, status: 400 })
        if (!othersRequired) expect(res.json().msg).toBe('参数超出范围：pageNum')
      }
    }
  })

  it("an undecodable path -> 400 请求参数不正确, not Fastify's English error", async () => {
    const res = await upstream().inject({ method: 'POST', url: '/api/v1/web/%ff', payload: {} })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg: '请求参数不正确', data: null })
  })

  it('no state changes through GET: every POST call answers a GET with 404 接口不存在', async () => {
    const posts = ALL_ENDPOINTS.filter((e) => e.method === 'POST')
    expect(posts.length).toBeGreaterThan(50)
    for (const e of posts) {
      const res = await upstream().inject({ method: 'GET', url: apiPath(e) })
      expect({ path: e.path, status: res.statusCode, body: res.json() }).toEqual({
        path: e.path,
        status: 404,
        body: { code: 404, msg: '接口不存在', data: null },
      })
    }
  })

  it('an unknown path -> 404 接口不存在', async () => {
    const res = await upstream().inject({ method: 'POST', url: '/api/v1/web/noSuchCall', payload: {} })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null })
  })
})

describe('field rules answer with the glossary text carried by the contract', () => {
  const probe = endpoint({
    name: 'probe',
    summary: 'test-only call',
    path: '/test/probe',
    method: 'POST',
    auth: 'none',
    body: Type.Object({ phone: Phone, score: Score, kind: Type.Union([Type.Literal('a'), Type.Literal('b')]) }),
    data: Type.Object({ ok: Type.Boolean() }),
    cache: { kind: 'none' },
  })

  async function post(payload: unknown) {
    const dataDir = tempDataDir()
    const app = await buildTestUpstream(testConfig({ DATA_DIR: dataDir }))
    implement(app, probe, () => ({ ok: true }))
    const res = await app.inject({ method: 'POST', url: apiPath(probe), payload: payload as object })
    await app.close()
    removeDataDir(dataDir)
    return res
  }

  it('accepts a valid body', async () => {
    const res = await post({ phone: '13800000001', score: 600, kind: 'a' })
    expect(res.json()).toEqual({ code: 0, msg: '成功', data: { ok: true } })
  })

  it('a bad phone -> 请输入正确的手机号', async () => {
    const res = await post({ phone: '12345', score: 600, kind: 'a' })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('请输入正确的手机号')
  })

  it('a score out of range -> 请输入0-750之间的整数', async () => {
    const res = await post({ phone: '13800000001', score: 751, kind: 'a' })
    expect(res.json().msg).toBe('请输入0-750之间的整数')
  })

  it('a missing field -> 缺少参数', async () => {
    const res = await post({ score: 600, kind: 'a' })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('缺少参数：phone')
  })

  it('a value outside a union -> 参数取值不在允许范围内', async () => {
    const res = await post({ phone: '13800000001', score: 600, kind: 'c' })
    expect(res.json().msg).toBe('参数取值不在允许范围内：kind')
  })
})
