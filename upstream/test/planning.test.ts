import { createHash } from 'node:crypto'
import {
  addWish,
  apiPath,
  BAND_FLOOR,
  CHANCE_TEXT,
  choiceMajorList,
  choiceSchoolList,
  clearWish,
  deleteWishById,
  delMyWish,
  type Endpoint,
  EXCEL_CONTENT_TYPE,
  filledIn,
  fillVolunteer,
  loginByPassWord,
  meetsRequirementText,
  myWish,
  PDF_CONTENT_TYPE,
  PLANNING_REFUSAL_CODE,
  queryAddWishPcList,
  queryMajorHistoryPlan,
  queryMajorListByYxmc,
  querySchoolHistoryPlan,
  querySum,
  queryVolunteer,
  SuccessEnvelope,
  TOKEN_HEADER,
  toFillVolunteer,
  updateWishInfo,
  updateWishName,
  wishDragSort,
  wishExecl,
  wishInputSort,
  wishPdf,
  wishSort,
} from '@gaokao/contracts'
import ExcelJS from 'exceljs'
import Value from 'typebox/value'
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import { HISTORY_LENGTH, LATEST_YEAR, PLAN_YEAR } from '../src/dataset/generate/model.js'
import { Users } from '../src/modules/account/users.js'
import { meetsRequirement, subjectSet } from '../src/modules/planning/subject-match.js'
import { useUpstream } from './helpers.js'
import { grantMembership } from './membership-helpers.js'
import { planningStudent } from './planning-helpers.js'

const upstream = useUpstream({ DEMO_MODE: 'on' })
const md5 = (s: string) => createHash('md5').update(s).digest('hex')

// biome-ignore lint/suspicious/noExplicitAny: each test reads the data of the call it made
type Answer = { status: number; code: number; msg: string; data: any }

/** Calls a contract and checks every successful answer against its data schema. */
async function post(endpoint: Endpoint, body: object, token?: string): Promise<Answer> {
  const res = await upstream().inject({
    method: 'POST',
    url: apiPath(endpoint),
    payload: body,
    headers: token ? { [TOKEN_HEADER]: token } : {},
  })
  const answer = { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) }
  if (answer.code === 0) {
    const errors = [...Value.Errors(SuccessEnvelope(endpoint.data), res.json())].slice(0, 3)
    expect(errors, endpoint.path).toEqual([])
  }
  return answer
}

/** Logs a demo student in; self-filled and one-click filling are member features, so they are made members. */
async function login(phone: string): Promise<string> {
  const answer = await post(loginByPassWord, { phone, passWord: md5('demo1234') })
  await grantMembership(upstream(), answer.data.token)
  return answer.data.token
}

/** A student of our own making, with a session. */
const student = (phone: string, province: string, xk: string, score: number) =>
  planningStudent(upstream(), phone, province, xk, score)

const refusal = (code: keyof typeof PLANNING_REFUSAL_CODE, msg: string) => ({
  status: 200,
  code: PLANNING_REFUSAL_CODE[code],
  msg,
})

describe('the candidate’s options (自主填报)', () => {
  let token: string
  beforeAll(async () => {
    token = await login('13800000001')
  })

  it('needs a login, and a complete profile', async () => {
    expect((await post(querySum, {})).status).toBe(401)
    const app = upstream()
    const bare = app.sessions.issue(new Users(app.db, app.now).create('13900000009', null))
    expect(await post(querySum, {}, bare)).toMatchObject(refusal('profileIncomplete', '请先完善高考省份、选科和分数'))
  })

  it('sums up a 江苏 物理类 candidate and counts the options per band', async () => {
    const { data } = await post(querySum, {}, token)
    const rank = upstream().ranks.rank('江苏', '物理类', 612)
    expect(data.candidate).toMatchObject({
      name: '张明',
      province: '江苏',
      track: '物理类',
      xk: '物/化/生',
      score: 612,
      rank,
      rankYear: 2025,
      mode: '院校专业组',
      volunteers: 40,
      majorsPerVolunteer: 6,
      defaultBatch: '本科批',
    })
    expect(data.batch).toBe('本科批')
    expect(data.defaultView).toBe('school')
    const bands = (view: { counts: Record<'冲' | '稳' | '保', number>; total: number }) => {
      expect(view.counts.冲).toBeGreaterThan(10)
      expect(view.counts.稳).toBeGreaterThan(10)
      expect(view.counts.保).toBeGreaterThan(10)
      expect(view.total).toBe(view.counts.冲 + view.counts.稳 + view.counts.保)
    }
    bands(data.views.school)
    // 江苏 publishes its lines per group, none per major: no major has a history to judge by, so none is offered.
    expect(data.views.major.total).toBe(0)
    expect(data.views.major.counts).toMatchObject({ 冲: 0, 稳: 0, 保: 0 })
    // Where lines are generated per major (河南, by group), the 专业 view has options in every band.
    const henan = (await post(querySum, {}, student('13900000016', '河南', '物/化/生', 600))).data
    expect(henan.candidate).toMatchObject({ province: '河南', rankYear: LATEST_YEAR, mode: '院校专业组' })
    bands(henan.views.school)
    bands(henan.views.major)
  })

  it('lists 冲 groups: P in [10%, 50%), most likely first, each with the years and ranks it used', async () => {
    const { data } = await post(choiceSchoolList, { band: '冲', pageSize: 50 }, token)
    const sum = (await post(querySum, {}, token)).data
    expect(data.total).toBe(sum.views.school.counts.冲)
    const p = data.list.map((i: { chance: { probability: number } }) => i.chance.probability)
    expect(p).toEqual([...p].sort((a, b) => b - a))
    for (const item of data.list) {
      expect(item.kind).toBe('group')
      expect(item.groupName).toBe(`第${item.groupCode}组`)
      expect(item.chance.band).toBe('冲')
      expect(item.chance.probability).toBeGreaterThanOrEqual(BAND_FLOOR.冲 - 1e-4)
      expect(item.chance.probability).toBeLessThan(BAND_FLOOR.稳)
      expect(item.chance.years.length).toBeGreaterThan(0)
      expect(item.chance.reasons.at(-1)).toMatch(/^录取概率约 \d+%，属于「冲」$/)
      // A published group holds majors of several requirements (物理+化学、不限): one met is enough to offer it.
      expect(meetsRequirementText(item.subjectRequirement, '物/化/生')).toBe(true)
      // 投档线 print no places: never shown as 0, and the plan is not compared with an unpublished number.
      expect(item.chance.lastPlaces).toBeNull()
      expect(item.chance.years.every((y: { places: number | null }) => y.places === null)).toBe(true)
      expect(item.chance.planChange).toBe(0)
      expect(item.chance.reasons).toContain(CHANCE_TEXT.planLastUnknown(item.chance.planYear, item.chance.planPlaces))
    }
    // The years are the dataset's own rows: the school's published lines under its own name (a campus line
    // printed under the same code is another school's history) with a rank (a score the year's table cannot
    // place predicts nothing).
    const first = data.list[0]
    const rows = upstream()
      .db.prepare(
        `SELECT year, min_rank AS minRank, min_score AS minScore FROM school_admissions
         WHERE school_id = ? AND province = '江苏' AND track = '物理类' AND group_code = ? AND printed_name = ''
           AND source_url <> '' AND min_rank IS NOT NULL ORDER BY year DESC`,
      )
      .all(first.key.schoolId, first.key.groupCode)
    expect(
      first.chance.years.map((y: { year: number; minRank: number; minScore: number }) => ({
        year: y.year,
        minRank: y.minRank,
        minScore: y.minScore,
      })),
    ).toEqual(rows)
  })

  it('never offers a group whose subject requirement the candidate misses (物/生/地: no 化学)', async () => {
    const other = student('13900000011', '江苏', '物/生/地', 612)
    const sum = (await post(querySum, {}, other)).data.views.school
    expect(sum.subjectExcluded).toBeGreaterThan(0)
    const all = (await post(choiceSchoolList, { pageSize: 50, sort: 'rank' }, other)).data
    expect(all.total).toBe(sum.total)
    for (const item of all.list) expect(item.subjectRequirement).not.toContain('化学')
  })

  it('lists majors (专业 view), filtered by category and tuition', async () => {
    // 河南: per-major lines are generated there (江苏 publishes none, so its 专业 view is empty).
    const henan = student('13900000017', '河南', '物/化/生', 600)
    const { data } = await post(choiceMajorList, { majorCategories: ['工学'], tuitionMax: 7000, pageSize: 20 }, henan)
    expect(data.total).toBeGreaterThan(0)
    expect(data.list.length).toBeGreaterThan(0)
    for (const item of data.list) {
      expect(item.kind).toBe('major')
      expect(item.addable).toBe(true)
      expect(item.major.category).toBe('工学')
      expect(item.tuitionMax).toBeLessThanOrEqual(7000)
    }
  })

  it('notes physical limits and drops what they bar', async () => {
    // Majors in 河南 (generated per major); groups in 江苏 (published groups, majors planned in them).
    const henan = student('13900000018', '河南', '物/化/生', 600)
    const plain = (await post(choiceMajorList, { majorCategories: ['医学'], pageSize: 5 }, henan)).data
    expect(plain.total).toBeGreaterThan(0)
    const weak = (await post(choiceMajorList, { majorCategories: ['医学'], colourVision: '色弱' }, henan)).data
    expect(weak.total).toBe(0)
    const groups = (await post(choiceSchoolList, { colourVision: '色盲', pageSize: 50 }, token)).data
    expect(
      groups.list.some((g: { limits: string[] }) => g.limits.some((l) => l.startsWith('色盲考生不宜报考：'))),
    ).toBe(true)
  })

  it('shows a school’s groups and majors by name (queryMajorListByYxmc)', async () => {
    const { data } = await post(queryMajorListByYxmc, { yxmc: '南京大学' }, token)
    expect(data.school.name).toBe('南京大学')
    expect(data.units.length).toBeGreaterThan(0)
    for (const unit of data.units) {
      expect(unit.addable).toBe(true)
      for (const m of unit.majors) expect(m.key.groupCode).toBe(unit.groupCode)
    }
    expect(await post(queryMajorListByYxmc, { yxmc: '没有这所大学' }, token)).toMatchObject(
      refusal('schoolNotFound', '院校不存在'),
    )
  })

  it('answers a school’s and a major’s history and plans (member data)', async () => {
    const school = await post(querySchoolHistoryPlan, { schoolId: 10284, province: '江苏', track: '物理类' }, token)
    const count = upstream()
      .db.prepare(
        `SELECT count(*) FROM school_admissions WHERE school_id = 10284 AND province = '江苏' AND track = '物理类'`,
      )
      .pluck()
      .get()
    expect(school.data.admissions).toHaveLength(count as number)
    // Published lines: the 考试院's page, and no average or places where none was printed.
    for (const line of school.data.admissions) {
      expect(line.source).toMatchObject({ kind: 'published', authority: '江苏省教育考试院' })
      expect(line.avgScore).toBeNull()
      expect(line.places).toBeNull()
    }
    expect(school.data.plans[0].year).toBe(PLAN_YEAR)
    const majorId = upstream()
      .db.prepare(
        `SELECT major_id FROM enrolment_plans WHERE school_id = 10284 AND province = '江苏' AND track = '物理类' LIMIT 1`,
      )
      .pluck()
      .get() as number
    const major = await post(
      queryMajorHistoryPlan,
      { schoolId: 10284, province: '江苏', track: '物理类', majorId },
      token,
    )
    expect(major.data.major.id).toBe(majorId)
    // 江苏 publishes no per-major lines: the major's history is empty, its plan is there.
    expect(major.data.admissions).toEqual([])
    expect(major.data.plans[0]).toMatchObject({ year: PLAN_YEAR })
    // In 福建 (generated, 物理类 in all its history years) a planned major has its three years.
    const fujian = upstream()
      .db.prepare(
        `SELECT school_id AS schoolId, major_id AS majorId FROM major_admissions
         WHERE province = '福建' AND track = '物理类' AND year = ? AND school_id = 10284 LIMIT 1`,
      )
      .get(LATEST_YEAR) as { schoolId: number; majorId: number }
    const generated = await post(queryMajorHistoryPlan, { ...fujian, province: '福建', track: '物理类' }, token)
    expect(generated.data.admissions.map((a: { year: number }) => a.year).sort()).toEqual(
      Array.from({ length: HISTORY_LENGTH }, (_, i) => LATEST_YEAR - HISTORY_LENGTH + 1 + i),
    )
    expect(generated.data.plans[0]).toMatchObject({ year: PLAN_YEAR })
  })
})

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
    const henan = student('13900000019', '河南', '物/化/生', 600)
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
    const other = student('13900000012', '江苏', '史/政/地', 600)
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
    const noPolitics = student('13900000013', '江苏', '史/地/生', 600)
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
    const other = student('13900000015', '江苏', '物/化/生', 600)
    const wish = (await post(addWish, { name: '改科前', batch: '本科批' }, other)).data
    const app = upstream()
    const id = app.db.prepare("SELECT id FROM users WHERE phone = '13900000015'").pluck().get() as number
    app.db.prepare("UPDATE users SET xk = '史/政/地' WHERE id = ?").run(id)
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

describe('one-click filling (AI填报)', () => {
  it('fills a 山东 table: 96 distinct majors, each open to the candidate, 冲 first', async () => {
    const token = await login('13800000002')
    const answer = await post(
      toFillVolunteer,
      { preferences: { priority: 1, majorCategories: ['工学', '理学'] } },
      token,
    )
    expect(answer.data.wish).toMatchObject({
      kind: 'ai',
      name: 'AI志愿方案1',
      province: '山东',
      lineCount: 96,
      capacity: 96,
    })
    // 25/50/25 of 96; a band short of options (six majors a school at most) is made up from the next.
    const { counts } = answer.data
    expect(counts.冲).toBe(24)
    expect(counts.冲 + counts.稳 + counts.保).toBe(96)
    expect(answer.data.shortfall).toBe(0)
    const detail = (await post(queryVolunteer, { wishId: answer.data.wish.id }, token)).data
    expect(detail.lines).toHaveLength(96)
    const keys = detail.lines.map((l: { key: object }) => JSON.stringify(l.key))
    expect(new Set(keys).size).toBe(96)
    const p = detail.lines.map((l: { chance: { probability: number } }) => l.chance.probability)
    expect(p).toEqual([...p].sort((a, b) => a - b))
    for (const line of detail.lines) {
      expect(line.major).not.toBeNull()
      expect(line.groupCode).toBe('')
      expect(line.warnings.filter((w: { kind: string }) => w.kind === 'subject')).toEqual([])
      expect(meetsRequirement(line.subjectRequirement, subjectSet('物/化/地'))).toBe(true)
      expect(line.why[0]).toMatch(/^「[冲稳保]」志愿：录取概率约 (>99|<1|\d+)%$/)
    }
    // Regenerating with other preferences rewrites the same plan.
    const again = await post(
      toFillVolunteer,
      { wishId: answer.data.wish.id, preferences: { priority: 2, split: { reach: 35, match: 45, safe: 20 } } },
      token,
    )
    expect(again.data.wish.id).toBe(answer.data.wish.id)
    expect(again.data.counts.冲).toBe(34)
    expect(again.data.wish.lineCount).toBe(96)
    expect(again.data.wish.preferences).toEqual({ priority: 2, split: { reach: 35, match: 45, safe: 20 } })
    expect(
      await post(toFillVolunteer, { preferences: { split: { reach: 50, match: 40, safe: 20 } } }, token),
    ).toMatchObject(refusal('splitInvalid', '冲、稳、保的比例之和须为 100%'))
    expect(await post(toFillVolunteer, { preferences: { keyword: '没有这所大学' } }, token)).toMatchObject(
      refusal('nothingToFill', '没有符合条件的志愿，请放宽筛选条件后重试'),
    )
  })

  it('fills a 广东 table: 45 groups of at most 6 majors', async () => {
    const token = student('13900000014', '广东', '物/化/生', 600)
    const answer = await post(toFillVolunteer, { preferences: {} }, token)
    expect(answer.data.wish.lineCount).toBe(45)
    const detail = (await post(queryVolunteer, { wishId: answer.data.wish.id }, token)).data
    // 广东's 2024 lines are published: the plan is built on those groups, codes as printed (205).
    const published = upstream()
      .db.prepare(
        `SELECT 1 FROM school_admissions WHERE province = '广东' AND year = 2024 AND track = '物理类'
           AND school_id = ? AND group_code = ? AND source_url <> ''`,
      )
      .pluck()
    for (const line of detail.lines) {
      expect(line.groupCode).toMatch(/^\d{3}$/)
      expect(published.get(line.school.id, line.groupCode), `${line.school.name} ${line.groupCode}`).toBe(1)
      expect(line.majors.length).toBeGreaterThan(0)
      expect(line.majors.length).toBeLessThanOrEqual(6)
    }
  })

  it('refuses 专业+院校 lines without a major', async () => {
    const token = await login('13800000002')
    const wish = (await post(addWish, { name: '手填', batch: '本科批' }, token)).data
    expect(await post(fillVolunteer, { wishId: wish.id, schoolId: 10422 }, token)).toMatchObject(
      refusal('majorRequired', '请选择专业：本省按「专业+院校」填报'),
    )
  })
})

describe('exports', () => {
  let token: string
  let wishId: number
  let schools: string[]
  beforeAll(async () => {
    token = await login('13800000001')
    wishId = (await post(addWish, { name: '导出用', batch: '本科批' }, token)).data.id
    const groups = (await post(choiceSchoolList, { pageSize: 12, band: '保' }, token)).data.list
    for (const g of groups)
      await post(fillVolunteer, { wishId, schoolId: g.key.schoolId, groupCode: g.key.groupCode }, token)
    schools = (await post(queryVolunteer, { wishId }, token)).data.lines.map(
      (l: { school: { name: string } }) => l.school.name,
    )
  })

  const file = (endpoint: Endpoint, t = token) =>
    upstream().inject({ method: 'POST', url: apiPath(endpoint), payload: { wishId }, headers: { [TOKEN_HEADER]: t } })

  it('answers Excel as an attachment holding the student and every line', async () => {
    const res = await file(wishExecl)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe(EXCEL_CONTENT_TYPE)
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="wish-${wishId}.xlsx"; filename*=UTF-8''${encodeURIComponent('导出用.xlsx')}`,
    )
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('志愿表')
    const cells: string[] = []
    sheet?.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))))
    expect(cells).toEqual(expect.arrayContaining(['考生', '张明', '省份', '江苏', '分数', '612', '位次']))
    for (const name of schools) expect(cells).toContain(name)
  })

  it('answers a PDF whose text is Chinese and holds the student and every line', async () => {
    const res = await file(wishPdf)
    expect(res.headers['content-type']).toBe(PDF_CONTENT_TYPE)
    expect(res.headers['content-disposition']).toContain('attachment;')
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload))
    const { text } = await extractText(pdf, { mergePages: true })
    expect(text).toContain('志愿表：导出用')
    expect(text).toContain('考生：张明')
    expect(text).toContain('省份：江苏')
    expect(text).toContain('分数：612')
    for (const name of schools) expect(text).toContain(name)
  })

  it('refuses someone else’s table as an envelope, and a missing login with 401', async () => {
    const other = await login('13800000002')
    const res = await file(wishPdf, other)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ code: PLANNING_REFUSAL_CODE.wishNotFound, msg: '志愿表不存在', data: null })
    const anonymous = await upstream().inject({ method: 'POST', url: apiPath(wishExecl), payload: { wishId } })
    expect(anonymous.statusCode).toBe(401)
  })
})
