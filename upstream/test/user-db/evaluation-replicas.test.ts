import {
  EVALUATION_REFUSAL_CODE,
  queryQuestionsByEvaluationId,
  queryUserEvaluationTime,
  saveEvaluationAnswers,
  submitEvaluation,
} from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { useReplicas } from '../helpers.js'
import { callContract } from '../support/contract-call.js'
import { burst, pairOf, tally } from '../support/replica-burst.js'
import { replicaStudent } from '../support/student.js'

/**
 * An assessment's answers and submission across two upstream replicas on one
 * PostgreSQL (docs/user-limits.md): each burst is split over both, so only
 * the user's row, locked before the read-then-write, keeps every answer and
 * one report per attempt.
 */
const replicas = useReplicas(2)
const pair = () => pairOf(replicas)

describe('an assessment on two replicas at once', () => {
  it('answers saved one by one at once are all kept', async () => {
    const { tokens } = await replicaStudent(pair(), { phone: '13900006003', province: '' })
    const [a] = pair()
    const { questions } = (await callContract(a, queryQuestionsByEvaluationId, { evaluationId: 1 })).data
    const saved = await burst(replicas, questions.length, (app, i) =>
      callContract(
        app,
        saveEvaluationAnswers,
        { evaluationId: 1, answers: [{ position: i + 1, option: 0 }] },
        tokens.get(app),
      ),
    )
    expect(tally(saved)).toEqual({ ok: questions.length, refusals: [] })
    const progress = (await callContract(a, queryUserEvaluationTime, { evaluationId: 1 }, tokens.get(a))).data
    expect(progress.progress.answered).toBe(questions.length)
  })

  it('an attempt submitted several times at once becomes one report', async () => {
    const { id, tokens } = await replicaStudent(pair(), { phone: '13900006004', province: '' })
    const [a] = pair()
    const { questions } = (await callContract(a, queryQuestionsByEvaluationId, { evaluationId: 1 })).data
    const answers = questions.map((_: unknown, i: number) => ({ position: i + 1, option: 0 }))
    expect((await callContract(a, saveEvaluationAnswers, { evaluationId: 1, answers }, tokens.get(a))).code).toBe(0)
    const submitted = await burst(replicas, 20, (app) =>
      callContract(app, submitEvaluation, { evaluationId: 1 }, tokens.get(app)),
    )
    const { ok, refusals } = tally(submitted)
    expect(ok).toBe(1)
    expect(refusals.map((r) => Number(r.split(' ')[0]))).toEqual([EVALUATION_REFUSAL_CODE.incomplete])
    const { n } = await a.userDb
      .selectFrom('evaluation_reports')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(Number(n)).toBe(1)
  })
})
