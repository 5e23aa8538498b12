import {
  CONSULT_PENDING_LIMIT,
  EXPERT_REFUSAL_CODE,
  EXPERT_TEXT,
  SCHEME_LIMIT,
  saveUserConsult,
  subsidiaryScheme,
} from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { useReplicas } from '../helpers.js'
import { callContract } from '../support/contract-call.js'
import { burst, pairOf, tally } from '../support/replica-burst.js'
import { replicaStudent } from '../support/student.js'

/**
 * 专家一对一's limits across two upstream replicas on one PostgreSQL
 * (docs/user-limits.md): each burst is split over both, so only the user's
 * row, locked before the count, holds them.
 */
const replicas = useReplicas(2)
const pair = () => pairOf(replicas)

const consult = {
  expertId: 1,
  topic: '志愿填报',
  preferredTime: '周末',
  channel: '电话',
  contactName: '王同学',
  question: '省内和省外院校怎么取舍？请帮我看看。',
}

const ANSWERS = {
  regions: ['本省'],
  categories: ['工学'],
  goal: ['读研深造'],
  risk: ['均衡'],
  adjust: ['服从调剂'],
  budget: ['每年2万元以内'],
}

describe('专家一对一 on two replicas at once', () => {
  it(`a burst of consultations stops at exactly ${CONSULT_PENDING_LIMIT} open ones`, async () => {
    const { tokens } = await replicaStudent(pair(), { phone: '13900006001', province: '江苏' })
    const answers = await burst(replicas, CONSULT_PENDING_LIMIT + 9, (app) =>
      callContract(app, saveUserConsult, consult, tokens.get(app)),
    )
    expect(tally(answers)).toEqual({
      ok: CONSULT_PENDING_LIMIT,
      refusals: [`${EXPERT_REFUSAL_CODE.consultLimit} ${EXPERT_TEXT.consultLimit(CONSULT_PENDING_LIMIT)}`],
    })
  })

  it(`a burst of new plans stops at exactly ${SCHEME_LIMIT}`, async () => {
    const { id, tokens } = await replicaStudent(pair(), { phone: '13900006002', province: '江苏' })
    const answers = await burst(replicas, SCHEME_LIMIT + 10, (app, i) =>
      callContract(app, subsidiaryScheme, { name: `方案${i}`, answers: ANSWERS }, tokens.get(app)),
    )
    expect(tally(answers)).toEqual({
      ok: SCHEME_LIMIT,
      refusals: [`${EXPERT_REFUSAL_CODE.schemeLimit} ${EXPERT_TEXT.schemeLimit}`],
    })
    const { n } = await pair()[0]
      .userDb.selectFrom('expert_schemes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(Number(n)).toBe(SCHEME_LIMIT)
  })
})
