import { describe, expect, it } from 'vitest'
import { shanghaiDateText, shanghaiDateTimeText } from '../src/format/time.js'
import { formatYuan } from '../src/rules/money.js'

describe('formatYuan: fen kept as integers, shown in yuan', () => {
  it('formats the products and the edges exactly', () => {
    expect(formatYuan(69_900)).toBe('¥699.00')
    expect(formatYuan(398_000)).toBe('¥3,980.00')
    expect(formatYuan(0)).toBe('¥0.00')
    expect(formatYuan(1)).toBe('¥0.01')
    expect(formatYuan(10)).toBe('¥0.10')
    expect(formatYuan(123_456_789)).toBe('¥1,234,567.89')
  })

  it('refuses what is not an amount in fen', () => {
    for (const bad of [0.5, -1, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => formatYuan(bad)).toThrow(RangeError)
    }
  })
})

describe('dates in Asia/Shanghai', () => {
  it('shows the membership end as the Shanghai calendar day', () => {
    // 2027-09-01 00:00 in Shanghai is 2027-08-31 16:00 UTC.
    const end = Date.parse('2027-08-31T16:00:00Z')
    expect(shanghaiDateText(end)).toBe('2027年9月1日')
    expect(shanghaiDateText(end - 1)).toBe('2027年8月31日')
    expect(shanghaiDateTimeText(Date.parse('2026-11-22T02:05:00Z'))).toBe('2026-11-22 10:05')
  })
})
