import {
  addWish,
  choiceSchoolList,
  clearWish,
  deleteWishById,
  delMyWish,
  filledIn,
  fillVolunteer,
  myWish,
  queryAddWishPcList,
  queryVolunteer,
  updateWishInfo,
  updateWishName,
  wishDragSort,
  wishInputSort,
  wishSort,
} from '@gaokao/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { refusal, usePlanningApi } from './support/planning-api.js'

const { upstream, post, login, student } = usePlanningApi()

describe('volunteer tables (志愿表)', () => {
  let token: string
  let wishId: number
  let groups: { key: { schoolId: number; groupCode: string } }[]
  beforeAll(async () => {
    token = await login('13800000001')
    groups = (await post(choiceSchoolList, { pageSize: 50, band: '稳' }, token)).data.list
  })

  it('offers the batches, 本科批 recommended for 612', async () => {
    const { data } = await post(queryAddWishPcList, {}, token)
    expect(data.map((b: { batch: string; recommended: boolean }) => [b.batch, b.recommended])).toEqual([
      ['本科批', true],
      ['专科批', false],
    ])
    expect(data[0].line.year).toBe(2025)
  })

  it('creates a table; refuses a taken name', async () => {
    const { data } = await post(addWish, { name: '我的志愿表1', batch: '本科批' }, token)
    wishId = data.id
    expect(data).toMatchObject({
      name: '我的志愿表1',
      kind: 'self',
      province: '江苏',
      track: '物理类',
      lineCount: 0,
      capacity: 40,
    })
    expect(await post(addWish, { name: '我的志愿表1', batch: '本科批' }, token)).toMatchObject(
      refusal('wishNameTaken', '已有同名的志愿表，请换一个名称'),
    )
    expect((await post(addWish, { name: '', batch: '本科批' }, token)).msg).toBe('志愿表名称须为1-20个字')
  })

  it('adds groups with their majors; refuses a duplicate, a major past the cap, another batch', async () => {
    for (const g of groups.slice(0, 10)) {
      const added = await post(fillVolunteer, { wishId, schoolId: g.key.schoolId, groupCode: g.key.groupCode }, token)
      expect(added.code).toBe(0)
      expect(added.data.majorIds.length).toBeGreaterThan(0)
      expect(added.data.majorIds.length).toBeLessThanOrEqual(6)
    }
    const first = groups[0] as (typeof groups)[number]
    expect(
      await post(fillVolunteer, { wishId, schoolId: first.key.schoolId, groupCode: first.key.groupCode }, token),
    ).toMatchObject(refusal('duplicateLine', '该志愿已在志愿表中'))
    // 江苏 plans only its published 本科 groups; another batch is refused where it has plans (河南, generated).
    expect(
      upstream()
        .db.prepare("SELECT count(*) FROM enrolment_plans WHERE province = '江苏' AND batch = '专科批'")
        .pluck()
        .get(),
    ).toBe(0)
    const henan = await student('13900000019', '河南', '物/化/生', 600)
    const henanWish = (await post(addWish, { name: '河南的表', batch: '本科批' }, henan)).data
    const zk = upstream()
      .db.prepare(
        `SELECT school_id, group_code FROM enrolment_plans WHERE province = '河南' AND track = '物理类' AND batch = '专科批' LIMIT 1`,
      )
      .get() as { school_id: number; group_code: string }
    expect(
      await post(fillVolunteer, { wishId: henanWish.id, schoolId: zk.school_id, groupCode: zk.group_code }, henan),
    ).toMatchObject(refusal('batchMismatch', '该志愿属于专科批，与志愿表的批次（本科批）不一致'))
    expect(await post(fillVolunteer, { wishId, schoolId: 10001, groupCode: '99' }, token)).toMatchObject(
      refusal('unitNotFound', '该志愿今年不在你的省份招生'),
    )
    const filled = (await post(filledIn, { wishId }, token)).data
    expect(filled.lineCount).toBe(10)
    expect(filled.units.map((u: { schoolId: number }) => u.schoolId)).toEqual(
      groups.slice(0, 10).map((g) => g.key.schoolId),
    )
  })

  it('refuses a group whose requirement the candidate’s subjects miss', async () => {
    const other = await student('13900000012', '江苏', '史/政/地', 600)
    const wish = (await post(addWish, { name: '历史类的表', batch: '本科批' }, other)).data
    const physics = upstream()
      .db.prepare(`SELECT school_id, group_code, subject_requirement FROM enrolment_plans
        WHERE province = '江苏' AND track = '物理类' AND batch = '本科批' AND subject_requirement = '物理+化学' LIMIT 1`)
      .get() as { school_id: number; group_code: string }
    expect(
      await post(fillVolunteer, { wishId: wish.id, schoolId: physics.school_id, groupCode: physics.group_code }, other),
    ).toMatchObject(refusal('unitNotFound', '该志愿今年不在你的省份招生'))
    // A group every major of which asks 思想政治 (a published group may mix requirements: one met is enough).
    const open = upstream()
      .db.prepare(`SELECT school_id, group_code FROM enrolment_plans
        WHERE province = '江苏' AND track = '历史类' AND batch = '本科批'
        GROUP BY school_id, group_code
        HAVING min(subject_requirement) = '思想政治' AND max(subject_requirement) = '思想政治' LIMIT 1`)
      .get() as { school_id: number; group_code: string }
    expect(
      (await post(fillVolunteer, { wishId: wish.id, schoolId: open.school_id, groupCode: open.group_code }, other))
        .code,
    ).toBe(0)
    const noPolitics = await student('13900000013', '江苏', '史/地/生', 600)
    const wish2 = (await post(addWish, { name: '表', batch: '本科批' }, noPolitics)).data
    expect(
      await post(fillVolunteer, { wishId: wish2.id, schoolId: open.school_id, groupCode: open.group_code }, noPolitics),
    ).toMatchObject(refusal('subjectMismatch', '你的选科不符合该志愿的选科要求（思想政治）'))
  })

  it('shows every line with its chance, history, plan, tuition and warnings', async () => {
    const { data } = await post(queryVolunteer, { wishId }, token)
    expect(data.lines).toHaveLength(10)
    expect(data.lines.map((l: { position: number }) => l.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    for (const line of data.lines) {
      expect(line.chance.band).toBe('稳')
      expect(line.chance.years.length).toBeGreaterThan(0)
      expect(line.planPlaces).toBeGreaterThan(0)
      expect(line.tuitionMin).toBeGreaterThan(0)
      expect(line.school.name).not.toBe('')
      expect(line.majors.length).toBeGreaterThan(0)
    }
    expect(data.counts).toEqual({ 冲: 0, 稳: 10, 保: 0, none: 0 })
    expect(data.candidate).toMatchObject({ name: '张明', province: '江苏', score: 612 })
  })

  it('warns of physical limits and adjustment once the table knows them', async () => {
    await post(updateWishInfo, { wishId, acceptAdjust: false, physical: { colourVision: '色盲' } }, token)
    const { data } = await post(queryVolunteer, { wishId }, token)
    expect(data.wish).toMatchObject({ acceptAdjust: false, physical: { colourVision: '色盲' } })
    for (const line of data.lines) {
      expect(line.warnings).toContainEqual({ kind: 'adjust', text: '不服从调剂：所填专业都未录取时将被退档' })
    }
    await post(updateWishInfo, { wishId, acceptAdjust: true, physical: {} }, token)
  })

  it('moves a line to a typed position, reorders by drag, refuses a stale order', async () => {
    const before = (await post(filledIn, { wishId }, token)).data.units.map((u: { lineId: number }) => u.lineId)
    const moved = await post(wishInputSort, { wishId, lineId: before[9], position: 1 }, token)
    expect(moved.data.lineIds).toEqual([before[9], ...before.slice(0, 9)])
    expect(await post(wishInputSort, { wishId, lineId: before[0], position: 11 }, token)).toMatchObject(
      refusal('positionInvalid', '请输入 1-10 之间的序号'),
    )
    const reversed = [...before].reverse()
    expect((await post(wishDragSort, { wishId, lineIds: reversed }, token)).data.lineIds).toEqual(reversed)
    const detail = (await post(queryVolunteer, { wishId }, token)).data
    expect(detail.lines.map((l: { id: number }) => l.id)).toEqual(reversed)
    expect(await post(wishDragSort, { wishId, lineIds: reversed.slice(1) }, token)).toMatchObject(
      refusal('orderInvalid', '排序与志愿表中的志愿不一致，请刷新后重试'),
    )
  })

  it('sorts by chance in one click: hardest first', async () => {
    await post(wishSort, { wishId }, token)
    const lines = (await post(queryVolunteer, { wishId }, token)).data.lines
    const p = lines.map((l: { chance: { probability: number } }) => l.chance.probability)
    expect(p).toEqual([...p].sort((a, b) => a - b))
  })

  it('renames; deletes a major, a line; clears', async () => {
    expect((await post(updateWishName, { wishId, name: '冲刺方案' }, token)).data.name).toBe('冲刺方案')
    const lines = (await post(queryVolunteer, { wishId }, token)).data.lines
    const withMajors = lines.find((l: { majors: unknown[] }) => l.majors.length > 1)
    if (withMajors) {
      const after = await post(
        deleteWishById,
        { wishId, lineId: withMajors.id, majorId: withMajors.majors[0].id },
        token,
      )
      expect(after.data.lineCount).toBe(10)
    }
    const removed = await post(deleteWishById, { wishId, lineId: lines[0].id }, token)
    expect(removed.data.lineCount).toBe(9)
    expect(await post(deleteWishById, { wishId, lineId: lines[0].id }, token)).toMatchObject(
      refusal('lineNotFound', '志愿不存在，请刷新后重试'),
    )
    const positions = (await post(queryVolunteer, { wishId }, token)).data.lines.map(
      (l: { position: number }) => l.position,
    )
    expect(positions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect((await post(clearWish, { wishId }, token)).data).toMatchObject({ lineCount: 0, lineIds: [] })
  })

  it('holds at most the province’s volunteers (江苏 40)', async () => {
    const all = (await post(choiceSchoolList, { pageSize: 50 }, token)).data.list
    for (const g of all.slice(0, 40))
      await post(fillVolunteer, { wishId, schoolId: g.key.schoolId, groupCode: g.key.groupCode }, token)
    const g = all[40]
    expect(
      await post(fillVolunteer, { wishId, schoolId: g.key.schoolId, groupCode: g.key.groupCode }, token),
    ).toMatchObject(refusal('tableFull', '志愿表已满：江苏每张志愿表最多填报 40 个志愿'))
  })

  it('refuses to plan a table made for another province or track once the profile changed', async () => {
    const other = await student('13900000015', '江苏', '物/化/生', 600)
    const wish = (await post(addWish, { name: '改科前', batch: '本科批' }, other)).data
    const app = upstream()
    await app.userDb.updateTable('users').set({ xk: '史/政/地' }).where('phone', '=', '13900000015').execute()
    expect(await post(queryVolunteer, { wishId: wish.id }, other)).toMatchObject(
      refusal('provinceChanged', '这张志愿表属于江苏物理类，与你当前的高考省份或科类不一致'),
    )
  })

  it('keeps tables private to their owner; lists and deletes them', async () => {
    const other = await login('13800000002')
    expect(await post(queryVolunteer, { wishId }, other)).toMatchObject(refusal('wishNotFound', '志愿表不存在'))
    const mine = (await post(myWish, {}, token)).data
    expect(mine.list.map((w: { id: number }) => w.id)).toContain(wishId)
    expect((await post(delMyWish, { wishId }, token)).data).toEqual({ wishId })
    expect(await post(queryVolunteer, { wishId }, token)).toMatchObject(refusal('wishNotFound', '志愿表不存在'))
  })
})
