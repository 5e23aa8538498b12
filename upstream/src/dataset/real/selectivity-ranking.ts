import { publisherOf } from '@gaokao/contracts'
import type { SchoolRankingRow } from '../generate/rows.js'
import { loadAdmissions, type RealAdmission } from './admissions.js'
import { realCohortSize } from './cohort-size.js'
import { loadInstitutions } from './institutions.js'
import { realMinRank } from './min-rank.js'
import { halfWidthBrackets } from './names.js'
import { OUTSIDE_MOE_LIST } from './outside-moe-list.js'
import { realRankAtScore } from './rank-lookup.js'
import { loadRankTables, type RealRankTable } from './rank-tables.js'
import { WRONG_CODES } from './wrong-codes.js'

/**
 * The ranking by admission selectivity (docs/school-ranking.md): per school,
 * province and track, the rank its easiest ordinary group reached, as a share
 * of that table's pool; the geometric mean of the shares a school has; smaller
 * is more selective.
 */

/** The published 投档线 the ranking is computed from: the newest year of each province that prints or allows ranks. */
export const RANKING_BASIS: readonly { readonly province: string; readonly year: number }[] = [
  { province: '广东', year: 2024 },
  { province: '江苏', year: 2025 },
]

export interface RankingSource {
  readonly province: string
  readonly year: number
  readonly admissions: readonly RealAdmission[]
  /** The same province and year's 一分一段表, one per track. */
  readonly tables: readonly RealRankTable[]
}

/** A seeded college, as the ranking needs it: where a row's code or name leads, and its type for typeRank. */
export interface RankedCollege {
  readonly id: number
  readonly name: string
  readonly type: string
  /** 学校标识码, '' when unknown. */
  readonly code: string
}

/** Half-width brackets, without the group suffix of 江苏 (03专业组(化学)) or 广东 ((201)). */
const plainName = (name: string) =>
  halfWidthBrackets(name)
    .replace(/\d+专业组.*$/, '')
    .replace(/\(\d+\)$/, '')

/** A 江苏 group's notes other than its subject requirement ((中外合作办学), (淮安校区), ...). */
const SUBJECT_NOTE = /^\((不限|((物理|化学|生物|思想政治|地理|历史)(和|或)?)+)\)$/
function groupNotes(groupName: string): string[] {
  const after = /\d+专业组(.*)$/.exec(halfWidthBrackets(groupName))?.[1] ?? ''
  return (after.match(/\([^()]*\)/g) ?? []).filter((note) => !SUBJECT_NOTE.test(note))
}

/**
 * The seeded college a row is the school's own ordinary group of, or
 * undefined. Ordinary: printed under the school's own name (or an old name of
 * it), with no note but the subject requirement. Rows of a part or campus
 * printed under the university's code (北京大学医学部, 哈尔滨工业大学(威海)) and
 * programmes with other rules or fees (中外合作办学, 联合培养, 地方专项, 预科)
 * are not the school's selectivity; wrong-code rows belong to another school.
 */
function collegeOf(
  row: RealAdmission,
  holders: ReadonlyMap<string, string>,
  byCode: ReadonlyMap<string, RankedCollege>,
  byName: ReadonlyMap<string, RankedCollege>,
): RankedCollege | undefined {
  const printed = plainName(row.collegeName)
  if (printed in WRONG_CODES || groupNotes(row.groupName).length > 0) return undefined
  // A group name that is not the school's name and the group: a bracket in the name shifted the
  // columns (广东's five garbled rows, docs/real-data.md), so its score and rank are not what they say.
  if (plainName(row.groupName) !== printed) return undefined
  const holder = holders.get(row.moeCode)
  if (holder === undefined) {
    // Off the MOE list, the code's last digits may be another school's id (国防科技大学 4133010001 ends
    // like 北京大学): only a seeded college of exactly the printed name is this school.
    return row.moeCode in OUTSIDE_MOE_LIST ? byName.get(printed) : undefined
  }
  // The printed name extends the holder's: a part, a campus or a programme of it. Any other name is an
  // old name (the consistency suite pins every disagreement as a rename or a wrong code).
  if (printed !== plainName(holder) && printed.startsWith(plainName(holder))) return undefined
  return byCode.get(row.moeCode)
}

/**
 * The rank a group's last admitted candidate reached: published, or read off
 * the table at its minimum score; above the table's top, the top row's
 * cumulative count (the rank is at most that). Undefined when the table
 * gives none (a damaged row): the group is left out.
 */
function groupRank(row: RealAdmission, table: RealRankTable | undefined): number | undefined {
  const found = realMinRank(row, table)
  if (found.kind !== 'none') return found.minRank
  if (found.reason !== 'above-top' || table === undefined) return undefined
  const above = realRankAtScore(table, row.minScore)
  return above.kind === 'above-top' ? above.rankAtMost : undefined
}

export function selectivityRanking(
  sources: readonly RankingSource[],
  colleges: readonly RankedCollege[],
  holders: ReadonlyMap<string, string>,
): SchoolRankingRow[] {
  const byCode = new Map(colleges.filter((c) => c.code !== '').map((c) => [c.code, c]))
  const byName = new Map(colleges.map((c) => [c.name, c]))
  // school id -> "province/year/track" -> the largest rank of its ordinary groups there
  const easiest = new Map<number, Map<string, { rank: number; pool: number }>>()
  for (const source of sources) {
    for (const row of source.admissions) {
      const college = collegeOf(row, holders, byCode, byName)
      if (college === undefined) continue
      const table = source.tables.find((t) => t.track === row.track)
      const rank = groupRank(row, table)
      if (rank === undefined || table === undefined) continue
      const key = `${source.province}/${source.year}/${row.track}`
      const school = easiest.get(college.id) ?? new Map()
      easiest.set(college.id, school)
      const seen = school.get(key)
      if (seen === undefined || rank > seen.rank) school.set(key, { rank, pool: realCohortSize(table) })
    }
  }
  const typeOf = new Map(colleges.map((c) => [c.id, c.type]))
  const measured = [...easiest].map(([schoolId, cells]) => {
    const values = [...cells.values()]
    const logMean = values.reduce((sum, v) => sum + Math.log(v.rank / v.pool), 0) / values.length
    return { schoolId, share: Math.exp(logMean) }
  })
  // Ties (the same shares) go to the smaller id: deterministic, and no school is favoured by input order.
  measured.sort((a, b) => a.share - b.share || a.schoolId - b.schoolId)
  const typeRanks = new Map<string, number>()
  return measured.map((m, i) => {
    const type = typeOf.get(m.schoolId) ?? ''
    const typeRank = (typeRanks.get(type) ?? 0) + 1
    typeRanks.set(type, typeRank)
    // Real lines are 本科批; the score is the geometric mean of the shares, in percent (前 0.04%).
    return {
      schoolId: m.schoolId,
      level: '本科',
      rank: i + 1,
      typeRank,
      score: Number((m.share * 100).toPrecision(4)),
    }
  })
}

/** The meta key holding, as JSON, the basis the seeded ranking was computed from (RankingBasis[] of the contracts). */
export const RANKING_BASIS_KEY = 'school_ranking_basis'

/** The ranking from the shipped files, for the colleges seeded, and its basis with each file's publisher. */
export function loadSelectivityRanking(colleges: readonly RankedCollege[]): {
  rows: SchoolRankingRow[]
  basis: { province: string; year: number; authority: string }[]
} {
  const sources = RANKING_BASIS.map(({ province, year }) => ({
    province,
    year,
    admissions: loadAdmissions(province, year),
    tables: loadRankTables(province, year),
  }))
  const holders = new Map(loadInstitutions().map((i) => [i.moeCode, i.name]))
  const basis = sources.map(({ province, year, admissions }) => ({
    province,
    year,
    authority: publisherOf(admissions[0]?.sourceUrl ?? ''),
  }))
  return { rows: selectivityRanking(sources, colleges, holders), basis }
}
