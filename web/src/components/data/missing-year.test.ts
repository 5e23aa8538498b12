import { describe, expect, it } from 'vitest'
import { missingYearNote } from './missing-year'

const latest = [
  { province: '江苏', year: 2025, real: true },
  { province: '浙江', year: 2026, real: true },
  { province: '河南', year: 2026, real: false },
]
// 27 November 2026, after that year's admissions: the last gaokao held is 2026.
const NOW = new Date('2026-11-27T12:00:00+08:00')

describe('missingYearNote', () => {
  it('says which year is the latest when the last gaokao’s table is not in', () => {
    expect(missingYearNote(latest, '江苏', NOW)).toBe('最新数据为2025年，2026年数据暂未收录')
  })

  it('says nothing when the province has the last gaokao’s table, or when nothing is known of it', () => {
    expect(missingYearNote(latest, '浙江', NOW)).toBeUndefined()
    expect(missingYearNote(latest, '河南', NOW)).toBeUndefined()
    expect(missingYearNote(latest, '西藏', NOW)).toBeUndefined()
    expect(missingYearNote(undefined, '江苏', NOW)).toBeUndefined()
  })

  it('counts the last gaokao held from the September rollover', () => {
    // In August 2026 the next admission year is still 2026: the last one held whose figures are all out is 2025.
    expect(missingYearNote(latest, '江苏', new Date('2026-08-20T12:00:00+08:00'))).toBeUndefined()
    expect(missingYearNote(latest, '江苏', new Date('2026-09-01T00:00:00+08:00'))).toBe(
      '最新数据为2025年，2026年数据暂未收录',
    )
  })
})
