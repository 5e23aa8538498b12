/**
 * Dates of the gaokao year, in Asia/Shanghai (UTC+8 all year, no DST), so a
 * server in any zone and a browser abroad agree on the rollover.
 */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000
/** September, as a 0-based month: the admission year rolls over on 1 September. */
const ROLLOVER_MONTH = 8
export const EXAM_YEAR_SPAN = 5

export function shanghaiDateParts(now: Date): { year: number; month: number; day: number } {
  const shifted = new Date(now.getTime() + SHANGHAI_OFFSET_MS)
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() }
}

/** The year whose gaokao is next: this calendar year until 31 August, the next one from 1 September. */
export function currentAdmissionYear(now: Date): number {
  const { year, month } = shanghaiDateParts(now)
  return month >= ROLLOVER_MONTH ? year + 1 : year
}

/** Exam-year options: the current admission year through five years later. */
export function examYearOptions(now: Date): number[] {
  const first = currentAdmissionYear(now)
  return Array.from({ length: EXAM_YEAR_SPAN + 1 }, (_, i) => first + i)
}

/** A membership ends at 00:00 on 1 September of the exam year, Shanghai time. */
export function membershipExpiry(gkYear: number): Date {
  return new Date(Date.UTC(gkYear, ROLLOVER_MONTH, 1) - SHANGHAI_OFFSET_MS)
}

export function isMembershipActive(gkYear: number, now: Date): boolean {
  return now.getTime() < membershipExpiry(gkYear).getTime()
}
