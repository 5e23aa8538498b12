import {
  addWish,
  apiPath,
  deleteWishById,
  type Endpoint,
  filledIn,
  fillVolunteer,
  PLANNING_REFUSAL_CODE,
  PLANNING_TEXT,
  queryAddWishPcList,
  querySum,
  queryVolunteer,
  restoreWishLine,
  SuccessEnvelope,
  TOKEN_HEADER,
  toFillVolunteer,
  WISH_WARNING_TEXT,
  wishDragSort,
  wishExecl,
  wishPdf,
  wishSort,
} from '@gaokao/contracts'
import Value from 'typebox/value'
import { beforeAll, describe, expect, it } from 'vitest'
import { PLAN_YEAR } from '../src/dataset/generate/model.js'
import { PlanningData } from '../src/modules/planning/planning-data.js'
import { meetsRequirement, subjectSet } from '../src/modules/planning/subject-match.js'
import { useUpstream } from './helpers.js'
import { planningStudent } from './planning-helpers.js'

/**
 * A volunteer table under bad input (docs/wish-bad-input.md): a burst of adds at
 * the limit, a table over the province's limit, a line whose group left the
 * plan, a candidate without a rank, and the undo of a delete. Each answers a
 * Chinese refusal envelope or keeps the line; none loses a line or answers 5xx.
 */
const upstream = useUpstream({ DEMO_MODE: 'on' })

// biome-ignore lint/suspicious/noExplicitAny: each test reads the data of the call it made
type Answer = { status: number; code: number; msg: string; data: any }

async function post(endpoint: Endpoint, body: object, token: string): Promise<Answer> {
  const res = await upstream().inject({
    method: 'POST',
    url: apiPath(endpoint),
    payload: body,
    headers: { [TOKEN_HEADER]: token },
  })
  const answer = { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) }
  if (answer.code === 0) expect([...Value.Errors(SuccessEnvelope(endpoint.data), res.json())].slice(0, 3)).toEqual([])
  return answer
}

const refusal = (code: keyof typeof PLANNING_REFUSAL_CODE, msg: string) => ({
  status: 200,
  code: PLANNING_REFUSAL_CODE[code],
  msg,
})

interface Group {
  schoolId: number
  groupCode: string
}

/** 江苏 物理类 本科批 groups of the plan a 物/化/生 candidate may add, from the planner's own data (no paging). */
function groups(): { capacity: number; pool: Group[] } {
  const data = new PlanningData(upstream().db).track('江苏', '物理类')
  if (!data) throw new Error('no 江苏 物理类 plan')
  const subjects = subjectSet('物/化/生')
  const pool = data.schoolUnits
    .filter((u) => u.kind === 'group' && u.batch === '本科批')
    .filter((u) => u.majors.some((m) => meetsRequirement(m.requirement, subjects)))
    .map((u) => ({ schoolId: u.schoolId, groupCode: u.groupCode }))
  return { capacity: data.volunteers, pool }
}

/** Lines written into a table directly, as a table made under an older plan or limit would hold them. */
async function insertLines(wishId: number, lines: readonly Group[], from: number): Promise<void> {
  await upstream()
    .userDb.insertInto('wish_lines')
    .values(
      lines.map((g, i) => ({
        wish_id: wishId,
        position: from + i,
        school_id: g.schoolId,
        group_code: g.groupCode,
        major_id: 0,
        majors: '[]',
        why: '[]',
        created_at: 0,
      })),
    )
    .execute()
}

describe('a volunteer table under bad input', () => {
  let token: string
  let capacity: number
  let pool: Group[]
  beforeAll(async () => {
    token = await planningStudent(upstream(), '13900000601', '江苏', '物/化/生', 600)
    const all = groups()
    capacity = all.capacity
    pool = all.pool.slice(0, capacity + 40)
    expect(pool.length).toBe(capacity + 40)
  })

  const newTable = async (name: string) => (await post(addWish, { name, batch: '本科批' }, token)).data.id as number
  const add = (wishId: number, g: Group) => post(fillVolunteer, { wishId, ...g }, token)

  it('holds the limit under a burst: 20 parallel adds at capacity-5 leave capacity lines, the rest refused in Chinese', async () => {
    const wishId = await newTable('并发添加')
    await insertLines(wishId, pool.slice(0, capacity - 5), 1)
    const burst = await Promise.all(pool.slice(capacity - 5, capacity + 15).map((g) => add(wishId, g)))
    expect(burst.filter((a) => a.code === 0)).toHaveLength(5)
    const refused = burst.filter((a) => a.code !== 0)
    expect(refused).toHaveLength(15)
    for (const a of refused) expect(a).toMatchObject(refusal('tableFull', PLANNING_TEXT.tableFull('江苏', capacity)))
    const filled = (await post(filledIn, { wishId }, token)).data
    expect(filled.lineCount).toBe(capacity)
    expect(filled.units.map((u: { position: number }) => u.position)).toEqual(
      Array.from({ length: capacity }, (_, i) => i + 1),
    )
  })

  it('adds one group once under a burst of the same add: the rest are told it is already there', async () => {
    const wishId = await newTable('并发重复')
    const burst = await Promise.all(Array.from({ length: 10 }, () => add(wishId, pool[0] as Group)))
    expect(burst.filter((a) => a.code === 0)).toHaveLength(1)
    for (const a of burst.filter((b) => b.code !== 0))
      expect(a).toMatchObject(refusal('duplicateLine', PLANNING_TEXT.duplicateLine))
  })

  it('keeps every line of a table over the province’s limit and says how many to delete before adding', async () => {
    const wishId = await newTable('超过上限')
    await insertLines(wishId, pool.slice(0, capacity + 3), 1)
    const detail = (await post(queryVolunteer, { wishId }, token)).data
    expect(detail.lines).toHaveLength(capacity + 3)
    const over = refusal('tableFull', PLANNING_TEXT.tableOver('江苏', capacity, capacity + 3))
    expect(over.msg).toContain('请先删除 3 个')
    expect(await add(wishId, pool[capacity + 10] as Group)).toMatchObject(over)
    const last = detail.lines.at(-1)
    expect((await post(deleteWishById, { wishId, lineId: last.id }, token)).data.lineCount).toBe(capacity + 2)
    const back = { wishId, position: last.position, ...last.key, majorIds: [], why: [] }
    expect(await post(restoreWishLine, back, token)).toMatchObject(
      refusal('tableFull', PLANNING_TEXT.tableOver('江苏', capacity, capacity + 2)),
    )
    const ids = detail.lines.slice(0, -1).map((l: { id: number }) => l.id)
    expect((await post(wishDragSort, { wishId, lineIds: ids.reverse() }, token)).data.lineCount).toBe(capacity + 2)
  })

  it('keeps a line whose group left the plan, says why in Chinese, and sorts, exports, deletes and restores it', async () => {
    const wishId = await newTable('专业组已取消')
    await add(wishId, pool[0] as Group)
    const gone = { schoolId: (pool[0] as Group).schoolId, groupCode: '9999' }
    await insertLines(wishId, [gone], 2)
    await add(wishId, pool[1] as Group)
    const detail = (await post(queryVolunteer, { wishId }, token)).data
    expect(detail.lines).toHaveLength(3)
    const line = detail.lines.find((l: { groupCode: string }) => l.groupCode === '9999')
    expect(line).toMatchObject({ position: 2, chance: null })
    expect(line.warnings).toContainEqual({ kind: 'missing', text: WISH_WARNING_TEXT.missing(PLAN_YEAR) })

    expect((await post(wishSort, { wishId }, token)).data.lineCount).toBe(3)
    for (const endpoint of [wishExecl, wishPdf]) {
      const res = await upstream().inject({
        method: 'POST',
        url: apiPath(endpoint),
        payload: { wishId },
        headers: { [TOKEN_HEADER]: token },
      })
      expect(res.statusCode, endpoint.path).toBe(200)
    }

    const sorted = (await post(queryVolunteer, { wishId }, token)).data.lines
    const at = sorted.findIndex((l: { id: number }) => l.id === line.id) + 1
    await post(deleteWishById, { wishId, lineId: line.id }, token)
    const restored = await post(
      restoreWishLine,
      { wishId, position: at, ...gone, majorId: 0, majorIds: [], why: [] },
      token,
    )
    expect(restored.code).toBe(0)
    const after = (await post(queryVolunteer, { wishId }, token)).data.lines
    expect(after).toHaveLength(3)
    expect(after[at - 1]).toMatchObject({ groupCode: '9999', chance: null })
    expect(after[at - 1].warnings).toContainEqual({ kind: 'missing', text: WISH_WARNING_TEXT.missing(PLAN_YEAR) })
  })

  it('puts a deleted line back where it stood, with its majors and reasons; refuses a duplicate or a foreign major', async () => {
    const wishId = await newTable('撤销删除')
    for (const g of pool.slice(0, 4)) await add(wishId, g)
    const why = ['冲：去年最低位次高于你约 2,000 名']
    await upstream()
      .userDb.updateTable('wish_lines')
      .set({ why: JSON.stringify(why) })
      .where('wish_id', '=', wishId)
      .where('position', '=', 2)
      .execute()
    const before = (await post(queryVolunteer, { wishId }, token)).data.lines
    const line = before[1]
    const majorIds = line.majors.map((m: { id: number }) => m.id)
    await post(deleteWishById, { wishId, lineId: line.id }, token)
    const body = { wishId, position: 2, ...line.key, majorIds, why: line.why }
    const answer = await post(restoreWishLine, body, token)
    expect(answer.code).toBe(0)
    const after = (await post(queryVolunteer, { wishId }, token)).data.lines
    expect(after.map((l: { key: object }) => l.key)).toEqual(before.map((l: { key: object }) => l.key))
    expect(after[1].majors.map((m: { id: number }) => m.id)).toEqual(majorIds)
    expect(after[1].why).toEqual(why)
    expect(answer.data.lineIds).toEqual(after.map((l: { id: number }) => l.id))

    expect(await post(restoreWishLine, body, token)).toMatchObject(
      refusal('duplicateLine', PLANNING_TEXT.duplicateLine),
    )
    await post(deleteWishById, { wishId, lineId: after[1].id }, token)
    expect(await post(restoreWishLine, { ...body, majorIds: [99_999_998] }, token)).toMatchObject(
      refusal('unitNotFound', PLANNING_TEXT.unitNotFound),
    )
    // Past the end (lines deleted meanwhile): last.
    const last = await post(restoreWishLine, { ...body, position: 99 }, token)
    expect(last.data.lineIds).toHaveLength(4)
    const other = await planningStudent(upstream(), '13900000602', '江苏', '物/化/生', 600)
    expect(await post(restoreWishLine, body, other)).toMatchObject(refusal('wishNotFound', PLANNING_TEXT.wishNotFound))
  })

  it('holds the limit under a burst of undos and adds', async () => {
    const wishId = await newTable('并发撤销')
    await insertLines(wishId, pool.slice(0, capacity - 3), 1)
    const restores = pool
      .slice(capacity, capacity + 10)
      .map((g) => post(restoreWishLine, { wishId, position: 1, ...g, majorId: 0, majorIds: [], why: [] }, token))
    const adds = pool.slice(capacity + 10, capacity + 20).map((g) => add(wishId, g))
    const burst = await Promise.all([...restores, ...adds])
    expect(burst.filter((a) => a.code === 0)).toHaveLength(3)
    for (const a of burst.filter((b) => b.code !== 0)) expect(a.code).toBe(PLANNING_REFUSAL_CODE.tableFull)
    expect((await post(filledIn, { wishId }, token)).data.lineCount).toBe(capacity)
  })

  it('tells a candidate whose score has no rank in the table why, instead of asking for the profile again', async () => {
    const app = upstream()
    // The highest score under 600 the newest table gives no rank for (below its floor, or a missing row).
    const score = Array.from({ length: 600 }, (_, s) => s).findLast(
      (s) => app.ranks.rank('江苏', '物理类', s) === undefined,
    ) as number
    expect(score).toBeDefined()
    const other = await planningStudent(app, '13900000603', '江苏', '物/化/生', 600)
    const wishId = (await post(addWish, { name: '无位次', batch: '本科批' }, other)).data.id
    await post(fillVolunteer, { wishId, ...(pool[0] as Group) }, other)
    await app.userDb.updateTable('users').set({ score, wc: null }).where('phone', '=', '13900000603').execute()
    const noRank = refusal('rankMissing', PLANNING_TEXT.rankMissing('江苏', score))
    for (const [endpoint, body] of [
      [querySum, {}],
      [queryAddWishPcList, {}],
      [queryVolunteer, { wishId }],
      [fillVolunteer, { wishId, ...(pool[1] as Group) }],
      [toFillVolunteer, { preferences: { batch: '本科批' } }],
    ] as const)
      expect(await post(endpoint, body, other), endpoint.path).toMatchObject(noRank)
    // Nothing lost: the table and its line are still there.
    expect((await post(filledIn, { wishId }, other)).data.lineCount).toBe(1)
  })
})
