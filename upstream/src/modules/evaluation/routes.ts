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
import { EvaluationRecords, type ProgressRow, type ReportRow } from './queries.js'
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

  const records = new EvaluationRecords(app.userDb, app.userDialect)

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

  function progress(a: AssessmentData, row: ProgressRow | undefined): Progress {
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

  implement(app, queryUserEvaluationTime, async ({ body, request }) => {
    const userId = userOf(request)
    const a = assessment(body.evaluationId)
    return {
      progress: progress(a, await records.progressOf(userId, a.id)),
      done: await records.done(userId, a.id),
      doneCount: await records.doneCount(userId, a.id),
    }
  })

  implement(app, saveEvaluationAnswers, async ({ body, request }) => {
    const userId = userOf(request)
    const a = assessment(body.evaluationId)
    for (const item of body.answers) {
      const question = a.questions[item.position - 1]
      if (!question || (item.option !== undefined && item.option >= question.options.length)) {
        throw ApiError.refuse(EVALUATION_REFUSAL_CODE.badAnswer, EVALUATION_TEXT.badAnswer(item.position))
      }
    }
    // Locked, so answers saved at once (two tabs, two replicas) are merged, not lost.
    const saved = await records.locked(userId, async (tx) => {
      const answers = storedAnswers(a, (await records.progressOf(userId, a.id, tx))?.answers)
      for (const item of body.answers) answers[item.position - 1] = item.option ?? null
      await records.saveProgress(tx, userId, a.id, JSON.stringify(answers), app.now())
      return records.progressOf(userId, a.id, tx)
    })
    return progress(a, saved)
  })

  implement(app, submitEvaluation, async ({ body, request }) => {
    const userId = userOf(request)
    const a = assessment(body.evaluationId)
    // Locked, so an attempt submitted twice at once becomes one report; the second finds no progress.
    return records.locked(userId, async (tx) => {
      const current = progress(a, await records.progressOf(userId, a.id, tx))
      const left = current.total - current.answered
      if (current.startedAt === null || left > 0) {
        throw ApiError.refuse(EVALUATION_REFUSAL_CODE.incomplete, EVALUATION_TEXT.incomplete(left))
      }
      const answers = current.answers as number[]
      const result = scoreAnswers(a, answers)
      const finishedAt = app.now()
      const reportId = await records.finish(tx, userId, a.id, {
        answers: JSON.stringify(answers),
        scores: JSON.stringify(result.scores),
        code: result.code,
        startedAt: current.startedAt,
        finishedAt,
      })
      return { reportId, code: result.code, finishedAt }
    })
  })

  implement(app, queryUserEvaluationReport, async ({ body, request }) => {
    const row = await records.reportById(body.reportId, userOf(request))
    // Another user's report is as absent as one that never existed.
    if (!row) throw ApiError.refuse(EVALUATION_REFUSAL_CODE.reportNotFound, EVALUATION_TEXT.reportNotFound)
    return toReport(row)
  })

  implement(app, queryUserDoneEvaluationReport, async ({ body, request }) => {
    const a = assessment(body.evaluationId)
    const row = await records.latestReport(userOf(request), a.id)
    return row ? toReport(row) : null
  })

  implement(app, myEvaluation, async ({ body, request }) => {
    const userId = userOf(request)
    const { pageNum, pageSize, offset } = paging(body)
    const rows = await records.history(userId, pageSize, offset)
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
    return { list: items, total: await records.historyCount(userId), pageNum, pageSize }
  })
}
