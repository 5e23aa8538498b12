import type { Track } from '@gaokao/contracts'
import { LATEST_YEAR } from './model.js'
import { upperTail } from './normal.js'
import { streamFor } from './prng.js'
import type { ProvinceModel } from './province-model.js'
import { zAtScore } from './score-curve.js'

/**
 * One 一分一段表: for each score from 0 to the top score, how many candidates
 * scored exactly that (count) and how many scored that or more (rank, the
 * 位次 a candidate with that score is given).
 */
export interface RankTable {
  readonly province: string
  readonly year: number
  readonly track: Track
  /** counts[score]; every score from 0 to top has at least one candidate, so ranks rise strictly. */
  readonly counts: Int32Array
  /** ranks[score] = candidates with that score or more. */
  readonly ranks: Int32Array
  readonly top: number
  readonly candidates: number
}

/** Candidate numbers grow about 3% a year (earlier years are below the latest). */
const YEARLY_GROWTH = 0.03
/** 历史类 candidates score lower than 物理类 ones, and their top is lower. */
const HISTORY_TRACK_SHIFT = -0.35

export function generateRankTable(province: ProvinceModel, year: number, track: Track): RankTable {
  const provinceStream = streamFor('province', province.name)
  const physicsShare = provinceStream.between(0.55, 0.66)
  const provinceShift = provinceStream.between(-0.25, 0.25)
  const yearStream = streamFor('rank-table', province.name, year)
  const yearShift = 0.08 * yearStream.normal()
  const size = province.candidates * (1 + YEARLY_GROWTH) ** (year - LATEST_YEAR) * yearStream.jitter(0.02)

  // 理科 and 文科 draw on the same candidates as 物理类 and 历史类 did after the reform.
  const physics = track === '物理类' || track === '理科'
  const history = track === '历史类' || track === '文科'
  const share = track === '综合' ? 1 : physics ? physicsShare : 1 - physicsShare
  const shift = provinceShift + yearShift + (history ? HISTORY_TRACK_SHIFT : 0)
  const expectedCandidates = size * share
  const scale = 750 / province.fullMark
  /** Share of candidates at or above `score`: the curve, shifted, read at the bin's lower edge. */
  const atOrAbove = (score: number) => upperTail(zAtScore((score - 0.5) * scale) - shift)

  const rounding = streamFor('rank-table', province.name, year, track)
  const counts = new Int32Array(province.fullMark + 1)
  let top = 0
  for (let score = 0; score <= province.fullMark; score++) {
    const upper = score === province.fullMark ? 0 : atOrAbove(score + 1)
    const expected = expectedCandidates * (atOrAbove(score) - upper)
    // Stochastic rounding keeps totals right and leaves the top sparse: 0, 1 or 2 per score.
    const count = Math.floor(expected + rounding.uniform())
    counts[score] = count
    if (count > 0) top = score
  }
  // No empty score below the top: a rank table's ranks rise strictly as the score falls.
  const kept = counts.slice(0, top + 1).map((count) => Math.max(1, count))

  const ranks = new Int32Array(top + 1)
  let cumulative = 0
  for (let score = top; score >= 0; score--) {
    cumulative += kept[score] ?? 0
    ranks[score] = cumulative
  }
  return { province: province.name, year, track, counts: kept, ranks, top, candidates: cumulative }
}

/** The score of the candidate at `rank`: the highest score whose cumulative rank reaches it. */
export function scoreAtRank(table: RankTable, rank: number): number {
  if (rank <= 1) return table.top
  if (rank >= table.candidates) return 0
  // ranks fall as the score rises: binary search for the highest score with ranks[score] >= rank.
  let low = 0
  let high = table.top
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if ((table.ranks[middle] ?? 0) >= rank) low = middle
    else high = middle - 1
  }
  return low
}

/** Candidates with `score` or more; a score above the top counts as the top. */
export function rankAtScore(table: RankTable, score: number): number {
  return table.ranks[Math.min(table.top, Math.max(0, score))] ?? 0
}

/** Candidates with exactly `score`. */
export function countAtScore(table: RankTable, score: number): number {
  return table.counts[score] ?? 0
}
