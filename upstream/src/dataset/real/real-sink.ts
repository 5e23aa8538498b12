import type { Track } from '@gaokao/contracts'
import { PLAN_YEAR, UNDERGRADUATE_BATCH, VOCATIONAL_BATCH } from '../generate/model.js'
import { streamFor } from '../generate/prng.js'
import type { DatasetSink, PlanRow, SchoolMajorRow } from '../generate/rows.js'
import type { SubjectRequirement } from '../generate/subject-requirements.js'
import { volunteerRule } from '../volunteer-rules.js'
import {
  type RealFigures,
  type RealLine,
  rankOnRealTable,
  realScoreRows,
  scoreOnRealTableAtRank,
  tableKey,
} from './real-figures.js'

/**
 * Puts the published figures in place of generated ones as the generator
 * writes its rows (docs/real-data.md, "What the site shows"):
 * - a published 一分一段表 replaces the generated one of its province, year
 *   and track; a province with published tables gets no generated year after
 *   its latest one;
 * - where a province's lines are published, no generated line is written
 *   there in any year (mixing made-up history with real lines would make the
 *   chance model's input half fiction); the coming year's plan is built on
 *   the published groups of its latest year instead (示例数据: places and the
 *   majors in each group are generated where not published);
 * - a generated line on a published table keeps its rank and takes the
 *   score the table gives it (scoreOnRealTableAtRank), so every rank on the
 *   site agrees with the table it is read from and a school's rank moves from
 *   a generated year to a published one as little as between generated years
 *   (keeping the score instead moved 上海's ranks by more than 2x).
 */
export interface RealSink extends DatasetSink {
  /** Writes the published rows and the plans built on them; call once, after the generator. */
  finish(): void
}

export function withRealFigures(
  inner: DatasetSink,
  real: RealFigures,
  options: {
    cohortSize: (table: Parameters<typeof realScoreRows>[0]) => number
    duration: (majorId: number) => number
  },
): RealSink {
  const latestTableYear = (province: string) => real.tableYears.get(province)?.at(-1)
  const afterLatest = (province: string, year: number) => {
    const latest = latestTableYear(province)
    return latest !== undefined && year > latest
  }
  const realTable = (province: string, year: number, track: string) => real.tables.get(tableKey(province, year, track))

  const offered = new Map<number, SchoolMajorRow[]>()
  const plans = new Map<string, PlanRow>()
  const planKey = (schoolId: number, province: string, track: string, majorId: number) =>
    `${schoolId}|${province}|${track}|${majorId}`
  const tuitionOf = new Map<string, number>()

  const mapped = <
    R extends {
      province: string
      year: number
      track: Track
      minScore: number
      minRank: number | null
      avgScore: number | null
    },
  >(
    row: R,
  ): (R & { minRank: number }) | undefined => {
    if (real.lineProvinces.has(row.province) || afterLatest(row.province, row.year)) return undefined
    const table = realTable(row.province, row.year, row.track)
    if (!table) return row as R & { minRank: number }
    const { score, rank } =
      row.minRank === null ? rankOnRealTable(table, row.minScore) : scoreOnRealTableAtRank(table, row.minRank)
    // The average keeps its distance above the minimum: the table has no rank for an average.
    const avgScore = row.avgScore === null ? null : score + Math.max(0, row.avgScore - row.minScore)
    return { ...row, minScore: score, minRank: rank, avgScore }
  }

  return {
    cohort: (row) => {
      if (!realTable(row.province, row.year, row.track) && !afterLatest(row.province, row.year)) inner.cohort(row)
    },
    scoreRank: (row) => {
      if (!realTable(row.province, row.year, row.track) && !afterLatest(row.province, row.year)) inner.scoreRank(row)
    },
    batchLine: (row) => {
      if (afterLatest(row.province, row.year)) return
      const table = realTable(row.province, row.year, row.track)
      if (!table) return inner.batchLine(row)
      // A published table stops near the 本科 line (江苏's floor is that line): a generated 本科 or special-type
      // line below the floor is raised to it; a 专科 line there would need a rank the table does not give.
      const { score, rank } = scoreOnRealTableAtRank(table, row.rank)
      if (rank < row.rank && row.batch === VOCATIONAL_BATCH) return
      inner.batchLine({ ...row, score, rank })
    },
    schoolMajor: (row) => {
      const list = offered.get(row.schoolId) ?? []
      list.push(row)
      offered.set(row.schoolId, list)
      inner.schoolMajor(row)
    },
    schoolAdmission: (row) => {
      const out = mapped(row)
      if (out) inner.schoolAdmission(out)
    },
    majorAdmission: (row) => {
      const out = mapped(row)
      if (out) inner.majorAdmission({ ...out, avgScore: out.avgScore ?? out.minScore })
    },
    plan: (row) => {
      tuitionOf.set(`${row.schoolId}|${row.majorId}`, row.tuition)
      if (real.lineProvinces.has(row.province)) {
        plans.set(planKey(row.schoolId, row.province, row.track, row.majorId), row)
        return
      }
      inner.plan(row)
    },
    schoolRanking: (row) => inner.schoolRanking(row),
    finish: () => {
      for (const table of real.tables.values()) {
        const rows = realScoreRows(table)
        inner.cohort({
          province: table.province,
          year: table.year,
          track: table.track,
          candidates: options.cohortSize(table),
          topScore: table.top.score,
          floorScore: table.floor,
          aboveTopRank: table.top.cumulative,
          sourceUrl: table.sourceUrl,
        })
        for (const row of rows)
          inner.scoreRank({ province: table.province, year: table.year, track: table.track, ...row })
      }
      for (const line of real.lines) {
        inner.schoolAdmission({
          schoolId: line.schoolId,
          province: line.province,
          year: line.year,
          track: line.track,
          batch: UNDERGRADUATE_BATCH,
          groupCode: line.groupCode,
          printedName: line.printedName,
          minScore: line.minScore,
          minRank: line.minRank,
          avgScore: null,
          places: null,
          rankKind: line.rankKind,
          sourceUrl: line.sourceUrl,
        })
      }
      for (const row of plansOnPublishedGroups(real, offered, plans, tuitionOf, options.duration)) inner.plan(row)
    },
  }
}

/** What a group's printed name says it requires (江苏: 南京大学01专业组(化学)); undefined when it says nothing. */
export function printedRequirement(groupName: string): 'chemistry' | 'politics' | 'none' | undefined {
  const notes = [...groupName.matchAll(/\(([^()]*)\)/g)].map((m) => m[1] ?? '')
  if (notes.some((n) => n.includes('化学'))) return 'chemistry'
  if (notes.some((n) => n.includes('思想政治'))) return 'politics'
  if (notes.some((n) => n === '不限')) return 'none'
  return undefined
}

const TRACK_REQUIREMENTS: Readonly<Record<Track, readonly SubjectRequirement[]>> = {
  物理类: ['物理+化学', '物理', '不限', '思想政治'],
  历史类: ['历史', '不限', '思想政治'],
  综合: ['物理+化学', '物理', '历史', '思想政治', '不限'],
  // The coming year's plans are all new-style: no group is ever planned on a traditional track.
  理科: [],
  文科: [],
}

function fits(requirement: SubjectRequirement, track: Track, printed: ReturnType<typeof printedRequirement>): boolean {
  if (!TRACK_REQUIREMENTS[track].includes(requirement)) return false
  if (printed === 'chemistry') return requirement === '物理+化学'
  if (printed === 'politics') return requirement === '思想政治' || requirement === '不限'
  if (printed === 'none') return requirement === '不限' || requirement === '物理' || requirement === '历史'
  return true
}

/**
 * The coming year's plan in a province whose lines are published: one unit
 * per published group of the latest year (campus lines, printed under another
 * name, are left out: their group codes can repeat the university's), holding
 * the school's majors that fit the group's track and printed requirement, each
 * major in one group only, at most the province's majors per group.
 */
function plansOnPublishedGroups(
  real: RealFigures,
  offered: ReadonlyMap<number, readonly SchoolMajorRow[]>,
  generatedPlans: ReadonlyMap<string, PlanRow>,
  tuitionOf: ReadonlyMap<string, number>,
  duration: (majorId: number) => number,
): PlanRow[] {
  const latest = new Map<string, number>()
  for (const line of real.lines) latest.set(line.province, Math.max(latest.get(line.province) ?? 0, line.year))
  const groups = new Map<string, RealLine[]>()
  for (const line of real.lines) {
    if (line.year !== latest.get(line.province) || line.printedName !== '') continue
    const key = `${line.schoolId}|${line.province}|${line.track}`
    const list = groups.get(key) ?? []
    if (!list.some((g) => g.groupCode === line.groupCode)) list.push(line)
    groups.set(key, list)
  }
  const rows: PlanRow[] = []
  for (const [key, lines] of groups) {
    const [schoolText, province = '', trackText] = key.split('|')
    const schoolId = Number(schoolText)
    const track = trackText as Track
    const majors = offered.get(schoolId) ?? []
    const perGroup = volunteerRule(province).majorsPerVolunteer
    const used = new Set<number>()
    const random = streamFor('real-plan', schoolId, province, track)
    for (const line of [...lines].sort((a, b) => a.groupCode.localeCompare(b.groupCode))) {
      const printed = printedRequirement(line.groupName)
      const members = majors.filter((m) => !used.has(m.majorId) && fits(m.subjectRequirement, track, printed))
      for (const member of members.slice(0, perGroup)) {
        used.add(member.majorId)
        const generated = generatedPlans.get(`${schoolId}|${province}|${track}|${member.majorId}`)
        rows.push({
          year: PLAN_YEAR,
          schoolId,
          majorId: member.majorId,
          province,
          track,
          batch: UNDERGRADUATE_BATCH,
          groupCode: line.groupCode,
          places: generated?.places ?? random.int(1, 6),
          tuition: tuitionOf.get(`${schoolId}|${member.majorId}`) ?? generated?.tuition ?? 5_000,
          duration: duration(member.majorId),
          subjectRequirement: member.subjectRequirement,
        })
      }
    }
  }
  return rows
}
