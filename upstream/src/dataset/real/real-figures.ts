import type { Track } from '@gaokao/contracts'
import { abbreviatesCollege, singleNameCodes } from './abbreviations.js'
import { availableAdmissions, loadAdmissions, type RealAdmission } from './admissions.js'
import { realMinRank } from './min-rank.js'
import { halfWidthBrackets } from './names.js'
import { realRankAtScore } from './rank-lookup.js'
import { availableRankTables, loadRankTables, type RealRankTable } from './rank-tables.js'
import { WRONG_CODES } from './wrong-codes.js'

/**
 * The published figures the seed writes in place of generated ones
 * (docs/real-data.md, "What the site shows"): every real 一分一段表, and the
 * 投档线 of the provinces whose lines can be attributed to schools.
 */
export interface RealFigures {
  /** Keyed by tableKey(province, year, track). */
  readonly tables: ReadonlyMap<string, RealRankTable>
  /** Per province, its published table years, oldest first. */
  readonly tableYears: ReadonlyMap<string, readonly number[]>
  /** Provinces whose lines are published: no generated line is shown there, in any year. */
  readonly lineProvinces: ReadonlySet<string>
  readonly lines: readonly RealLine[]
  /** Rows not written, and why (the seed report and the suite read them). */
  readonly skipped: Readonly<Record<SkipReason, number>>
}

export type SkipReason = 'wrong-code' | 'unknown-school' | 'unchecked-abbreviation'

/** One published line, attributed to a college of the site. */
export interface RealLine {
  readonly schoolId: number
  readonly province: string
  readonly year: number
  readonly track: Track
  readonly batch: string
  readonly groupCode: string
  /** '' when the printed name is the college's own. */
  readonly printedName: string
  /** As printed, e.g. 南京大学01专业组(化学): it carries 江苏's 选科要求. */
  readonly groupName: string
  readonly minScore: number
  readonly minRank: number | null
  readonly rankKind: 'published' | 'derived' | 'none'
  readonly sourceUrl: string
}

export const tableKey = (province: string, year: number, track: string) => `${province}|${year}|${track}`

/** Provinces that print abbreviations (上海交大, 浙大医学): their rows are checked by abbreviations.ts. */
const ABBREVIATING_PROVINCES: ReadonlySet<string> = new Set(['上海'])

/** Half-width brackets, no group suffix: the form WRONG_CODES keys use. */
export function plainCollegeName(name: string): string {
  return halfWidthBrackets(name)
    .replace(/第 ?\d+组$/, '')
    .replace(/\d+专业组.*$/, '')
}

/**
 * Reads every published table and line. `collegeIdOf` maps a 学校标识码 to the
 * site's college id, or undefined when the site has no such college;
 * `collegeName` gives a college's name, so a line printed under another name
 * (a campus, an old name) keeps it.
 */
export function loadRealFigures(
  collegeIdOf: (moeCode: string) => number | undefined,
  collegeName: (id: number) => string | undefined,
): RealFigures {
  const tables = new Map<string, RealRankTable>()
  const tableYears = new Map<string, number[]>()
  const seen = new Set<string>()
  for (const key of availableRankTables()) {
    const provinceYear = `${key.province}|${key.year}`
    if (seen.has(provinceYear)) continue
    seen.add(provinceYear)
    for (const table of loadRankTables(key.province, key.year)) {
      tables.set(tableKey(table.province, table.year, table.track), table)
    }
    const years = tableYears.get(key.province) ?? []
    years.push(key.year)
    tableYears.set(key.province, years)
  }
  for (const years of tableYears.values()) years.sort((a, b) => a - b)

  const skipped: Record<SkipReason, number> = { 'wrong-code': 0, 'unknown-school': 0, 'unchecked-abbreviation': 0 }
  const lines: RealLine[] = []
  const lineProvinces = new Set<string>()
  for (const { province, year } of availableAdmissions()) {
    const rows = loadAdmissions(province, year)
    lineProvinces.add(province)
    const checked = ABBREVIATING_PROVINCES.has(province) ? singleNameCodes(rows) : undefined
    const capped = cappedTopScores(rows)
    for (const row of rows) {
      const line = attribute(row, tables, collegeIdOf, collegeName, checked)
      if (typeof line !== 'string' && capped.get(row.track) === row.minScore) {
        // A capped score is a bound, not the line: no rank is read off it (it would make 复旦 look as easy as 580).
        lines.push({ ...line, minRank: null, rankKind: 'none' })
        continue
      }
      if (typeof line === 'string') skipped[line] += 1
      else lines.push(line)
    }
  }
  return { tables, tableYears, lineProvinces, lines, skipped }
}

function attribute(
  row: RealAdmission,
  tables: ReadonlyMap<string, RealRankTable>,
  collegeIdOf: (moeCode: string) => number | undefined,
  collegeName: (id: number) => string | undefined,
  /** In a province that prints abbreviations, the codes that carry one printed name only. */
  singleNameCodes?: ReadonlySet<string>,
): RealLine | SkipReason {
  const printed = plainCollegeName(row.collegeName)
  if (WRONG_CODES[printed]?.carries === row.moeCode) return 'wrong-code'
  const schoolId = collegeIdOf(row.moeCode)
  if (schoolId === undefined) return 'unknown-school'
  const full = collegeName(schoolId) ?? ''
  let own = full
  if (singleNameCodes && printed !== full) {
    if (!singleNameCodes.has(row.moeCode) || !abbreviatesCollege(printed, full, row.batch))
      return 'unchecked-abbreviation'
    own = printed
  }
  const rank = realMinRank(row, tables.get(tableKey(row.province, row.year, row.track)))
  return {
    schoolId,
    province: row.province,
    year: row.year,
    track: row.track,
    batch: row.batch,
    groupCode: row.group || groupInName(row.collegeName),
    printedName: printed === own ? '' : printed,
    groupName: row.groupName,
    minScore: row.minScore,
    minRank: rank.kind === 'none' ? null : rank.minRank,
    rankKind: rank.kind,
    sourceUrl: row.sourceUrl,
  }
}

/**
 * Groups sharing the very top score of a file in numbers (上海 2024 prints 580
 * for 22 groups, 复旦 and 上海交大 among them, then 579 once): the authority
 * printed a cap, not each group's line. In every other file the top score is
 * one or two groups'. Per track, the capped score, when there is one.
 */
const CAP_MIN_GROUPS = 5

function cappedTopScores(rows: readonly RealAdmission[]): ReadonlyMap<string, number> {
  const tops = new Map<string, { score: number; count: number }>()
  for (const row of rows) {
    const top = tops.get(row.track)
    if (!top || row.minScore > top.score) tops.set(row.track, { score: row.minScore, count: 1 })
    else if (row.minScore === top.score) top.count++
  }
  return new Map([...tops].filter(([, t]) => t.count >= CAP_MIN_GROUPS).map(([track, t]) => [track, t.score]))
}

/** 湖北 prints the group only in the name (中国民用航空飞行学院第 06组) and leaves the group column empty. */
function groupInName(name: string): string {
  return /第 ?(\d+)组$/.exec(name)?.[1] ?? ''
}

/**
 * The rank a published table gives a generated figure's score (docs/real-data.md,
 * "Generated lines on a published table"): the score is kept, raised to the
 * table's floor when below it (the table shows nobody there, as a batch line
 * would), and read off the table; an unreadable row takes the next readable
 * score above. Above the first row, that row's bound.
 */
export function rankOnRealTable(table: RealRankTable, score: number): { score: number; rank: number } {
  let at = Math.max(score, table.floor)
  for (;;) {
    const found = realRankAtScore(table, at)
    if (found.kind === 'published' || found.kind === 'repaired') return { score: at, rank: found.rank }
    if (found.kind === 'above-top') return { score: at, rank: found.rankAtMost }
    at += 1
  }
}

/**
 * Where a generated figure's rank falls on a published table (docs/real-data.md,
 * "Generated lines on a published table"): the highest readable score whose
 * cumulative count reaches the rank, so the rank is kept as nearly as the
 * table allows; past the floor's count, the floor; within the first row's
 * bound, the first row. Ranks, not scores, carry across years (a generated
 * 2023 line and a published 2024 table differ in score, not in rank).
 */
export function scoreOnRealTableAtRank(table: RealRankTable, rank: number): { score: number; rank: number } {
  const rows = readableRows(table)
  // rows run best score first, ranks rising: the first whose rank reaches `rank`.
  let low = 0
  let high = rows.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((rows[middle]?.rank ?? 0) >= rank) high = middle
    else low = middle + 1
  }
  return rows[low] ?? rankOnRealTable(table, table.floor)
}

const readable = new WeakMap<RealRankTable, readonly { score: number; rank: number }[]>()

/** A table's scores that give a rank (published or repaired), best first; computed once per table. */
function readableRows(table: RealRankTable): readonly { score: number; rank: number }[] {
  let rows = readable.get(table)
  if (!rows) {
    const list: { score: number; rank: number }[] = []
    for (let score = table.top.score; score >= table.floor; score--) {
      const found = realRankAtScore(table, score)
      if (found.kind === 'published' || found.kind === 'repaired') list.push({ score, rank: found.rank })
    }
    rows = list
    readable.set(table, rows)
  }
  return rows
}

/**
 * The rows of a published table the site lists: every score from the first
 * usable row down to the floor with a rank (published or repaired) and at
 * least one candidate; count is the difference of cumulative counts, which
 * are what agreement confirms (a printed count may be a slip).
 */
export function realScoreRows(table: RealRankTable): { score: number; count: number; rank: number }[] {
  const rows: { score: number; count: number; rank: number }[] = []
  let above: number | undefined
  for (let score = table.top.score; score >= table.floor; score--) {
    const found = realRankAtScore(table, score)
    if (found.kind !== 'published' && found.kind !== 'repaired') {
      above = undefined
      continue
    }
    const count = above === undefined ? (table.byScore.get(score)?.count ?? 0) : found.rank - above
    above = found.rank
    if (count > 0) rows.push({ score, count, rank: found.rank })
  }
  return rows
}
