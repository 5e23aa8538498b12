import {
  type DataOf,
  EVALUATION_REFUSAL_CODE,
  EVALUATION_TEXT,
  myEvaluation,
  queryEvaluationList,
  queryQuestionsByEvaluationId,
  queryUserDoneEvaluationReport,
  queryUserEvaluationReport,
  queryUserEvaluationTime,
  saveEvaluationAnswers,
  submitEvaluation,
} from '@gaokao/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'
import { paging } from '../major/sql.js'
import { type AssessmentData, loadAssessments } from './assessments.js'
import { FitResolver } from './fit.js'
import { evaluationQueries, type ReportRow } from './queries.js'
import { scoreAnswers } from './scoring.js'

type Progress = DataOf<typeof saveEvaluationAnswers>
type Report = DataOf<typeof queryUserEvaluationReport>
type Answers = (number | null)[]

function userOf(request: FastifyRequest): number {
  if (request.userId === undefined) throw new Error('authenticate did not run')
  return request.userId
}

/** Assessments (docs/spec-rules.md, Calls: Evaluation) and the user's history of them (myEvaluation). */
export default async function evaluationRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db
  const assessments = loadAssessments(db)
  const list = [...assessments.values()].map((a) => a.summary)
  const fit = new FitResolver(db)

  const q = evaluationQueries(db)

  function assessment(id: number): AssessmentData {
    const found = assessments.get(id)
    if (!found) throw ApiError.refuse(EVALUATION_REFUSAL_CODE.evaluationNotFound, EVALUATION_TEXT.notFound)
    return found
  }

  /** The stored answers fitted to the assessment's current questions (a reseed may append some). */
  function storedAnswers(a: AssessmentData, raw: string | undefined): Answers {
    const parsed = raw ? (JSON.parse(raw) as Answers) : []
    return a.questions.map((_, i) => parsed[i] ?? null)
  }

  function progress(userId: number, a: AssessmentData): Progress {
    const row = q.progressOf.get(userId, a.id) as
      | { answers: string; started_at: number; updated_at: number }
      | undefined
    const answers = storedAnswers(a, row?.answers)
    return {
      evaluationId: a.id,
      answers,
      answered: answers.filter((x) => x !== null).length,
      total: answers.length,
      startedAt: row?.started_at ?? null,
      updatedAt: row?.updated_at ?? null,
    }
  }

  function toReport(row: ReportRow): Report {
    const a = assessment(row.assessment_id)
    return {
      id: row.id,
      evaluation: a.summary,
      code: row.code,
      scores: JSON.parse(row.scores) as Report['scores'],
      ...fit.resolve(a, row.code),
      startedAt: row.started_at,
      finishedAt: row.finished_at,
    }
  }

  implement(app, queryEvaluationList, () => list)

  implement(app, queryQuestionsByEvaluationId, ({ body }) => {
    const a = assessment(body.evaluationId)
    return {
      evaluation: a.summary,
      questions: a.questions.map((q) => ({
        id: q.id,
        position: q.position,
        text: q.text,
        options: q.options.map((o) => o.label),
      })),
    }
  })

  implement(app, queryUserEvaluationTime, ({ body, request }) => {
    const userId = userOf(request)
    const a = assessment(body.evaluationId)
    return {
      progress: progress(userId, a),
      done: q.doneOf.all(userId, a.id) as DataOf<typeof queryUserEvaluationTime>['done'],
      doneCount: q.doneCount.get(userId, a.id) as number,
    }
  })

  implement(app, saveEvaluationAnswers, ({ body, request }) => {
    const userId = userOf(request)
    const a = assessment(body.evaluationId)
    for (const item of body.answers) {
      const question = a.questions[item.position - 1]
      if (!question || (item.option !== undefined && item.option >= question.options.length)) {
        throw ApiError.refuse(EVALUATION_REFUSAL_CODE.badAnswer, EVALUATION_TEXT.badAnswer(item.position))
      }
    }
    db.transaction(() => {
      const row = q.progressOf.get(userId, a.id) as { answers: string } | undefined
      const answers = storedAnswers(a, row?.answers)
      for (const item of body.answers) answers[item.position - 1] = item.option ?? null
      q.saveProgress.run({ userId, assessmentId: a.id, answers: JSON.stringify(answers), now: app.now() })
    })()
    return progress(userId, a)
  })

  implement(app, submitEvaluation, ({ body, request }) => {
    const userId = userOf(request)
    const a = assessment(body.evaluationId)
    return db.transaction(() => {
      const current = progress(userId, a)
      const left = current.total - current.answered
      if (current.startedAt === null || left > 0) {
        throw ApiError.refuse(EVALUATION_REFUSAL_CODE.incomplete, EVALUATION_TEXT.incomplete(left))
      }
      const answers = current.answers as number[]
      const result = scoreAnswers(a, answers)
      const finishedAt = app.now()
      const { lastInsertRowid } = q.insertReport.run(
        userId,
        a.id,
        JSON.stringify(answers),
        JSON.stringify(result.scores),
        result.code,
        current.startedAt,
        finishedAt,
      )
      q.dropProgress.run(userId, a.id)
      return { reportId: Number(lastInsertRowid), code: result.code, finishedAt }
    })()
  })

  implement(app, queryUserEvaluationReport, ({ body, request }) => {
    const row = q.reportById.get(body.reportId, userOf(request)) as ReportRow | undefined
    // Another user's report is as absent as one that never existed.
    if (!row) throw ApiError.refuse(EVALUATION_REFUSAL_CODE.reportNotFound, EVALUATION_TEXT.reportNotFound)
    return toReport(row)
  })

  implement(app, queryUserDoneEvaluationReport, ({ body, request }) => {
    const a = assessment(body.evaluationId)
    const row = q.latestReport.get(userOf(request), a.id) as ReportRow | undefined
    return row ? toReport(row) : null
  })

  implement(app, myEvaluation, ({ body, request }) => {
    const userId = userOf(request)
    const { pageNum, pageSize, offset } = paging(body)
    const rows = q.historyPage.all(userId, pageSize, offset) as Pick<
      ReportRow,
      'id' | 'assessment_id' | 'code' | 'finished_at'
    >[]
    // A report of an assessment a reseed removed is listed under its id without a name.
    const items = rows.map((r) => {
      const a = assessments.get(r.assessment_id)
      return {
        reportId: r.id,
        evaluationId: r.assessment_id,
        evaluationName: a?.summary.name ?? '',
        kind: a?.kind ?? 'code',
        code: r.code,
        codeName: a ? fit.resolve(a, r.code).codeName : '',
        finishedAt: r.finished_at,
      }
    })
    return { list: items, total: q.historyCount.get(userId) as number, pageNum, pageSize }
  })
}
