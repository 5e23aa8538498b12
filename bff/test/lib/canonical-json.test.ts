import { describe, expect, it } from 'vitest'
import { canonicalJson } from '../../src/lib/canonical-json.js'

describe('canonicalJson', () => {
  it('sorts keys at every depth and writes what JSON.stringify would otherwise', () => {
    const value = { z: 1, a: { d: [3, { y: true, x: null }], c: 'é"\n' }, u: undefined, f: () => 1 }
    expect(canonicalJson(value)).toBe('{"a":{"c":"é\\"\\n","d":[3,{"x":null,"y":true}]},"z":1}')
    expect(canonicalJson([undefined, () => 1, Number.NaN, Number.POSITIVE_INFINITY])).toBe('[null,null,null,null]')
    expect(canonicalJson({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}')
    expect(canonicalJson('x')).toBe('"x"')
    expect(canonicalJson({})).toBe('{}')
    expect(canonicalJson([])).toBe('[]')
  })

  it('matches JSON.stringify on a body already in key order', () => {
    const body = {
      name: '南京',
      pageNum: 2,
      pageSize: 10,
      tags: ['211', '985'],
      where: { city: '南京市', n: [1, [2, [3]]] },
    }
    expect(canonicalJson(body)).toBe(JSON.stringify(body))
  })

  it('keeps a __proto__ key that JSON.parse made an own property: it does not share a key with {}', () => {
    const withProto = JSON.parse('{"__proto__":{"a":1}}')
    expect(canonicalJson(withProto)).toBe('{"__proto__":{"a":1}}')
    expect(canonicalJson(withProto)).not.toBe(canonicalJson({}))
    expect(canonicalJson(JSON.parse('{"b":{"__proto__":[1]}}'))).toBe('{"b":{"__proto__":[1]}}')
  })

  it('writes 100,000 nested arrays without overflowing the stack', () => {
    let deep: unknown = []
    for (let i = 0; i < 100_000; i += 1) deep = [deep]
    const text = canonicalJson(deep)
    expect(text).toHaveLength(2 * 100_001)
    expect(text.startsWith('[[[')).toBe(true)
  })

  it('refuses a cycle, as JSON.stringify does, and writes one object met twice', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(() => canonicalJson(cyclic)).toThrow(TypeError)
    const shared = { k: 1 }
    expect(canonicalJson({ a: shared, b: [shared] })).toBe('{"a":{"k":1},"b":[{"k":1}]}')
  })
})
