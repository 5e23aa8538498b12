import type { Kysely } from 'kysely'
import { countOf } from '../../db/user-db/count.js'
import { LockingRecords } from '../../db/user-db/locked.js'
import type { UserTables } from '../../db/user-db/tables.js'

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

/** An unfinished attempt as evaluation_progress stores it; answers are JSON. */
export interface ProgressRow {
  answers: string
  started_at: number
  updated_at: number
}

/** What a finished attempt writes. */
export interface NewReport {
  answers: string
  scores: string
  code: string
  startedAt: number
  finishedAt: number
}

type Db = Kysely<UserTables>

const REPORT_COLUMNS = ['id', 'assessment_id', 'scores', 'code', 'started_at', 'finished_at'] as const

/**
 * The assessments' user state (routes.ts): a user's progress and reports, in
 * the user store (docs/user-store.md). Reads take the handle to use, so the
 * ones a write depends on run inside its transaction.
 */
// Its writes run locked(): answers saved at once on several replicas all land, and one attempt is submitted once.
export class EvaluationRecords extends LockingRecords {
  progressOf(userId: number, assessmentId: number, db: Db = this.db): Promise<ProgressRow | undefined> {
    return db
      .selectFrom('evaluation_progress')
      .select(['answers', 'started_at', 'updated_at'])
      .where('user_id', '=', userId)
      .where('assessment_id', '=', assessmentId)
      .executeTakeFirst()
  }

  async saveProgress(tx: Db, userId: number, assessmentId: number, answers: string, now: number): Promise<void> {
    await tx
      .insertInto('evaluation_progress')
      .values({ user_id: userId, assessment_id: assessmentId, answers, started_at: now, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'assessment_id']).doUpdateSet((eb) => ({
          answers: eb.ref('excluded.answers'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute()
  }

  /** Stores the finished attempt and drops its progress; the new report's id. */
  async finish(tx: Db, userId: number, assessmentId: number, report: NewReport): Promise<number> {
    const { id } = await tx
      .insertInto('evaluation_reports')
      .values({
        user_id: userId,
        assessment_id: assessmentId,
        answers: report.answers,
        scores: report.scores,
        code: report.code,
        started_at: report.startedAt,
        finished_at: report.finishedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await tx
      .deleteFrom('evaluation_progress')
      .where('user_id', '=', userId)
      .where('assessment_id', '=', assessmentId)
      .execute()
    return id
  }

  reportById(reportId: number, userId: number): Promise<ReportRow | undefined> {
    return this.db
      .selectFrom('evaluation_reports')
      .select(REPORT_COLUMNS)
      .where('id', '=', reportId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
  }

  latestReport(userId: number, assessmentId: number): Promise<ReportRow | undefined> {
    return this.#ofAssessment(userId, assessmentId).select(REPORT_COLUMNS).limit(1).executeTakeFirst()
  }

  /** The latest finished attempts of one assessment, newest first. */
  done(userId: number, assessmentId: number) {
    return this.#ofAssessment(userId, assessmentId)
      .select(['id as reportId', 'code', 'finished_at as finishedAt'])
      .limit(DONE_LISTED)
      .execute()
  }

  doneCount(userId: number, assessmentId: number): Promise<number> {
    return countOf(
      this.db.selectFrom('evaluation_reports').where('user_id', '=', userId).where('assessment_id', '=', assessmentId),
    )
  }

  /** A page of every finished attempt, newest first. */
  history(userId: number, limit: number, offset: number) {
    return this.db
      .selectFrom('evaluation_reports')
      .select(['id', 'assessment_id', 'code', 'finished_at'])
      .where('user_id', '=', userId)
      .orderBy('finished_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
  }

  historyCount(userId: number): Promise<number> {
    return countOf(this.db.selectFrom('evaluation_reports').where('user_id', '=', userId))
  }

  #ofAssessment(userId: number, assessmentId: number) {
    return this.db
      .selectFrom('evaluation_reports')
      .where('user_id', '=', userId)
      .where('assessment_id', '=', assessmentId)
      .orderBy('finished_at', 'desc')
      .orderBy('id', 'desc')
  }
}
