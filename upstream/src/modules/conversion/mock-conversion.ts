import type { MockMethod, MockScope } from '@gaokao/contracts'
import { nearestRankAtScore, type ScoreRow } from '../rank/rank-at-score.js'

/**
 * The mock-score conversion of docs/mock-conversion.md, as pure functions
 * over 一分一段表 given as rows: a mock result becomes a share of the
 * province (a percentile), with a range; the share becomes a rank and a
 * score (等位分) in any year's table. Nothing here reads the database or
 * the clock, so hand-made tables test it exactly.
 */

/** One row of a 一分一段表: rank = candidates with this score or more. */
export type TableRow = ScoreRow

/** A year's table, highest score first, ranks strictly rising. */
export interface RankTable {
  readonly year: number
  readonly candidates: number
  readonly rows: readonly TableRow[]
}

/** z of a two-sided 95% interval. */
export const Z95 = 1.96

/**
 * Relative half-widths (on the log scale of the percentile) for what the
 * mock's cohort is: a province-wide joint exam is close to the gaokao's
 * pool, a city's students differ from the province's, one school's more so.
 */
export const COHORT_SPREAD: Readonly<Record<MockScope, number>> = {
  全省联考: 0.1,
  地市统考: 0.2,
  学校考试: 0.35,
}

/** Per month between the mock and the gaokao, ranks keep moving: relative half-width added per month. */
export const TIME_SPREAD_PER_MONTH = 0.02

/** Points of uncertainty of the score-based methods: a base by method and scope, plus per month. */
export const LINE_POINTS: Readonly<Record<MockScope, number>> = { 全省联考: 10, 地市统考: 15, 学校考试: 20 }
export const SCORE_ONLY_POINTS = 30
export const POINTS_PER_MONTH = 1.5
/** A mock line from few candidates is itself uncertain: 300 / √n points, at most this many. */
export const SIZE_POINTS_MAX = 20
/** Without a size, the line's own uncertainty is taken as that of a mock of this many candidates. */
export const SIZE_UNKNOWN_CANDIDATES = 2500

export interface MockInput {
  readonly score: number
  readonly scope: MockScope
  readonly monthsBefore: number
  readonly candidates?: number | undefined
  readonly rank?: number | undefined
  readonly line?: number | undefined
}

export interface Estimate {
  readonly method: MockMethod
  /** Share of the province at or above the candidate, 0 < p <= 1. */
  readonly percentile: number
  readonly percentileLow: number
  readonly percentileHigh: number
  /** Ranks in the newest table. */
  readonly rank: number
  readonly rankLow: number
  readonly rankHigh: number
  /** The newest table's score at each rank. */
  readonly score: number
  readonly scoreLow: number
  readonly scoreHigh: number
  /** Line method: the mock score moved onto the newest table by the line difference. */
  readonly equivalentScore: number | undefined
  readonly uncertainty: {
    readonly sampling: number | undefined
    readonly cohort: number
    readonly time: number
    readonly points: number | undefined
  }
}

/** Which method the inputs allow: the mock's own rank first, then its line, then the score alone. */
export function methodOf(input: Pick<MockInput, 'rank' | 'candidates' | 'line'>): MockMethod {
  if (input.rank !== undefined && input.candidates !== undefined) return 'rank'
  if (input.line !== undefined) return 'line'
  return 'score'
}

/**
 * The Wilson score interval (95%) of a proportion: k of n. Well behaved at
 * the ends (a rank of 1 in 50 gives a real interval, not 0 ± 0).
 */
export function wilson(k: number, n: number, z = Z95): { low: number; high: number } {
  const p = k / n
  const z2 = z * z
  const denominator = 1 + z2 / n
  const centre = (p + z2 / (2 * n)) / denominator
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) }
}

/** The mock rank as a share of its candidates, at the middle of the rank (k - 0.5) / n. */
export function mockPercentile(rank: number, candidates: number): number {
  return (rank - 0.5) / candidates
}

/**
 * The score of the candidate at position `rank`: the highest score whose
 * cumulative rank reaches it. Beyond the table: its lowest score.
 */
export function scoreAtRank(table: RankTable, rank: number): number {
  const rows = table.rows
  if (rows.length === 0) throw new Error(`the ${table.year} table is empty`)
  let lo = 0
  let hi = rows.length - 1
  if ((rows[hi] as TableRow).rank < rank) return (rows[hi] as TableRow).score
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((rows[mid] as TableRow).rank >= rank) hi = mid
    else lo = mid + 1
  }
  return (rows[lo] as TableRow).score
}

/** The rank an estimate reads at a score: the nearest the table allows (rank/rank-at-score.ts). */
export function estimatedRankAt(table: RankTable, score: number): number {
  if (table.rows.length === 0) throw new Error(`the ${table.year} table is empty`)
  return nearestRankAtScore(table, table.candidates, score)
}

/** A share of a table's candidates as a rank in it: at least 1, at most the table. */
export function rankOfShare(table: Pick<RankTable, 'candidates'>, share: number): number {
  return Math.min(table.candidates, Math.max(1, Math.round(share * table.candidates)))
}

/** The relative half-width for the months left: ranks settle as the gaokao nears. */
export function timeSpread(monthsBefore: number): number {
  return TIME_SPREAD_PER_MONTH * Math.min(12, Math.max(0, monthsBefore))
}

/** The points a score-based estimate is uncertain by. */
export function pointsSpread(
  input: Pick<MockInput, 'scope' | 'monthsBefore' | 'candidates'>,
  method: MockMethod,
): number {
  const base = method === 'line' ? LINE_POINTS[input.scope] : SCORE_ONLY_POINTS
  const size = Math.min(SIZE_POINTS_MAX, 300 / Math.sqrt(input.candidates ?? SIZE_UNKNOWN_CANDIDATES))
  return Math.round(base + POINTS_PER_MONTH * Math.min(12, Math.max(0, input.monthsBefore)) + size)
}

/**
 * The estimate of a mock result in the newest table.
 * - rank: p = (k - 0.5) / n; its Wilson interval, widened on the log scale
 *   by the cohort and time spreads: [low · e^-(c+t), high · e^(c+t)].
 * - line: the score moved by the line difference (s - mock line + the
 *   newest 本科 line), ± the points spread, read in the table.
 * - score: the score itself read in the table, ± a wider points spread.
 */
export function estimate(input: MockInput, newest: RankTable, gaokaoLine: number | undefined): Estimate {
  const method = methodOf(input)
  const cohort = COHORT_SPREAD[input.scope]
  const time = timeSpread(input.monthsBefore)
  const atRank = (rank: number) => scoreAtRank(newest, rank)

  if (method === 'rank') {
    const n = input.candidates as number
    const k = input.rank as number
    const p = mockPercentile(k, n)
    const interval = wilson(k - 0.5, n)
    const widen = Math.exp(cohort + time)
    const pLow = Math.max(1 / newest.candidates, Math.min(p, interval.low) / widen)
    const pHigh = Math.min(1, Math.max(p, interval.high) * widen)
    const rank = rankOfShare(newest, p)
    const rankLow = Math.min(rank, rankOfShare(newest, pLow))
    const rankHigh = Math.max(rank, rankOfShare(newest, pHigh))
    return {
      method,
      percentile: p,
      percentileLow: pLow,
      percentileHigh: pHigh,
      rank,
      rankLow,
      rankHigh,
      score: atRank(rank),
      scoreHigh: atRank(rankLow),
      scoreLow: atRank(rankHigh),
      equivalentScore: undefined,
      uncertainty: { sampling: (interval.high - interval.low) / 2 / p, cohort, time, points: undefined },
    }
  }

  const points = pointsSpread(input, method)
  const useLine = method === 'line' && gaokaoLine !== undefined
  const equivalent = useLine ? input.score - (input.line as number) + gaokaoLine : input.score
  const rank = estimatedRankAt(newest, equivalent)
  const rankLow = Math.min(rank, estimatedRankAt(newest, equivalent + points))
  const rankHigh = Math.max(rank, estimatedRankAt(newest, equivalent - points))
  return {
    method: useLine ? 'line' : 'score',
    percentile: rank / newest.candidates,
    percentileLow: rankLow / newest.candidates,
    percentileHigh: rankHigh / newest.candidates,
    rank,
    rankLow,
    rankHigh,
    score: atRank(rank),
    scoreHigh: atRank(rankLow),
    scoreLow: atRank(rankHigh),
    equivalentScore: useLine ? equivalent : undefined,
    // The scope and the months are inside the points here (LINE_POINTS, POINTS_PER_MONTH), not extra factors.
    uncertainty: { sampling: undefined, cohort: 0, time: 0, points },
  }
}

export interface EqualScore {
  readonly year: number
  readonly candidates: number
  readonly rank: number
  readonly rankLow: number
  readonly rankHigh: number
  readonly score: number
  readonly scoreHigh: number
  readonly scoreLow: number
}

/**
 * 等位分: a rank (and its range) of the newest table, as the same share of
 * another year's candidates, and the scores at those ranks in that year.
 */
export function equalScore(
  newest: Pick<RankTable, 'candidates'>,
  ranks: { rank: number; rankLow: number; rankHigh: number },
  year: RankTable,
): EqualScore {
  const scale = (r: number) => rankOfShare(year, r / newest.candidates)
  const rank = scale(ranks.rank)
  const rankLow = Math.min(rank, scale(ranks.rankLow))
  const rankHigh = Math.max(rank, scale(ranks.rankHigh))
  return {
    year: year.year,
    candidates: year.candidates,
    rank,
    rankLow,
    rankHigh,
    score: scoreAtRank(year, rank),
    scoreHigh: scoreAtRank(year, rankLow),
    scoreLow: scoreAtRank(year, rankHigh),
  }
}

const GAOKAO_MONTH = 5 // June, 0-based
const GAOKAO_DAY = 7
const DAY_MS = 86_400_000
const MONTH_DAYS = 365.25 / 12

/**
 * The gaokao a mock on `date` (YYYY-MM-DD) prepares for, 7 June: the same
 * year up to that day, the next year after it; and the months in between.
 */
export function gaokaoOf(date: string): { year: number; monthsBefore: number } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const mock = Date.UTC(y, m - 1, d)
  const sameYear = Date.UTC(y, GAOKAO_MONTH, GAOKAO_DAY)
  const year = mock <= sameYear ? y : y + 1
  const exam = Date.UTC(year, GAOKAO_MONTH, GAOKAO_DAY)
  return { year, monthsBefore: Math.round(((exam - mock) / DAY_MS / MONTH_DAYS) * 10) / 10 }
}

/** Whether YYYY-MM-DD is a real calendar date. */
export function isCalendarDate(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const t = new Date(Date.UTC(y, m - 1, d))
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d
}

/** Days from `date` (YYYY-MM-DD) to today in Asia/Shanghai; negative for a future date. */
export function daysAgo(date: string, now: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const shanghai = new Date(now + 8 * 3_600_000)
  const today = Date.UTC(shanghai.getUTCFullYear(), shanghai.getUTCMonth(), shanghai.getUTCDate())
  return Math.round((today - Date.UTC(y, m - 1, d)) / DAY_MS)
}
