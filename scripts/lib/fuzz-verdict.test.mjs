import { describe, expect, it } from 'vitest'
import {
  describeOffender,
  exitCodeOf,
  expectsEnvelope,
  groupFailures,
  judge,
  memoryLimit,
  summaryLine,
} from './fuzz-verdict.mjs'

const MIB = 1024 * 1024
const request = (path, method = 'POST') => ({ target: 'bff', kind: 'k', label: 'l', method, path })
const json = (status, body, type = 'application/json; charset=utf-8') => ({
  status,
  headers: { 'content-type': type },
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
})
const envelope = { code: 400, msg: '请求参数不正确', data: null }

describe('the verdict on one answer', () => {
  it('passes a 4xx envelope, and a refusal travelling as 200', () => {
    expect(judge(request('/api/v1/web/queryWc'), json(400, envelope))).toMatchObject({
      serverError: false,
      notEnveloped: false,
    })
    expect(judge(request('/api/v1/web/queryWc'), json(200, { code: 1010, msg: '密码错误', data: null }))).toMatchObject(
      {
        serverError: false,
        notEnveloped: false,
      },
    )
  })

  it('counts every 5xx, an envelope or not, 503 from load shedding included', () => {
    for (const status of [500, 502, 503, 504]) {
      expect(
        judge(request('/api/v1/web/queryWc'), json(status, { code: status, msg: 'x', data: null })).serverError,
      ).toBe(true)
    }
  })

  it('counts /api/v1 and /bff/ answers that are not {code, msg, data} JSON', () => {
    const api = request('/api/v1/web/queryWc')
    expect(judge(api, json(431, { error: 'Too Large', message: 'x', statusCode: 431 })).notEnveloped).toBe(true)
    expect(judge(api, json(404, '<html></html>', 'text/html')).notEnveloped).toBe(true)
    expect(judge(api, json(400, '{"code":400', 'application/json')).notEnveloped).toBe(true)
    expect(judge(request('/bff/site', 'GET'), json(200, 'plain', 'text/plain')).notEnveloped).toBe(true)
    expect(judge(request('/api/v1'), json(404, 'x', 'text/plain')).notEnveloped).toBe(true)
  })

  it('counts no answer at all where an envelope was due, and says why', () => {
    const verdict = judge(request('/api/v1/web/queryWc'), { error: 'ECONNRESET' })
    expect(verdict).toMatchObject({ serverError: false, notEnveloped: true })
    expect(verdict.why).toContain('ECONNRESET')
  })

  it('does not hold paths outside /api/v1 and /bff/ to the envelope (the SPA answers them), only to the status', () => {
    expect(expectsEnvelope('/%2e%2e/etc/passwd')).toBe(false)
    expect(expectsEnvelope('/api/v1x')).toBe(false)
    expect(expectsEnvelope('/API/V1/WEB/QUERYWC')).toBe(false)
    expect(judge(request('/college/1', 'GET'), json(200, '<html>', 'text/html')).notEnveloped).toBe(false)
    expect(judge(request('/college/1', 'GET'), json(500, '<html>', 'text/html')).serverError).toBe(true)
  })

  it('lets the answers the contracts say are files, pages or provider protocol through, when they succeed', () => {
    const pdf = { status: 200, headers: { 'content-type': 'application/pdf' }, body: Buffer.from('%PDF') }
    expect(judge(request('/api/v1/intelligence/wishPdf'), pdf).notEnveloped).toBe(false)
    expect(judge(request('/api/v1/intelligence/wishPdf'), { ...pdf, status: 400 }).notEnveloped).toBe(true)
    const page = json(200, '<!doctype html>', 'text/html; charset=utf-8')
    expect(judge(request('/api/v1/pay/sandbox/GK123456789', 'GET'), page).notEnveloped).toBe(false)
    expect(judge(request('/api/v1/pay/notify/sandbox'), json(400, { code: 'FAIL' })).notEnveloped).toBe(false)
    expect(judge(request('/api/v1/pay/notify/sandbox'), json(500, { code: 'FAIL' })).serverError).toBe(true)
  })

  it('judges a HEAD answer by its status only: it has no body', () => {
    const head = { status: 404, headers: { 'content-type': 'application/json' }, body: Buffer.alloc(0) }
    expect(judge(request('/api/v1/web/provinces', 'HEAD'), head)).toMatchObject({
      serverError: false,
      notEnveloped: false,
    })
  })
})

describe('the report', () => {
  it('ends with the summary line in its one format', () => {
    const line = summaryLine({ requests: 12000, serverErrors: 3, notEnveloped: 2, crashes: 1 })
    expect(line).toBe('fuzz: 12000 requests, 3 5xx, 2 not enveloped, 1 crashes')
    expect(line).toMatch(/^fuzz: \d+ requests, \d+ 5xx, \d+ not enveloped, \d+ crashes$/)
  })

  it('exits non-zero when any count is not zero', () => {
    const zero = { requests: 10, serverErrors: 0, notEnveloped: 0, crashes: 0 }
    expect(exitCodeOf(zero)).toBe(0)
    for (const key of ['serverErrors', 'notEnveloped', 'crashes']) expect(exitCodeOf({ ...zero, [key]: 1 })).toBe(1)
  })

  it('groups failures by what was sent and what came of it, 5xx first, then the most frequent', () => {
    const fail = (label, status) => ({
      request: { ...request('/api/v1/x'), label },
      answer: json(status, ''),
      why: `status ${status}`,
    })
    const failures = [fail('c', 431), fail('c', 431), fail('c', 431), fail('a', 500), fail('b', 503), fail('a', 500)]
    expect(groupFailures(failures).map((g) => [g.key.split(' | ')[1], g.count])).toEqual([
      ['k: a', 2],
      ['k: b', 1],
      ['k: c', 3],
    ])
  })

  it('shows an offender in two short lines, a long path and body cut', () => {
    const text = describeOffender(
      request(`/api/v1/${'a'.repeat(500)}`),
      json(500, 'x'.repeat(1000), 'text/plain'),
      'status 500',
    )
    expect(text.split('\n')).toHaveLength(2)
    expect(text.length).toBeLessThan(600)
  })
})

describe('the memory bound', () => {
  it('is 25 % over the baseline, or 40 MiB for a small process', () => {
    expect(memoryLimit(400 * MIB)).toBe(500 * MIB)
    expect(memoryLimit(100 * MIB)).toBe(140 * MIB)
  })
})
