import { currentAdmissionYear, FIGURE_SOURCE_TEXT, type LatestYearValue } from '@gaokao/contracts'

/**
 * 最新数据为2025年，2026年数据暂未收录: said where a province's newest table is
 * older than the last gaokao held. The last one held is the year before the
 * next (currentAdmissionYear rolls over on 1 September); a province we have
 * no year for says nothing.
 */
export function missingYearNote(
  latestYears: readonly LatestYearValue[] | undefined,
  province: string,
  now: Date,
): string | undefined {
  const latest = latestYears?.find((l) => l.province === province)
  if (!latest) return undefined
  const lastHeld = currentAdmissionYear(now) - 1
  return latest.year < lastHeld ? FIGURE_SOURCE_TEXT.latestYear(latest.year, lastHeld) : undefined
}
