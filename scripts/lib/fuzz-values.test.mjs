import { describe, expect, it } from 'vitest'
import {
  BAD_JSON,
  deepArrays,
  deepObjects,
  HOSTILE_NUMBERS,
  jsonObject,
  raw,
  toJson,
  wideArray,
} from './fuzz-values.mjs'

const depthOf = (text) => {
  let depth = 0
  let max = 0
  for (const c of text) {
    if (c === '[' || c === '{') max = Math.max(max, ++depth)
    else if (c === ']' || c === '}') depth--
  }
  return max
}

describe('hostile JSON values', () => {
  it('writes raw JSON verbatim at any depth, what JSON.stringify cannot write', () => {
    expect(toJson({ a: [raw('1e400'), 1], b: raw('-0') })).toBe('{"a":[1e400,1],"b":-0}')
    expect(JSON.parse(toJson({ a: raw('1e400') })).a).toBe(Number.POSITIVE_INFINITY)
  })

  it('keeps __proto__ as a key of the text instead of setting a prototype', () => {
    const text = jsonObject([
      ['phone', '1'],
      ['__proto__', { isAdmin: true }],
    ])
    expect(text).toBe('{"phone":"1","__proto__":{"isAdmin":true}}')
  })

  it('nests arrays and objects exactly as deep as asked, and a wide array stays one level', () => {
    const arrays = toJson(deepArrays(520_000))
    expect(arrays.length).toBe(1_040_000)
    expect(depthOf(arrays)).toBe(520_000)
    expect(depthOf(toJson(deepObjects(1_000)))).toBe(1_000)
    const wide = toJson(wideArray(1_000))
    expect(depthOf(wide)).toBe(1)
    expect(JSON.parse(wide)).toHaveLength(1_000)
  })

  it('sends non-finite and past-2^53 numbers, raw and as strings', () => {
    const texts = HOSTILE_NUMBERS.map(([, v]) => toJson(v))
    for (const t of ['1e400', '-1e400', '9007199254740993', '"Infinity"', '"NaN"', '"1e400"', '-1']) {
      expect(texts).toContain(t)
    }
  })

  it('has bad JSON that a JSON parser refuses, and a few that it takes but no object schema does', () => {
    const refused = BAD_JSON.filter(([, text]) => {
      try {
        JSON.parse(text)
        return false
      } catch {
        return true
      }
    })
    expect(refused.length).toBeGreaterThan(BAD_JSON.length / 2)
  })
})
