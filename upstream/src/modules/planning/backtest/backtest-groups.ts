import type { Track } from '@gaokao/contracts'
import { loadAdmissions } from '../../../dataset/real/admissions.js'
import { realCohortSize } from '../../../dataset/real/cohort-size.js'
import { collegeCodeOf } from '../../../dataset/real/college-code.js'
import { realMinRank } from '../../../dataset/real/min-rank.js'
import { halfWidthBrackets } from '../../../dataset/real/names.js'
import { loadRankTables } from '../../../dataset/real/rank-tables.js'
import { WRONG_CODES } from '../../../dataset/real/wrong-codes.js'

/** One real 院校专业组 of one year, with its lowest rank (published or derived from that year's table). */
export interface RealGroupYear {
  /** School code (collegeCodeOf), printed school name, group code and track: the same group across years. */
  readonly key: string
  readonly track: Track
  readonly collegeName: string
  readonly group: string
  readonly minScore: number
  readonly minRank: number
}

/** What one year of real lines gives the backtest, and what it had to leave out. */
export interface RealGroupsOfYear {
  readonly year: number
  readonly groups: ReadonlyMap<string, RealGroupYear>
  /** N_y per track (cohort-size.ts). */
  readonly cohort: ReadonlyMap<Track, number>
  readonly skipped: {
    /** No rank derivable: the score's row is unreadable, above the table's top or below its floor. */
    readonly noRank: number
    /** Filed under another school's code (wrong-codes.ts). */
    readonly wrongCode: number
    /** The same key twice in one year: which one a later year continues is unknown. */
    readonly ambiguous: number
  }
}

/** Half-width brackets, as wrong-codes.ts keys its names. */
const plainName = halfWidthBrackets

/**
 * A group is known across years by its school's code, its printed name and
 * its group code: the code alone is not enough, because campuses share their
 * university's code (哈尔滨工业大学(威海) under 哈尔滨工业大学's) and a
 * military academy's code outside the MOE list can end in another school's
 * 院校代码 (海军军医大学 and 中国人民大学 are both 10002).
 */
export function groupKey(moeCode: string, collegeName: string, group: string, track: Track): string {
  return `${collegeCodeOf(moeCode) ?? moeCode}|${plainName(collegeName)}|${group}|${track}`
}

export function loadRealGroups(province: string, year: number): RealGroupsOfYear {
  const tables = loadRankTables(province, year)
  const cohort = new Map(tables.map((t) => [t.track, realCohortSize(t)]))
  const byKey = new Map<string, RealGroupYear[]>()
  let noRank = 0
  let wrongCode = 0
  for (const row of loadAdmissions(province, year)) {
    if (WRONG_CODES[plainName(row.collegeName)]?.carries === row.moeCode) {
      wrongCode++
      continue
    }
    const rank = realMinRank(
      row,
      tables.find((t) => t.track === row.track),
    )
    if (rank.kind === 'none') {
      noRank++
      continue
    }
    const key = groupKey(row.moeCode, row.collegeName, row.group, row.track)
    const entry: RealGroupYear = {
      key,
      track: row.track,
      collegeName: row.collegeName,
      group: row.group,
      minScore: row.minScore,
      minRank: rank.minRank,
    }
    byKey.set(key, [...(byKey.get(key) ?? []), entry])
  }
  const groups = new Map<string, RealGroupYear>()
  let ambiguous = 0
  for (const [key, entries] of byKey) {
    const [only] = entries
    if (entries.length === 1 && only) groups.set(key, only)
    else ambiguous += entries.length
  }
  return { year, groups, cohort, skipped: { noRank, wrongCode, ambiguous } }
}
