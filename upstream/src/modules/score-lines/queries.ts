import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'

/** One score of a 一分一段表: its candidates and the cumulative rank. */
export interface WcRow {
  score: number
  count: number
  rank: number
}

/** 物理类 before 历史类; 3+3 provinces have 综合 only. */
const TRACK_SORT_SQL = `CASE track WHEN '物理类' THEN 0 WHEN '历史类' THEN 1 WHEN '综合' THEN 2 WHEN '理科' THEN 3 ELSE 4 END`

type StatementName =
  | 'rankYears'
  | 'rankTracks'
  | 'cohort'
  | 'page'
  | 'pageTotal'
  | 'wholeTable'
  | 'atRank'
  | 'lineYears'
  | 'lineTracks'
  | 'lineBatches'
  | 'lines'

export type ScoreLineQueries = Readonly<Record<StatementName, Statement>>

/**
 * The 一分一段表 and the batch lines (routes.ts), read with prepared
 * statements on their primary keys (score_ranks is clustered on province,
 * year, track, score; the reverse lookup uses score_ranks_by_rank).
 */
export function scoreLineQueries(db: Db): ScoreLineQueries {
  const rankYears = db.prepare('SELECT DISTINCT year FROM cohorts WHERE province = ? ORDER BY year DESC').pluck()
  const rankTracks = db.prepare('SELECT track FROM cohorts WHERE province = ? AND year = ?').pluck()
  const cohort = db.prepare(
    `SELECT candidates, top_score AS topScore, floor_score AS floorScore, source_url AS sourceUrl
     FROM cohorts WHERE province = ? AND year = ? AND track = ?`,
  )
  const page = db.prepare(
    `SELECT score, count, rank FROM score_ranks
     WHERE province = @province AND year = @year AND track = @track AND score BETWEEN @min AND @max
     ORDER BY score DESC LIMIT @limit OFFSET @offset`,
  )
  const pageTotal = db
    .prepare(
      `SELECT COUNT(*) FROM score_ranks
       WHERE province = @province AND year = @year AND track = @track AND score BETWEEN @min AND @max`,
    )
    .pluck()
  const wholeTable = db.prepare(
    'SELECT score, count, rank FROM score_ranks WHERE province = ? AND year = ? AND track = ? ORDER BY score DESC',
  )
  const atRank = db.prepare(
    `SELECT score, count, rank FROM score_ranks
     WHERE province = ? AND year = ? AND track = ? AND rank >= ? ORDER BY rank LIMIT 1`,
  )

  const lineFilter = `province = @province AND (@year IS NULL OR year = @year) AND (@track IS NULL OR track = @track)`
  const lineYears = db.prepare('SELECT DISTINCT year FROM batch_lines WHERE province = ? ORDER BY year DESC').pluck()
  const lineTracks = db
    .prepare(`SELECT DISTINCT track FROM batch_lines WHERE province = @province AND (@year IS NULL OR year = @year)`)
    .pluck()
  const lineBatches = db
    .prepare(`SELECT batch FROM batch_lines WHERE ${lineFilter} GROUP BY batch ORDER BY MAX(score) DESC, batch`)
    .pluck()
  const lines = db.prepare(
    `SELECT year, track, batch, score, rank FROM batch_lines
     WHERE ${lineFilter} AND (@batch IS NULL OR batch = @batch)
     ORDER BY year DESC, ${TRACK_SORT_SQL}, score DESC`,
  )

  return {
    rankYears,
    rankTracks,
    cohort,
    page,
    pageTotal,
    wholeTable,
    atRank,
    lineYears,
    lineTracks,
    lineBatches,
    lines,
  }
}
