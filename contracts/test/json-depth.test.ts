import { describe, expect, it } from 'vitest'
import { JSON_DEPTH_MAX, jsonDepthExceeds } from '../src/rules/json-depth.js'

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`

describe('jsonDepthExceeds: arrays and objects opened inside one another', () => {
  it('allows JSON_DEPTH_MAX levels and refuses one more', () => {
    expect(jsonDepthExceeds(nested(JSON_DEPTH_MAX))).toBe(false)
    expect(jsonDepthExceeds(nested(JSON_DEPTH_MAX + 1))).toBe(true)
    expect(jsonDepthExceeds('{"a":{"b":[1]}}', 3)).toBe(false)
    expect(jsonDepthExceeds('{"a":{"b":[1]}}', 2)).toBe(true)
  })

  it('counts depth, not the number of brackets', () => {
    expect(jsonDepthExceeds(`[${'[],'.repeat(10_000)}[]]`, 2)).toBe(false)
  })

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(200)}\\"${'{'.repeat(200)}\\\\"}`, 1)).toBe(false)
    expect(jsonDepthExceeds('{"a":"\\"","b":[[1]]}', 2)).toBe(true)
  })

  it('reads UTF-8 bytes as it reads the text', () => {
    const text = `{"名称":"南京[[[","x":${nested(3)}}`
    const bytes = new TextEncoder().encode(text)
    expect(jsonDepthExceeds(bytes, 4)).toBe(false)
    expect(jsonDepthExceeds(bytes, 3)).toBe(true)
    expect(jsonDepthExceeds(text, 3)).toBe(true)
  })

  it('scans the 1 MB body of 520,000 nested arrays without recursion', () => {
    expect(jsonDepthExceeds(`{"name":${nested(520_000)}}`)).toBe(true)
  })
})
