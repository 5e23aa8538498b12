import type { LatestYearValue } from '@gaokao/contracts'

/**
 * The newest year a province's figures have (江苏 2025, 河南 2026): its own,
 * not the newest of any province, which it may have no table for. Falls back
 * to the newest year of all while the province is unknown.
 */
export function latestYearOf(
  info: { latestYears: readonly LatestYearValue[]; years: readonly number[] } | undefined,
  province: string,
): number | undefined {
  if (!info) return undefined
  return info.latestYears.find((l) => l.province === province)?.year ?? info.years.at(-1)
}
