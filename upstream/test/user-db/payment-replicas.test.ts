import {
  activeVipCard,
  currentAdmissionYear,
  MEMBERSHIP_REFUSAL_CODE,
  MEMBERSHIP_TEXT,
  paySandboxConfirm,
  preCreatePc,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { DAY_MS } from '../../src/lib/clock.js'
import { VipCards } from '../../src/modules/membership/cards.js'
import { Memberships } from '../../src/modules/membership/memberships.js'
import { useReplicas } from '../helpers.js'
import { callContract } from '../support/contract-call.js'
import { burst as burstOver, pairOf, tally } from '../support/replica-burst.js'
import { replicaStudent } from '../support/student.js'

/**
 * Payments and cards across two upstream replicas on one PostgreSQL
 * (docs/user-store.md, docs/payments.md "One payment per product"): every
 * burst is split over both replicas, so only the database (the user's row
 * locked before the checks, the card's conditional UPDATE) can keep a grant
 * to one.
 */
const SECRET = 'payment-replicas-test-secret-0123456789'
const replicas = useReplicas(2, { DEMO_MODE: 'on', PAY_SANDBOX_SECRET: SECRET })

const pair = () => pairOf(replicas)
const burst = (count: number, send: Parameters<typeof burstOver>[2]) => burstOver(replicas, count, send)

/** A student with an exam year in the shared user store, and a token for each replica. */
async function newStudent(phone: string): Promise<{ id: number; tokens: Map<FastifyInstance, string> }> {
  const gkYear = currentAdmissionYear(new Date(pair()[0].now()))
  return replicaStudent(replicas(), { phone, province: '江苏', gkYear, score: 600 })
}

const grantsOf = (app: FastifyInstance, userId: number) =>
  app.userDb
    .selectFrom('member_grants')
    .select(['product_code', 'source', 'source_ref'])
    .where('user_id', '=', userId)
    .execute()

describe('payments and cards on two replicas at once', () => {
  it('20 confirmations of two orders for one product, spread over both replicas, grant once', async () => {
    const [a, b] = pair()
    const { id, tokens } = await newStudent('13900005901')
    const orderAt = async (app: FastifyInstance, key: string) => {
      const answer = await callContract(app, preCreatePc, { productCode: 'vip', idempotencyKey: key }, tokens.get(app))
      expect(answer.code, answer.msg).toBe(0)
      return (answer.data as { orderNo: string }).orderNo
    }
    const orders = [await orderAt(a, 'replica-key-0000000001'), await orderAt(b, 'replica-key-0000000002')]
    const answers = await burst(20, (app, i) =>
      callContract(app, paySandboxConfirm, { orderNo: orders[i % 4 < 2 ? 0 : 1], action: 'pay' }, tokens.get(app)),
    )
    expect(tally(answers)).toEqual({ ok: 20, refusals: [] })
    const grants = await grantsOf(a, id)
    expect(grants).toHaveLength(1)
    expect(orders).toContain(grants[0]?.source_ref)
    const statuses = await a.userDb
      .selectFrom('pay_orders')
      .select(['order_no', 'status'])
      .where('user_id', '=', id)
      .execute()
    expect(statuses.map((s) => (s.order_no === grants[0]?.source_ref ? s.status : `other ${s.status}`)).sort()).toEqual(
      ['other closed', 'paid'],
    )
    const applied = await a.userDb
      .selectFrom('pay_callbacks')
      .select('outcome')
      .where('order_no', 'in', orders)
      .where('outcome', '=', 'applied')
      .execute()
    expect(applied).toHaveLength(1)
  })

  it('one VIP card pressed 10 times over both replicas is used once, the rest refused in Chinese', async () => {
    const [a] = pair()
    const { id, tokens } = await newStudent('13900005902')
    const cardNo = 'TEST-REPLICA-CARD-0001'
    await new VipCards(a.userDb, a.userDialect, a.now, new Memberships(a.userDb, a.now)).issue(
      cardNo,
      'vip',
      a.now() + DAY_MS,
    )
    const answers = await burst(10, (app) => callContract(app, activeVipCard, { cardNo }, tokens.get(app)))
    const { ok, refusals } = tally(answers)
    expect(ok).toBe(1)
    const allowed = new Set([
      `${MEMBERSHIP_REFUSAL_CODE.cardUsed} ${MEMBERSHIP_TEXT.cardUsed}`,
      ...refusals.filter((r) => r.startsWith(`${MEMBERSHIP_REFUSAL_CODE.alreadyMember} `)),
    ])
    expect(refusals.filter((r) => !allowed.has(r))).toEqual([])
    expect(await grantsOf(a, id)).toEqual([{ product_code: 'vip', source: 'card', source_ref: cardNo }])
    const card = await a.userDb
      .selectFrom('vip_cards')
      .select(['used_by'])
      .where('code', '=', cardNo)
      .executeTakeFirstOrThrow()
    expect(card.used_by).toBe(id)
  })
})
