import {
  COLLEGE_REFUSAL_CODE,
  COLLEGE_TEXT,
  FOCUS_LIMIT,
  focus,
  focusMajor,
  MAJOR_FOCUS_LIMIT,
  MAJOR_REFUSAL_CODE,
  MAJOR_TEXT,
  queryFocusMajor,
  queryFocusSchool,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { FollowKind } from '../../src/modules/focus/follows.js'
import { useReplicas } from '../helpers.js'
import { callContract } from '../support/contract-call.js'
import { burst, pairOf, tally } from '../support/replica-burst.js'
import { replicaStudent } from '../support/student.js'

/**
 * Follows (关注) across two upstream replicas on one PostgreSQL
 * (docs/user-store.md): each burst is split over both, so only the database
 * (the user's row locked before the follow is read and counted) keeps one
 * row per college and the limit.
 */
const replicas = useReplicas(2)

const pair = () => pairOf(replicas)

async function followCount(userId: number, kind: FollowKind): Promise<number> {
  const { n } = await pair()[0]
    .userDb.selectFrom('user_focus')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow()
  return Number(n)
}

/** Follows written straight into the user store, one millisecond apart, as if made earlier one by one. */
async function followedAlready(userId: number, kind: FollowKind, ids: readonly number[]): Promise<void> {
  const [a] = pair()
  const now = a.now()
  await a.userDb
    .insertInto('user_focus')
    .values(ids.map((id, i) => ({ user_id: userId, kind, target_id: id, created_at: now - ids.length + i })))
    .execute()
}

const ids = (app: FastifyInstance, table: 'colleges' | 'majors', count: number) =>
  app.db.prepare(`SELECT id FROM ${table} ORDER BY id LIMIT ?`).pluck().all(count) as number[]

describe('follows on two replicas at once', () => {
  it('ten follows of one college at once: one row, every answer says followed', async () => {
    const { id, tokens } = await replicaStudent(pair(), { phone: '13900005901', province: '' })
    const [college] = ids(pair()[0], 'colleges', 1)
    const answers = await burst(replicas, 10, (app) =>
      callContract(app, focus, { schoolId: college, focused: true }, tokens.get(app)),
    )
    expect(tally(answers)).toEqual({ ok: 10, refusals: [] })
    expect(new Set(answers.map((a) => a.data.focused))).toEqual(new Set([true]))
    expect(await followCount(id, 'school')).toBe(1)
    const [a, b] = pair()
    for (const app of [a, b]) {
      const list = await callContract(app, queryFocusSchool, {}, tokens.get(app))
      expect([list.data.total, list.data.list.map((s: { id: number }) => s.id)]).toEqual([1, [college]])
    }
  })

  // The college and the major follow: their call, limit, refusal and list, one burst each.
  const kinds = [
    {
      name: 'college',
      kind: 'school' as const,
      table: 'colleges' as const,
      limit: FOCUS_LIMIT,
      follow: (id: number) => [focus, { schoolId: id, focused: true }] as const,
      list: queryFocusSchool,
      refusal: `${COLLEGE_REFUSAL_CODE.focusLimit} ${COLLEGE_TEXT.focusLimit(FOCUS_LIMIT)}`,
      phone: '13900005902',
    },
    {
      name: 'major',
      kind: 'major' as const,
      table: 'majors' as const,
      limit: MAJOR_FOCUS_LIMIT,
      follow: (id: number) => [focusMajor, { majorId: id, focus: true }] as const,
      list: queryFocusMajor,
      refusal: `${MAJOR_REFUSAL_CODE.focusLimit} ${MAJOR_TEXT.focusLimit(MAJOR_FOCUS_LIMIT)}`,
      phone: '13900005903',
    },
  ]
  for (const k of kinds) {
    it(`a burst of new ${k.name} follows stops at exactly ${k.limit}`, async () => {
      const { id, tokens } = await replicaStudent(pair(), { phone: k.phone, province: '' })
      const all = ids(pair()[0], k.table, k.limit + 20)
      await followedAlready(id, k.kind, all.slice(0, k.limit - 10))
      const fresh = all.slice(k.limit - 10)
      const answers = await burst(replicas, fresh.length, (app, i) => {
        const [endpoint, body] = k.follow(fresh[i] as number)
        return callContract(app, endpoint, body, tokens.get(app))
      })
      expect(tally(answers)).toEqual({ ok: 10, refusals: [k.refusal] })
      expect(await followCount(id, k.kind)).toBe(k.limit)
      const [, b] = pair()
      expect((await callContract(b, k.list, { pageSize: 10 }, tokens.get(b))).data.total).toBe(k.limit)
    })
  }
})
