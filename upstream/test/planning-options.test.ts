import {
  BAND_FLOOR,
  CHANCE_TEXT,
  choiceMajorList,
  choiceSchoolList,
  meetsRequirementText,
  queryMajorHistoryPlan,
  queryMajorListByYxmc,
  querySchoolHistoryPlan,
  querySum,
} from '@gaokao/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { HISTORY_LENGTH, LATEST_YEAR, PLAN_YEAR } from '../src/dataset/generate/model.js'
import { refusal, usePlanningApi } from './support/planning-api.js'

const { upstream, post, login, student } = usePlanningApi()

describe('the candidate’s options (自主填报)', () => {
  let token: string
  beforeAll(async () => {
    token = await login('13800000001')
  })

  it('needs a login, and a complete profile', async () => {
    expect((await post(querySum, {})).status).toBe(401)
    const app = upstream()
    const now = app.now()
    const { id } = await app.userDb
      .insertInto('users')
      .values({ phone: '13900000009', password_hash: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    const bare = await app.sessions.issue(id)
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
    const henan = (await post(querySum, {}, await student('13900000016', '河南', '物/化/生', 600))).data
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
    const other = await student('13900000011', '江苏', '物/生/地', 612)
    const sum = (await post(querySum, {}, other)).data.views.school
    expect(sum.subjectExcluded).toBeGreaterThan(0)
    const all = (await post(choiceSchoolList, { pageSize: 50, sort: 'rank' }, other)).data
    expect(all.total).toBe(sum.total)
    for (const item of all.list) expect(item.subjectRequirement).not.toContain('化学')
  })

  it('lists majors (专业 view), filtered by category and tuition', async () => {
    // 河南: per-major lines are generated there (江苏 publishes none, so its 专业 view is empty).
    const henan = await student('13900000017', '河南', '物/化/生', 600)
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
    const henan = await student('13900000018', '河南', '物/化/生', 600)
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
