import {
  type Endpoint,
  PLANNING_REFUSAL_CODE,
  PLANNING_TEXT,
  queryVolunteer,
  toFillVolunteer,
  WISH_LIST_LIMIT,
} from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { loadMajorAppeal } from '../../src/modules/planning/major-appeal.js'
import { useUpstream } from '../helpers.js'
import { planningStudent } from '../planning-helpers.js'
import { callContract } from '../support/contract-call.js'

/** toFillVolunteer as a client calls it: the route passes the majors' standing (docs/ai-fill.md). */
const upstream = useUpstream()

const post = (endpoint: Endpoint, body: object, token: string) => callContract(upstream(), endpoint, body, token)

/** The highest score whose rank in the province's newest table is at least `near`. */
function scoreNear(province: string, near: number): number {
  return upstream()
    .db.prepare(
      `SELECT score FROM score_ranks WHERE province = ?
         AND year = (SELECT MAX(year) FROM score_ranks WHERE province = ?)
         AND rank >= ? ORDER BY score DESC LIMIT 1`,
    )
    .pluck()
    .get(province, province, near) as number
}

describe('toFillVolunteer, with no preference', () => {
  it('saves a 山东 table naming no major of the lowest popularity tier', async () => {
    // Near the top, where rare new majors are on offer (ai-fill.test.ts checks they are).
    const token = await planningStudent(upstream(), '13900007701', '山东', '史/政/地', scoreNear('山东', 10_000))
    const filled = await post(toFillVolunteer, { preferences: {} }, token)
    expect(filled.code).toBe(0)
    const detail = await post(queryVolunteer, { wishId: filled.data.wish.id }, token)
    const appeal = loadMajorAppeal(upstream().db)
    const exotic = (detail.data.lines as { major: { id: number; name: string } | null }[])
      .flatMap((l) => (l.major ? [l.major] : []))
      .filter((m) => appeal.get(m.id)?.tier === 1)
      .map((m) => m.name)
    expect(detail.data.lines.length).toBeGreaterThan(0)
    expect(exotic).toEqual([])
  })

  it('holds the table limit under a burst of parallel fills: 20 tables, the rest refused in Chinese, no 500', async () => {
    const token = await planningStudent(upstream(), '13900007702', '江苏', '物/化/生', scoreNear('江苏', 37_000))
    const answers = await Promise.all(
      Array.from({ length: WISH_LIST_LIMIT + 5 }, () => post(toFillVolunteer, { preferences: {} }, token)),
    )
    expect(answers.filter((a) => a.status >= 500)).toEqual([])
    const made = answers.filter((a) => a.code === 0)
    expect(made).toHaveLength(WISH_LIST_LIMIT)
    expect(new Set(made.map((a) => a.data.wish.name)).size).toBe(WISH_LIST_LIMIT)
    for (const refused of answers.filter((a) => a.code !== 0)) {
      expect(refused).toMatchObject({
        code: PLANNING_REFUSAL_CODE.wishLimit,
        msg: PLANNING_TEXT.wishLimit(WISH_LIST_LIMIT),
      })
    }
  })
})
