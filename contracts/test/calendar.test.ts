import { describe, expect, it } from 'vitest'
import { currentAdmissionYear, examYearOptions, isMembershipActive, membershipExpiry } from '../src/rules/calendar.js'

/** A moment given as Shanghai wall-clock time. */
function shanghai(iso: string): Date {
  return new Date(`${iso}+08:00`)
}

describe('exam-year options roll over on 1 September, Asia/Shanghai', () => {
  it('offers the current admission year through five years later', () => {
    expect(examYearOptions(shanghai('2026-03-15T12:00:00'))).toEqual([2026, 2027, 2028, 2029, 2030, 2031])
  })

  it('still offers this year on 31 August at 23:59 in Shanghai', () => {
    expect(currentAdmissionYear(shanghai('2026-08-31T23:59:59'))).toBe(2026)
  })

  it('moves to next year at 00:00 on 1 September in Shanghai', () => {
    expect(currentAdmissionYear(shanghai('2026-09-01T00:00:00'))).toBe(2027)
    expect(examYearOptions(shanghai('2026-11-22T08:00:00'))[0]).toBe(2027)
  })

  it('follows Shanghai, not the server zone: 31 Aug 17:00 UTC is already 1 Sep in Shanghai', () => {
    expect(currentAdmissionYear(new Date('2026-08-31T16:00:00Z'))).toBe(2027)
    expect(currentAdmissionYear(new Date('2026-08-31T15:59:59Z'))).toBe(2026)
  })

  it('turns the calendar year at the new year too', () => {
    expect(currentAdmissionYear(shanghai('2027-01-01T00:00:00'))).toBe(2027)
  })
})

describe('membership expiry: 1 September of the exam year', () => {
  it('ends at 00:00 on 1 September, Shanghai time', () => {
    expect(membershipExpiry(2027).toISOString()).toBe('2027-08-31T16:00:00.000Z')
  })

  it('is active the second before and ended at the boundary', () => {
    expect(isMembershipActive(2027, shanghai('2027-08-31T23:59:59'))).toBe(true)
    expect(isMembershipActive(2027, shanghai('2027-09-01T00:00:00'))).toBe(false)
  })
})
