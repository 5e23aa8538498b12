import { describe, expect, it } from 'vitest'
import { latestYearOf } from './latest-year'

describe('latestYearOf', () => {
  const info = {
    years: [2022, 2023, 2024, 2025, 2026],
    latestYears: [
      { province: '江苏', year: 2025, real: true },
      { province: '河南', year: 2026, real: false },
    ],
  }
  it("gives the province's own newest year, not the newest of all", () => {
    expect(latestYearOf(info, '江苏')).toBe(2025)
    expect(latestYearOf(info, '河南')).toBe(2026)
  })
  it('falls back to the newest year of all for a province it does not list, and to nothing without data', () => {
    expect(latestYearOf(info, '')).toBe(2026)
    expect(latestYearOf(undefined, '江苏')).toBeUndefined()
  })
})
