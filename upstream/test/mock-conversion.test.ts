import { describe, expect, it } from 'vitest'
import {
  COHORT_SPREAD,
  equalScore,
  estimate,
  estimatedRankAt,
  gaokaoOf,
  methodOf,
  pointsSpread,
  type RankTable,
  scoreAtRank,
  wilson,
} from '../src/modules/conversion/mock-conversion.js'

/**
 * The conversion method of docs/mock-conversion.md on hand-made tables,
 * where every expected number can be worked out on paper:
 * - 2025: scores 700 down to 300, five candidates each: rank(s) = 5 (701 - s), 2,005 candidates;
 * - 2024: scores 690 down to 290, four each: rank(s) = 4 (691 - s), 1,604 candidates;
 * - sparse: five listed scores only, as a table with gaps.
 */
function evenTable(year: number, top: number, bottom: number, perScore: number): RankTable {
  const rows = []
  for (let s = top; s >= bottom; s--) rows.push({ score: s, rank: perScore * (top - s + 1) })
  return { year, candidates: perScore * (top - bottom + 1), rows }
}
const T2025 = evenTable(2025, 700, 300, 5)
const T2024 = evenTable(2024, 690, 290, 4)
const SPARSE: RankTable = {
  year: 2023,
  candidates: 1000,
  rows: [
    { score: 600, rank: 10 },
    { score: 550, rank: 100 },
    { score: 500, rank: 400 },
    { score: 450, rank: 700 },
    { score: 400, rank: 1000 },
  ],
}

describe('reading a 一分一段表', () => {
  it('gives the score of the candidate at a rank: the highest score whose cumulative rank reaches it', () => {
    expect(T2025.candidates).toBe(2005)
    expect(scoreAtRank(T2025, 1)).toBe(700)
    expect(scoreAtRank(T2025, 5)).toBe(700)
    expect(scoreAtRank(T2025, 6)).toBe(699)
    expect(scoreAtRank(T2025, 505)).toBe(600)
    expect(scoreAtRank(SPARSE, 100)).toBe(550)
    expect(scoreAtRank(SPARSE, 101)).toBe(500)
    // beyond the table: its lowest score
    expect(scoreAtRank(SPARSE, 5000)).toBe(400)
  })

  it('gives the rank of a score: candidates with that score or more', () => {
    expect(estimatedRankAt(T2025, 600)).toBe(505)
    expect(estimatedRankAt(T2025, 701)).toBe(1)
    expect(estimatedRankAt(T2025, 250)).toBe(2005)
    // a score the table skips counts the candidates of the listed scores above it
    expect(estimatedRankAt(SPARSE, 560)).toBe(10)
    expect(estimatedRankAt(SPARSE, 550)).toBe(100)
    expect(estimatedRankAt(SPARSE, 601)).toBe(1)
  })
})

describe('等位分: the same share of the province in another year', () => {
  it('puts rank 505 of 2,005 (600 points in 2025) at rank 404 of 1,604 in 2024, i.e. 590 points', () => {
    const e = equalScore(T2025, { rank: 505, rankLow: 300, rankHigh: 700 }, T2024)
    expect(e).toEqual({
      year: 2024,
      candidates: 1604,
      rank: 404, // 505 / 2005 × 1604 = 404.0
      rankLow: 240, // 300 / 2005 × 1604 = 240.0
      rankHigh: 560, // 700 / 2005 × 1604 = 560.0
      score: 590, // 691 - 404 / 4 = 590
      scoreHigh: 631, // 691 - 240 / 4 = 631
      scoreLow: 551, // 691 - 560 / 4 = 551
    })
  })

  it('is the identity on the newest table itself', () => {
    const e = equalScore(T2025, { rank: 505, rankLow: 505, rankHigh: 505 }, T2025)
    expect([e.rank, e.score]).toEqual([505, 600])
  })
})

describe('the estimate from the mock’s own rank (位次法)', () => {
  it('takes the mid-rank share (k - 0.5) / n and widens its Wilson interval by the cohort and time spreads', () => {
    const r = estimate({ score: 610, scope: '地市统考', monthsBefore: 3, candidates: 500, rank: 50 }, T2025, undefined)
    expect(r.method).toBe('rank')
    expect(r.percentile).toBeCloseTo(0.099, 10) // 49.5 / 500
    // Wilson(49.5 of 500) = [0.0758, 0.1283]; × e^∓(0.20 + 0.02 × 3) = [0.05845, 0.16641]
    expect(r.percentileLow).toBeCloseTo(0.0758 / Math.exp(0.26), 4)
    expect(r.percentileHigh).toBeCloseTo(0.128315 * Math.exp(0.26), 4)
    expect([r.rankLow, r.rank, r.rankHigh]).toEqual([117, 198, 334])
    // scores at those ranks: 701 - ceil(r / 5)
    expect([r.scoreHigh, r.score, r.scoreLow]).toEqual([677, 661, 634])
    expect(r.uncertainty.sampling).toBeCloseTo(0.2652, 3)
    expect(r.uncertainty.cohort).toBe(COHORT_SPREAD.地市统考)
    expect(r.uncertainty.time).toBeCloseTo(0.06, 10)
  })

  it('narrows with a larger mock: the same share of 5,000 candidates', () => {
    const small = estimate(
      { score: 610, scope: '地市统考', monthsBefore: 3, candidates: 500, rank: 50 },
      T2025,
      undefined,
    )
    const large = estimate(
      { score: 610, scope: '地市统考', monthsBefore: 3, candidates: 5000, rank: 500 },
      T2025,
      undefined,
    )
    expect([large.rankLow, large.rank, large.rankHigh]).toEqual([142, 200, 282])
    expect(large.rankHigh - large.rankLow).toBeLessThan(small.rankHigh - small.rankLow)
  })

  it('widens for one school’s exam and narrows for a province-wide one taken in June', () => {
    const school = estimate(
      { score: 610, scope: '学校考试', monthsBefore: 3, candidates: 500, rank: 50 },
      T2025,
      undefined,
    )
    const province = estimate(
      { score: 610, scope: '全省联考', monthsBefore: 0, candidates: 500, rank: 50 },
      T2025,
      undefined,
    )
    expect([school.rankLow, school.rankHigh]).toEqual([101, 388])
    expect([province.rankLow, province.rankHigh]).toEqual([138, 284])
  })

  it('keeps the first of a mock a real range, not a single point', () => {
    const r = estimate({ score: 700, scope: '全省联考', monthsBefore: 0, candidates: 50, rank: 1 }, T2025, undefined)
    // Wilson(0.5 of 50) = [0.00105, 0.0890]; ÷ e^0.1 → 0.00095 × 2005 = 1.9
    expect(r.rankLow).toBe(2)
    expect(r.rank).toBe(20) // 0.5 / 50 × 2005 = 20.05
    expect(r.rankHigh).toBeGreaterThan(100)
  })
})

describe('the estimate from the mock’s line (线差法) and from the score alone', () => {
  it('moves the score by the line difference and reads it in the table, ± the points spread', () => {
    // 520 - 480 + 450 = 490; points = 15 (地市) + 1.5 × 2 + 300 / √900 = 28
    const r = estimate({ score: 520, scope: '地市统考', monthsBefore: 2, candidates: 900, line: 480 }, T2025, 450)
    expect(r.method).toBe('line')
    expect(r.equivalentScore).toBe(490)
    expect(r.uncertainty.points).toBe(28)
    expect(r.rank).toBe(1055) // 5 × (701 - 490)
    expect(r.rankLow).toBe(915) // 490 + 28 = 518
    expect(r.rankHigh).toBe(1195) // 490 - 28 = 462
    expect([r.scoreHigh, r.score, r.scoreLow]).toEqual([518, 490, 462])
  })

  it('falls back on the score alone with the widest spread, and takes a mid-sized mock when the size is unknown', () => {
    // points = 30 + 1.5 × 4 + 300 / √2500 = 42
    const r = estimate({ score: 600, scope: '全省联考', monthsBefore: 4 }, T2025, 450)
    expect(r.method).toBe('score')
    expect(r.uncertainty.points).toBe(42)
    expect([r.rankLow, r.rank, r.rankHigh]).toEqual([295, 505, 715])
  })

  it('prefers the rank when both a rank and a line are given, and needs the size for a rank', () => {
    expect(methodOf({ rank: 10, candidates: 100, line: 480 })).toBe('rank')
    expect(methodOf({ rank: 10, line: 480 })).toBe('line')
    expect(methodOf({ rank: 10 })).toBe('score')
  })

  it('gives a rank-based estimate a narrower range than the score alone for the same mock', () => {
    const byRank = estimate(
      { score: 600, scope: '全省联考', monthsBefore: 4, candidates: 20000, rank: 5038 },
      T2025,
      450,
    )
    const byScore = estimate({ score: 600, scope: '全省联考', monthsBefore: 4, candidates: 20000 }, T2025, 450)
    expect(byRank.rank).toBe(byScore.rank) // both 505: the mock ranked the candidate where 600 sits
    expect(byRank.rankHigh - byRank.rankLow).toBeLessThan(byScore.rankHigh - byScore.rankLow)
  })

  it('caps the size term of small mocks', () => {
    expect(pointsSpread({ scope: '学校考试', monthsBefore: 0, candidates: 25 }, 'line')).toBe(40) // 20 + 0 + min(20, 60)
  })
})

describe('the mock’s date', () => {
  it('belongs to the gaokao of 7 June that follows it', () => {
    expect(gaokaoOf('2026-03-15')).toEqual({ year: 2026, monthsBefore: 2.8 }) // 84 days
    expect(gaokaoOf('2025-09-20')).toEqual({ year: 2026, monthsBefore: 8.5 }) // 260 days
    expect(gaokaoOf('2026-06-07')).toEqual({ year: 2026, monthsBefore: 0 })
    expect(gaokaoOf('2026-06-08').year).toBe(2027)
  })
})

describe('helpers', () => {
  it('computes the Wilson interval of a proportion', () => {
    const { low, high } = wilson(50, 100)
    expect(low).toBeCloseTo(0.4038, 4)
    expect(high).toBeCloseTo(0.5962, 4)
  })
})
