import { FILL_SPLITS, type FillPreferences, type Track } from '@gaokao/contracts'
import Database from 'better-sqlite3'
import type { Db } from '../../../db/open.js'
import { autoFill } from '../auto-fill.js'
import type { PlanningCandidate } from '../candidate.js'
import { loadMajorAppeal } from '../major-appeal.js'
import { PlanningData, type TrackData, unitKey } from '../planning-data.js'
import { subjectSet } from '../subject-match.js'
import { BACKTEST_PROVINCE, BACKTEST_TARGET, BACKTEST_TRACKS } from './backtest.js'

/**
 * The fill backtest on real lines (docs/chance-backtest.md, "The fill
 * backtest"): candidates of 江苏 at a few ranks on both tracks, with a few
 * preference sets, get a table from one-click filling as it ships, on a copy
 * of the database that holds no line of the target year or later; the table
 * is then admitted by the target year's real lines under 平行志愿: the first
 * line, in order, whose real minimum rank the candidate's rank is within.
 */

export const FILL_BACKTEST_RANKS = [5_000, 20_000, 50_000, 100_000] as const

/** Two subject combinations a track: the widest and a narrower one. */
const SUBJECTS: Readonly<Record<(typeof BACKTEST_TRACKS)[number], readonly string[]>> = {
  物理类: ['物/化/生', '物/生/地'],
  历史类: ['史/政/地', '史/化/生'],
}

/** The preference sets: none, 专业优先 with the track's usual categories, 院校优先, and a bold split. */
export function fillBacktestPreferences(track: Track): readonly { label: string; preferences: FillPreferences }[] {
  const categories = track === '历史类' ? ['法学', '文学', '管理学'] : ['工学', '理学', '经济学']
  return [
    { label: '无偏好', preferences: {} },
    { label: `专业优先 ${categories.join('/')}`, preferences: { priority: 1, majorCategories: categories } },
    { label: '院校优先', preferences: { priority: 2 } },
    { label: '冲35/稳45/保20', preferences: { priority: 3, split: FILL_SPLITS.bold } },
  ]
}

export interface FillTable {
  readonly track: Track
  readonly rank: number
  readonly xk: string
  readonly preferences: string
  readonly size: number
  readonly lines: number
  /** 1-based position of the line that admits, undefined when none does (滑档). */
  readonly admittedAt: number | undefined
}

export interface FillBacktestResult {
  readonly province: string
  readonly targetYear: number
  readonly tables: readonly FillTable[]
  /** Candidates below the target year's 本科 line: no real line of their batch is published. */
  readonly belowLine: readonly { track: Track; rank: number }[]
  /** Share of tables admitted, 0-1. */
  readonly admitted: number
  /** Median position of the admitting line over the admitted tables. */
  readonly medianLine: number
  /** The table size (the province's volunteers). */
  readonly size: number
}

export function runFillBacktest(source: Db): FillBacktestResult {
  const province = BACKTEST_PROVINCE
  const target = BACKTEST_TARGET
  // What the target year really admitted, per group (its own name's line, with a rank).
  const outcomes = new Map<string, number>()
  const rows = source
    .prepare(
      `SELECT school_id AS schoolId, group_code AS groupCode, track, min_rank AS minRank FROM school_admissions
       WHERE province = ? AND year = ? AND printed_name = '' AND min_rank IS NOT NULL`,
    )
    .all(province, target) as { schoolId: number; groupCode: string; track: string; minRank: number }[]
  for (const r of rows) outcomes.set(`${unitKey(r.schoolId, r.groupCode, 0)}|${r.track}`, r.minRank)

  // The planner sees the past only: the target year's rank table and batch lines (published before
  // applications are filed) stay, its lines and anything later go.
  const image = source.serialize()
  // Bytes 18-19 of the header say WAL (2), which an in-memory image cannot use: read it as a rollback-journal file.
  image[18] = 1
  image[19] = 1
  const db = new Database(image)
  try {
    db.prepare('DELETE FROM school_admissions WHERE province = ? AND year >= ?').run(province, target)
    db.prepare('DELETE FROM major_admissions WHERE province = ? AND year >= ?').run(province, target)
    db.prepare('DELETE FROM cohorts WHERE province = ? AND year > ?').run(province, target)
    db.prepare('DELETE FROM batch_lines WHERE province = ? AND year > ?').run(province, target)
    db.prepare('DELETE FROM score_ranks WHERE province = ? AND year > ?').run(province, target)
    const planning = new PlanningData(db)
    const appeal = loadMajorAppeal(db)
    const scoreAt = db.prepare(
      'SELECT score FROM score_ranks WHERE province = ? AND year = ? AND track = ? AND rank >= ? ORDER BY score DESC LIMIT 1',
    )

    const tables: FillTable[] = []
    const belowLine: { track: Track; rank: number }[] = []
    let size = 0
    for (const track of BACKTEST_TRACKS) {
      const full = planning.track(province, track)
      if (!full || full.rankYear !== target)
        throw new Error(`fill backtest: no ${target} table for ${province} ${track}`)
      // The groups the target year recruited: the plan's groups that have a real line then.
      const known = (u: { key: string }) => outcomes.has(`${u.key}|${track}`)
      const schoolUnits = full.schoolUnits.filter(known)
      const data: TrackData = { ...full, schoolUnits, majorUnits: schoolUnits.flatMap((u) => u.majors) }
      size = data.volunteers
      const line = data.batchLines.find((l) => l.batch === '本科批')
      for (const rank of FILL_BACKTEST_RANKS) {
        const score = scoreAt.pluck().get(province, target, track, rank) as number | undefined
        if (score === undefined || !line || rank > line.rank) {
          belowLine.push({ track, rank })
          continue
        }
        for (const xk of SUBJECTS[track]) {
          const candidate: PlanningCandidate = {
            name: '',
            province,
            track,
            xk,
            subjects: subjectSet(xk),
            score,
            rank,
          }
          for (const { label, preferences } of fillBacktestPreferences(track)) {
            const result = autoFill(planning, data, candidate, preferences, { appeal })
            const at = result.lines.findIndex((l) => rank <= (outcomes.get(`${l.option.unit.key}|${track}`) ?? 0))
            tables.push({
              track,
              rank,
              xk,
              preferences: label,
              size: data.volunteers,
              lines: result.lines.length,
              admittedAt: at < 0 ? undefined : at + 1,
            })
          }
        }
      }
    }
    const admittedAt = tables.flatMap((t) => (t.admittedAt === undefined ? [] : [t.admittedAt])).sort((a, b) => a - b)
    return {
      province,
      targetYear: target,
      tables,
      belowLine,
      admitted: tables.length === 0 ? 0 : admittedAt.length / tables.length,
      medianLine: admittedAt[Math.floor((admittedAt.length - 1) / 2)] ?? Number.NaN,
      size,
    }
  } finally {
    db.close()
  }
}

/** The line `npm run backtest` ends with, in exactly this format (docs/chance-backtest.md). */
export function fillBacktestLine(result: FillBacktestResult): string {
  const share = (result.admitted * 100).toFixed(1)
  return `backtest fill ${result.province} ${result.targetYear}: admitted ${share}% of ${result.tables.length} tables, median admitted line ${result.medianLine} of ${result.size}`
}
