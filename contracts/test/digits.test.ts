import { describe, expect, it } from 'vitest'
import { groupDigits } from '../src/rules/digits.js'

describe('groupDigits', () => {
  it('groups thousands as the zh-CN locale does', () => {
    expect(groupDigits(0)).toBe('0')
    expect(groupDigits(999)).toBe('999')
    expect(groupDigits(1000)).toBe('1,000')
    expect(groupDigits(12345)).toBe('12,345')
    expect(groupDigits(1330000)).toBe('1,330,000')
    expect(groupDigits(-7540)).toBe('-7,540')
  })

  it('keeps up to three decimals, rounded', () => {
    expect(groupDigits(1234.5)).toBe('1,234.5')
    expect(groupDigits(0.1234)).toBe('0.123')
    expect(groupDigits(2.0005)).toBe('2.001')
  })

  it('matches toLocaleString("zh-CN") across magnitudes (Node carries full ICU)', () => {
    const values = [1, 12, 123, 1234, 98765, 654321, 7654321, 87654321, 123456789, 3.5, 1024.25, -1, -12345.5]
    for (let v = 1; v < 1e12; v = v * 7 + 3) values.push(v)
    for (const v of values) expect(groupDigits(v), String(v)).toBe(v.toLocaleString('zh-CN'))
  })
})
