import { describe, expect, it } from 'vitest'
import { formatShare } from '../src/format/share.js'
import { shanghaiDateText, shanghaiDateTimeText } from '../src/format/time.js'

describe('formatShare: a share as 前 x% is written', () => {
  it('writes shares for people: two decimals below 1%, one below 10%, whole above', () => {
    expect(formatShare(0.099)).toBe('9.9%')
    expect(formatShare(0.0042)).toBe('0.42%')
    expect(formatShare(0.25)).toBe('25%')
    expect(formatShare(0.062)).toBe('6.2%')
    expect(formatShare(0.5)).toBe('50%')
  })

  it('never writes less than 0.01%', () => {
    expect(formatShare(0.00001)).toBe('0.01%')
    expect(formatShare(0)).toBe('0.01%')
  })
})

describe('Beijing time', () => {
  it('writes an instant as Beijing date and time, from epoch ms or an ISO string', () => {
    expect(shanghaiDateTimeText(Date.parse('2026-06-26T02:05:00Z'))).toBe('2026-06-26 10:05')
    expect(shanghaiDateTimeText('2026-03-15T06:05:00.000Z')).toBe('2026-03-15 14:05')
    expect(shanghaiDateTimeText('2026-12-31T16:30:00.000Z')).toBe('2027-01-01 00:30')
  })

  it('writes the Beijing calendar date, which is the next day from 16:00 UTC', () => {
    expect(shanghaiDateText(Date.parse('2027-08-31T16:00:00Z'))).toBe('2027年9月1日')
    expect(shanghaiDateText(Date.parse('2027-08-31T15:59:00Z'))).toBe('2027年8月31日')
  })
})
