import { ALL_BFF_PAYLOADS, ALL_ENDPOINTS, apiPath, CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { createRng } from './fuzz-prng.mjs'
import {
  BODY_LIMIT_BYTES,
  buildRequest,
  callsOf,
  DEEP_ARRAY_DEPTH,
  KINDS,
  percentEncode,
  requestPlan,
} from './fuzz-requests.mjs'

const ORIGIN = 'http://127.0.0.1:3000'
const calls = callsOf()
const draw = (seed, n) => {
  const next = requestPlan({ calls, rng: createRng(seed), bffOrigin: ORIGIN })
  return Array.from({ length: n }, next)
}
const bodyText = (r) => (r.body === undefined ? '' : Buffer.isBuffer(r.body) ? r.body.toString('utf8') : r.body)
const callOf = (path) => calls.find((c) => c.path === path)

/** How deep the body's brackets nest. */
function depthOf(text) {
  let depth = 0
  let max = 0
  for (const c of text) {
    if (c === '[' || c === '{') max = Math.max(max, ++depth)
    else if (c === ']' || c === '}') depth--
  }
  return max
}

describe('the calls the fuzzer attacks', () => {
  it('are every /api/v1 contract, to both targets, and every /bff route the contracts name, to the bff', () => {
    for (const e of ALL_ENDPOINTS) expect(callOf(apiPath(e))?.targets).toEqual(['bff', 'upstream'])
    for (const p of ALL_BFF_PAYLOADS) expect(callOf(p.path)?.targets).toEqual(['bff'])
  })
})

describe('the plan of a run', () => {
  it('is the same request for request from the same seed', () => {
    const strip = (r) => ({ ...r, body: bodyText(r), raw: r.raw?.toString('latin1') })
    expect(draw(11, 300).map(strip)).toEqual(draw(11, 300).map(strip))
  })

  it('draws every kind, to both targets, over a few thousand requests', () => {
    const requests = draw(12, 4_000)
    expect(new Set(requests.map((r) => r.kind))).toEqual(new Set(Object.keys(KINDS)))
    expect(new Set(requests.map((r) => r.target))).toEqual(new Set(['bff', 'upstream']))
  })

  it('sends unsafe requests to the bff with the SPA header, except those meant to be refused', () => {
    const unsafe = draw(13, 3_000).filter(
      (r) => r.target === 'bff' && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
    )
    const [refusable, others] = [
      unsafe.filter((r) => r.kind === 'no csrf header'),
      unsafe.filter((r) => r.kind !== 'no csrf header'),
    ]
    expect(others.length).toBeGreaterThan(100)
    for (const r of others) expect(r.headers[CLIENT_HEADER]).toBe(CLIENT_HEADER_VALUE)
    expect(refusable.length).toBeGreaterThan(20)
    for (const r of refusable) {
      const passes =
        r.headers[CLIENT_HEADER] === CLIENT_HEADER_VALUE &&
        r.headers.origin === undefined &&
        !r.headers['sec-fetch-site']
      expect(passes, JSON.stringify(r.headers)).toBe(false)
    }
  })

  it('never sends the session to a call that revokes it, and mostly sends it to user calls', () => {
    const requests = draw(14, 4_000)
    const revoking = new Set(calls.filter((c) => c.revokes).map((c) => c.path))
    for (const r of requests.filter((r) => revoking.has(r.call))) expect(r.session).toBe(false)
    const user = requests.filter((r) => callOf(r.call)?.user && !revoking.has(r.call))
    const share = user.filter((r) => r.session).length / user.length
    expect(share).toBeGreaterThan(0.6)
  })
})

describe('each kind sends what it claims', () => {
  const rng = createRng(21)
  const post = callOf('/api/v1/web/queryWc')
  const build = (kind, call = post, target = 'upstream') => buildRequest(rng, kind, call, target, ORIGIN)

  it('deep json: 520,000 nested arrays in one field (or deep objects, or a wide array), under the body limit', () => {
    const seen = new Set()
    const posts = calls.filter((c) => c.method === 'POST')
    for (let i = 0; i < 60; i++) {
      const r = build('deep json', rng.pick(posts))
      const text = bodyText(r)
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(BODY_LIMIT_BYTES)
      seen.add(r.label)
      if (r.label.startsWith('520,000')) {
        expect(depthOf(text)).toBe(DEEP_ARRAY_DEPTH + 1)
        expect(Buffer.byteLength(text)).toBeGreaterThan(1_000_000)
      }
    }
    expect(seen.size).toBe(3)
  })

  it('over the body limit: more bytes than the servers take, by one at least', () => {
    for (let i = 0; i < 10; i++)
      expect(Buffer.byteLength(bodyText(build('over the body limit')))).toBeGreaterThan(BODY_LIMIT_BYTES)
  })

  it('huge headers: a head over Node’s 16 KiB limit, or a large one under it', () => {
    for (let i = 0; i < 20; i++) {
      const r = build('huge headers')
      const head =
        r.path.length + Object.entries(r.headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0)
      if (r.label.includes('under the limit') || r.label.startsWith('2 kB')) expect(head).toBeLessThan(16 * 1024)
      else expect(head).toBeGreaterThan(16 * 1024)
    }
  })

  it('path attack: dot segments, encodings and odd shapes of the call’s own path', () => {
    const paths = Array.from({ length: 200 }, () => build('path attack').path)
    for (const piece of ['/../', '%2e%2e', '%00', '%252e', '\\', '//web']) {
      expect(
        paths.some((p) => p.includes(piece)),
        piece,
      ).toBe(true)
    }
  })

  it('odd method: the methods the brief names, and one no parser knows', () => {
    const methods = new Set(Array.from({ length: 300 }, () => build('odd method').method))
    for (const m of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FUZZ']) expect(methods).toContain(m)
  })

  it('content type: JSON under other names and bodies that are not JSON', () => {
    const types = new Set(Array.from({ length: 300 }, () => build('content type').headers['content-type']))
    for (const t of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) expect(types).toContain(t)
    expect([...types].some((t) => t?.startsWith('multipart/form-data'))).toBe(true)
  })

  it('hostile number: non-finite, past 2^53 and numbers as strings, in a numeric field', () => {
    const bodies = Array.from({ length: 300 }, () => bodyText(build('hostile number')))
    for (const piece of [':1e400', ':"Infinity"', ':-1', ':9007199254740993', ':"12"']) {
      expect(
        bodies.some((b) => b.includes(piece)),
        piece,
      ).toBe(true)
    }
  })

  it('prototype keys: __proto__ and constructor reach the body text as keys', () => {
    const bodies = Array.from({ length: 50 }, () => bodyText(build('prototype keys')))
    expect(bodies.some((b) => b.includes('"__proto__":'))).toBe(true)
    expect(bodies.some((b) => b.includes('"constructor":'))).toBe(true)
  })

  it('GET calls carry their attacks in the query string, encoded', () => {
    const get = callOf('/api/v1/web/provinces')
    for (let i = 0; i < 20; i++) {
      const r = build('hostile query', get)
      expect(r.method).toBe('GET')
      expect(r.body).toBeUndefined()
      expect(r.path.startsWith('/api/v1/web/provinces?')).toBe(true)
    }
  })

  it('percent-encodes lone surrogates instead of throwing as encodeURIComponent does', () => {
    expect(() => encodeURIComponent('\ud800')).toThrow()
    expect(percentEncode('\ud800a 中')).toBe('%EF%BF%BDa%20%E4%B8%AD')
  })
})
