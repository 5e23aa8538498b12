import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'

/** A consultation as expert_consults stores it. */
export interface ConsultRow {
  id: number
  expert_id: number
  topic: string
  preferred_time: string
  channel: string
  contact_name: string
  question: string
  status: string
  created_at: number
}

/** An expert-assisted plan as expert_schemes stores it; answers and report are JSON. */
export interface SchemeRow {
  id: number
  name: string
  answers: string
  note: string
  province: string
  track: string
  xk: string
  score: number
  rank: number
  report: string | null
  report_at: number | null
  created_at: number
  updated_at: number
}

type StatementName =
  | 'profile'
  | 'pending'
  | 'insertConsult'
  | 'consult'
  | 'consults'
  | 'consultCount'
  | 'schemes'
  | 'schemeCount'
  | 'scheme'
  | 'insertScheme'
  | 'updateScheme'
  | 'saveReport'

export type ExpertQueries = Readonly<Record<StatementName, Statement>>

/** 专家一对一's reads and writes (routes.ts): the student's profile, consultations and plans, prepared once. */
export function expertQueries(db: Db): ExpertQueries {
  return {
    profile: db.prepare('SELECT nick_name, phone, province, xk, score, wc FROM users WHERE id = ?'),
    pending: db.prepare("SELECT COUNT(*) FROM expert_consults WHERE user_id = ? AND status = '已提交'").pluck(),
    insertConsult: db.prepare(
      `INSERT INTO expert_consults (user_id, expert_id, topic, preferred_time, channel, contact_name, question, created_at)
       VALUES (@userId, @expertId, @topic, @preferredTime, @channel, @contactName, @question, @now)`,
    ),
    consult: db.prepare('SELECT * FROM expert_consults WHERE id = ?'),
    consults: db.prepare(
      'SELECT * FROM expert_consults WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    ),
    consultCount: db.prepare('SELECT COUNT(*) FROM expert_consults WHERE user_id = ?').pluck(),
    schemes: db.prepare(
      'SELECT * FROM expert_schemes WHERE user_id = ? ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?',
    ),
    schemeCount: db.prepare('SELECT COUNT(*) FROM expert_schemes WHERE user_id = ?').pluck(),
    scheme: db.prepare('SELECT * FROM expert_schemes WHERE id = ? AND user_id = ?'),
    insertScheme: db.prepare(
      `INSERT INTO expert_schemes (user_id, name, answers, note, province, track, xk, score, rank, created_at, updated_at)
       VALUES (@userId, @name, @answers, @note, @province, @track, @xk, @score, @rank, @now, @now)`,
    ),
    updateScheme: db.prepare(
      `UPDATE expert_schemes SET name = @name, answers = @answers, note = @note, province = @province,
         track = @track, xk = @xk, score = @score, rank = @rank, updated_at = @now
       WHERE id = @id AND user_id = @userId`,
    ),
    saveReport: db.prepare(
      `UPDATE expert_schemes SET report = @report, report_at = @now, province = @province, track = @track,
         xk = @xk, score = @score, rank = @rank WHERE id = @id AND user_id = @userId`,
    ),
  }
}
