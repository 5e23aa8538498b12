import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'

/** Finished attempts queryUserEvaluationTime lists. */
const DONE_LISTED = 10

/** A finished attempt as evaluation_reports stores it; scores are JSON. */
export interface ReportRow {
  id: number
  assessment_id: number
  scores: string
  code: string
  started_at: number
  finished_at: number
}

type StatementName =
  | 'progressOf'
  | 'saveProgress'
  | 'dropProgress'
  | 'insertReport'
  | 'reportById'
  | 'latestReport'
  | 'doneOf'
  | 'doneCount'
  | 'historyPage'
  | 'historyCount'

export type EvaluationQueries = Readonly<Record<StatementName, Statement>>

/** The assessments' reads and writes (routes.ts): a user's progress and reports, prepared once. */
export function evaluationQueries(db: Db): EvaluationQueries {
  const progressOf = db.prepare(
    'SELECT answers, started_at, updated_at FROM evaluation_progress WHERE user_id = ? AND assessment_id = ?',
  )
  const saveProgress = db.prepare(
    `INSERT INTO evaluation_progress (user_id, assessment_id, answers, started_at, updated_at)
     VALUES (@userId, @assessmentId, @answers, @now, @now)
     ON CONFLICT (user_id, assessment_id) DO UPDATE SET answers = excluded.answers, updated_at = excluded.updated_at`,
  )
  const dropProgress = db.prepare('DELETE FROM evaluation_progress WHERE user_id = ? AND assessment_id = ?')
  const insertReport = db.prepare(
    `INSERT INTO evaluation_reports (user_id, assessment_id, answers, scores, code, started_at, finished_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const REPORT_COLUMNS = 'id, assessment_id, scores, code, started_at, finished_at'
  const reportById = db.prepare(`SELECT ${REPORT_COLUMNS} FROM evaluation_reports WHERE id = ? AND user_id = ?`)
  const latestReport = db.prepare(
    `SELECT ${REPORT_COLUMNS} FROM evaluation_reports WHERE user_id = ? AND assessment_id = ?
     ORDER BY finished_at DESC, id DESC LIMIT 1`,
  )
  const doneOf = db.prepare(
    `SELECT id AS reportId, code, finished_at AS finishedAt FROM evaluation_reports
     WHERE user_id = ? AND assessment_id = ? ORDER BY finished_at DESC, id DESC LIMIT ${DONE_LISTED}`,
  )
  const doneCount = db
    .prepare('SELECT COUNT(*) FROM evaluation_reports WHERE user_id = ? AND assessment_id = ?')
    .pluck()
  const historyPage = db.prepare(
    `SELECT id, assessment_id, code, finished_at FROM evaluation_reports WHERE user_id = ?
     ORDER BY finished_at DESC, id DESC LIMIT ? OFFSET ?`,
  )
  const historyCount = db.prepare('SELECT COUNT(*) FROM evaluation_reports WHERE user_id = ?').pluck()

  return {
    progressOf,
    saveProgress,
    dropProgress,
    insertReport,
    reportById,
    latestReport,
    doneOf,
    doneCount,
    historyPage,
    historyCount,
  }
}
