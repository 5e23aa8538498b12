import { describe, expect, it } from 'vitest'
import { betterRankIds } from './better'

const line = (id: number, minRank: number | null, year = 2025, track = '物理类') => ({
  id,
  admission: { year, province: '江苏', track, minRank },
})

describe('the better line of a comparison', () => {
  it('marks the school with the smallest rank', () => {
    expect([...betterRankIds([line(1, 5000), line(2, 1200), line(3, 30000)])]).toEqual([2])
  })

  it('marks nobody when a rank is unknown, only one school has a line, lines differ in year or track, or on a tie', () => {
    expect(betterRankIds([line(1, 5000), line(2, null)]).size).toBe(0)
    expect(betterRankIds([line(1, 5000), { id: 2, admission: null }]).size).toBe(0)
    expect([...betterRankIds([line(1, 5000), line(3, 900), { id: 2, admission: null }])]).toEqual([3])
    expect(betterRankIds([line(1, 5000), line(2, 100, 2024)]).size).toBe(0)
    expect(betterRankIds([line(1, 5000), line(2, 100, 2025, '历史类')]).size).toBe(0)
    expect(betterRankIds([line(1, 100), line(2, 100)]).size).toBe(0)
    expect(betterRankIds([line(1, 100)]).size).toBe(0)
  })
})
