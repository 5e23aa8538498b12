import type { Kysely } from 'kysely'
import { countOf } from '../../db/user-db/count.js'
import { LockingRecords } from '../../db/user-db/locked.js'
import type { UserTables } from '../../db/user-db/tables.js'
import type { ProfileRow } from '../planning/candidate.js'

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

export interface NewConsult {
  expertId: number
  topic: string
  preferredTime: string
  channel: string
  contactName: string
  question: string
}

/** What a plan's save writes: the answers and the candidate the plan was made for. */
export type SchemeValues = Omit<SchemeRow, 'id' | 'report' | 'report_at' | 'created_at' | 'updated_at'>

type Db = Kysely<UserTables>

const CONSULT_COLUMNS = [
  'id',
  'expert_id',
  'topic',
  'preferred_time',
  'channel',
  'contact_name',
  'question',
  'status',
  'created_at',
] as const
const SCHEME_COLUMNS = [
  'id',
  'name',
  'answers',
  'note',
  'province',
  'track',
  'xk',
  'score',
  'rank',
  'report',
  'report_at',
  'created_at',
  'updated_at',
] as const

const columnsOf = (v: SchemeValues) => ({
  name: v.name,
  answers: v.answers,
  note: v.note,
  province: v.province,
  track: v.track,
  xk: v.xk,
  score: v.score,
  rank: v.rank,
})

/**
 * 专家一对一's user state (routes.ts): the student's profile, consultations
 * and plans, in the user store (docs/user-store.md). Reads take the handle to
 * use, so a limit counted for a write runs inside its transaction.
 */
// Its limits are counted in locked(): they hold across replicas.
export class ExpertRecords extends LockingRecords {
  profile(userId: number): Promise<ProfileRow | undefined> {
    return this.db
      .selectFrom('users')
      .select(['nick_name', 'phone', 'province', 'xk', 'score', 'wc'])
      .where('id', '=', userId)
      .executeTakeFirst()
  }

  /** Consultations still waiting for an expert. */
  pending(userId: number, db: Db = this.db): Promise<number> {
    return countOf(db.selectFrom('expert_consults').where('user_id', '=', userId).where('status', '=', '已提交'))
  }

  insertConsult(tx: Db, userId: number, c: NewConsult, now: number): Promise<ConsultRow> {
    return tx
      .insertInto('expert_consults')
      .values({
        user_id: userId,
        expert_id: c.expertId,
        topic: c.topic,
        preferred_time: c.preferredTime,
        channel: c.channel,
        contact_name: c.contactName,
        question: c.question,
        created_at: now,
      })
      .returning(CONSULT_COLUMNS)
      .executeTakeFirstOrThrow()
  }

  consults(userId: number, limit: number, offset: number): Promise<ConsultRow[]> {
    return this.db
      .selectFrom('expert_consults')
      .select(CONSULT_COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
  }

  consultCount(userId: number): Promise<number> {
    return countOf(this.db.selectFrom('expert_consults').where('user_id', '=', userId))
  }

  schemes(userId: number, limit: number, offset: number): Promise<SchemeRow[]> {
    return this.db
      .selectFrom('expert_schemes')
      .select(SCHEME_COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
  }

  schemeCount(userId: number, db: Db = this.db): Promise<number> {
    return countOf(db.selectFrom('expert_schemes').where('user_id', '=', userId))
  }

  scheme(userId: number, id: number, db: Db = this.db): Promise<SchemeRow | undefined> {
    return db
      .selectFrom('expert_schemes')
      .select(SCHEME_COLUMNS)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst()
  }

  async insertScheme(tx: Db, userId: number, values: SchemeValues, now: number): Promise<number> {
    const { id } = await tx
      .insertInto('expert_schemes')
      .values({ ...columnsOf(values), user_id: userId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    return id
  }

  async updateScheme(tx: Db, userId: number, id: number, values: SchemeValues, now: number): Promise<void> {
    await tx
      .updateTable('expert_schemes')
      .set({ ...columnsOf(values), updated_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute()
  }

  /** Keeps a generated report with the candidate it was computed for (the plan's name, answers and note stay). */
  async saveReport(
    userId: number,
    id: number,
    report: string,
    candidate: Omit<SchemeValues, 'name' | 'answers' | 'note'>,
    now: number,
  ): Promise<void> {
    await this.db
      .updateTable('expert_schemes')
      .set({ report, report_at: now, ...candidate })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute()
  }
}
