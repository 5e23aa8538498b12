import {
  addWish,
  currentAdmissionYear,
  fillVolunteer,
  PLANNING_REFUSAL_CODE,
  PLANNING_TEXT,
  WISH_LIST_LIMIT,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PlanningData } from '../../src/modules/planning/planning-data.js'
import { meetsRequirement, subjectSet } from '../../src/modules/planning/subject-match.js'
import { useReplicas } from '../helpers.js'
import { grantMembershipTo } from '../membership-helpers.js'
import { callContract } from '../support/contract-call.js'
import { burst as burstOver, pairOf, tally } from '../support/replica-burst.js'
import { replicaStudent } from '../support/student.js'

/**
 * The volunteer tables' limits across two upstream replicas on one
 * PostgreSQL (docs/user-store.md): each burst is split over both, so only
 * the database (the user's row locked before a count) can hold the limit.
 */
const replicas = useReplicas(2)
const burst = (count: number, send: Parameters<typeof burstOver>[2]) => burstOver(replicas, count, send)

/** A member student with a complete profile in the shared user store, and a token for each replica. */
async function newStudent(phone: string): Promise<Map<FastifyInstance, string>> {
  const [a] = pairOf(replicas)
  const gkYear = currentAdmissionYear(new Date(a.now()))
  const { id, tokens } = await replicaStudent(replicas(), { phone, province: '江苏', gkYear, score: 600 })
  await grantMembershipTo(a, id)
  return tokens
}

describe('volunteer tables on two replicas at once', () => {
  it(`a burst of table creations stops at exactly ${WISH_LIST_LIMIT} tables`, async () => {
    const tokens = await newStudent('13900005801')
    const answers = await burst(WISH_LIST_LIMIT + 10, (app, i) =>
      callContract(app, addWish, { name: `表${i}`, batch: '本科批' }, tokens.get(app)),
    )
    expect(tally(answers)).toEqual({
      ok: WISH_LIST_LIMIT,
      refusals: [`${PLANNING_REFUSAL_CODE.wishLimit} ${PLANNING_TEXT.wishLimit(WISH_LIST_LIMIT)}`],
    })
    const [a] = replicas()
    const { n } = await (a as FastifyInstance).userDb
      .selectFrom('wish_lists')
      .innerJoin('users', 'users.id', 'wish_lists.user_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('users.phone', '=', '13900005801')
      .executeTakeFirstOrThrow()
    expect(Number(n)).toBe(WISH_LIST_LIMIT)
  })

  it('two tables of one name at once: one is made, the other refused', async () => {
    const tokens = await newStudent('13900005802')
    const answers = await burst(10, (app) =>
      callContract(app, addWish, { name: '同名表', batch: '本科批' }, tokens.get(app)),
    )
    expect(tally(answers)).toEqual({
      ok: 1,
      refusals: [`${PLANNING_REFUSAL_CODE.wishNameTaken} ${PLANNING_TEXT.wishNameTaken}`],
    })
  })

  it("a burst of line additions stops at exactly the province's line limit, positions 1..n", async () => {
    const [a] = replicas()
    const app = a as FastifyInstance
    const tokens = await newStudent('13900005803')
    const data = new PlanningData(app.db).track('江苏', '物理类') ?? expect.unreachable()
    const subjects = subjectSet('物/化/生')
    const groups = data.schoolUnits
      .filter((u) => u.kind === 'group' && u.batch === '本科批')
      .filter((u) => u.majors.some((m) => meetsRequirement(m.requirement, subjects)))
      .slice(0, data.volunteers + 12)
    expect(groups).toHaveLength(data.volunteers + 12)
    const wishId = (await callContract(app, addWish, { name: '满表', batch: '本科批' }, tokens.get(app))).data.id
    const answers = await burst(groups.length, (replica, i) => {
      const unit = groups[i] ?? expect.unreachable()
      return callContract(
        replica,
        fillVolunteer,
        { wishId, schoolId: unit.schoolId, groupCode: unit.groupCode },
        tokens.get(replica),
      )
    })
    expect(tally(answers)).toEqual({
      ok: data.volunteers,
      refusals: [`${PLANNING_REFUSAL_CODE.tableFull} ${PLANNING_TEXT.tableFull('江苏', data.volunteers)}`],
    })
    const lines = await app.userDb
      .selectFrom('wish_lines')
      .select('position')
      .where('wish_id', '=', wishId)
      .orderBy('position')
      .execute()
    expect(lines.map((l) => l.position)).toEqual(Array.from({ length: data.volunteers }, (_, i) => i + 1))
  })
})
