import { createHash } from 'node:crypto'
import {
  ERROR_CODE,
  focusMajor,
  loginByPassWord,
  MAJOR_FOCUS_LIMIT,
  MAJOR_REFUSAL_CODE,
  MAJOR_TEXT,
  PAGE_SIZE_MAX,
  queryCcList,
  queryFocusMajor,
  queryHighPayMajor,
  queryMajorDetail,
  queryMajorList,
  queryMajorSchoolList,
  queryXkmlList,
  queryZylList,
  xkmlList,
} from '@gaokao/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { HISTORY_YEARS, LATEST_YEAR, PLAN_YEAR } from '../src/dataset/generate/model.js'
import { useUpstream } from './helpers.js'
import { contractCaller } from './support/contract-call.js'

let clock = Date.parse('2026-06-26T10:00:00+08:00')

const upstream = useUpstream({ DEMO_MODE: 'on' }, { now: () => clock })
const { post, ok } = contractCaller(upstream)

describe('the catalogue: levels, 门类 and 专业类', () => {
  it('answers the two levels with the counts of the seeded catalogues', async () => {
    const levels = await ok(queryCcList, {})
    expect(levels).toEqual([
      { cc: '本科', categoryCount: 12, majorCount: 774 },
      { cc: '专科', categoryCount: 19, majorCount: 295 },
    ])
  })

  it('lists the 门类 of 本科 in code order and the 专业大类 of 专科, adding up to the level', async () => {
    const undergraduate = await ok(queryXkmlList, { cc: '本科' })
    expect(undergraduate[0]).toEqual({ cc: '本科', code: '01', name: '哲学', classCount: 1, majorCount: 4 })
    expect(undergraduate.find((c) => c.name === '工学')).toEqual({
      cc: '本科',
      code: '08',
      name: '工学',
      classCount: 32,
      majorCount: 277,
    })
    expect(undergraduate.map((c) => c.code)).toEqual([...undergraduate.map((c) => c.code)].sort())
    expect(undergraduate.reduce((n, c) => n + c.majorCount, 0)).toBe(774)

    const vocational = await ok(queryXkmlList, { cc: '专科' })
    expect(vocational).toHaveLength(19)
    expect(vocational.every((c) => c.cc === '专科' && c.name.endsWith('大类'))).toBe(true)
    expect(vocational.reduce((n, c) => n + c.majorCount, 0)).toBe(295)

    // xkmlList answers both levels, or one.
    expect(await ok(xkmlList, {})).toEqual([...undergraduate, ...vocational])
    expect(await ok(xkmlList, { cc: '专科' })).toEqual(vocational)
  })

  it('lists the 专业类 of 工学, 计算机类 among them, adding up to the 门类', async () => {
    const classes = await ok(queryZylList, { cc: '本科', xkml: '08' })
    expect(classes).toHaveLength(32)
    expect(classes.find((c) => c.code === '0809')).toEqual({ code: '0809', name: '计算机类', majorCount: 18 })
    expect(classes.reduce((n, c) => n + c.majorCount, 0)).toBe(277)
    expect(await ok(queryZylList, { cc: '专科', xkml: '08' })).toEqual([])
  })

  it('refuses a 门类 code that is not two digits, in Chinese', async () => {
    const res = await post(queryZylList, { cc: '本科', xkml: '工学' })
    expect(res.status).toBe(400)
    expect(res.code).toBe(ERROR_CODE.badRequest)
    expect(res.msg).toBe('参数格式不正确：xkml')
    expect(await post(queryXkmlList, { cc: '硕士' })).toMatchObject({ status: 400, msg: MAJOR_TEXT.levelInvalid })
  })
})

describe('queryMajorList', () => {
  it('pages the majors of a 专业类 in catalogue order, without repeats', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((pageNum) => ok(queryMajorList, { zyl: '0809', pageNum, pageSize: 5 })),
    )
    expect(pages.map((p) => p.list.length)).toEqual([5, 5, 5, 3])
    expect(pages.every((p) => p.total === 18)).toBe(true)
    const all = pages.flatMap((p) => p.list)
    expect(new Set(all.map((m) => m.id)).size).toBe(18)
    expect(all.every((m) => m.className === '计算机类' && m.level === '本科')).toBe(true)
    expect(all.map((m) => m.code)).toEqual([...all.map((m) => m.code)].sort())
    expect(all[0]).toMatchObject({ name: '计算机科学与技术', code: '080901', degree: '工学学士', duration: 4 })
  })

  it('filters by level and 门类, and a page past the end is empty', async () => {
    const vocational = await ok(queryMajorList, { cc: '专科', xkml: '51', pageSize: 50 })
    expect(vocational.total).toBe(21)
    expect(vocational.list.every((m) => m.level === '专科' && m.categoryCode === '51' && m.degree === '')).toBe(true)
    const past = await ok(queryMajorList, { cc: '专科', xkml: '51', pageNum: 9, pageSize: 50 })
    expect(past).toEqual({ list: [], total: 21, pageNum: 9, pageSize: 50 })
  })

  it('finds by keyword, the exact name first, and ignores spaces', async () => {
    const found = await ok(queryMajorList, { keyword: ' 软件 工程 ' })
    expect(found.list[0]?.name).toBe('软件工程')
    expect(found.list.every((m) => m.name.includes('软件工程'))).toBe(true)
    const nothing = await ok(queryMajorList, { keyword: '不存在的专业名' })
    expect(nothing).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 20 })
  })
})

describe('queryMajorDetail', () => {
  it('answers the introduction, courses, careers, requirements seen in the plans, figures with their year and related jobs', async () => {
    const major = await ok(queryMajorDetail, { id: 80901 })
    expect(major).toMatchObject({
      id: 80901,
      code: '080901',
      name: '计算机科学与技术',
      level: '本科',
      category: '工学',
      className: '计算机类',
      degree: '工学学士',
      duration: 4,
    })
    expect(major.courses).toContain('数据结构')
    expect(major.careers.length).toBeGreaterThanOrEqual(3)

    // Requirements are read from the coming year's plans.
    expect(major.subjectRequirements.year).toBe(PLAN_YEAR)
    const requirements = major.subjectRequirements.items.map((i) => i.requirement)
    expect(requirements[0]).toBe('物理+化学')
    // 工学 asks for 物理+化学 (one generated school in ten only 物理, one published group 物理+化学+生物): always 物理.
    expect(requirements.every((r) => r === '物理+化学' || r === '物理' || r === '物理+化学+生物')).toBe(true)
    const planned = upstream()
      .db.prepare('SELECT COUNT(DISTINCT school_id) FROM enrolment_plans WHERE major_id = 80901 AND year = ?')
      .pluck()
      .get(PLAN_YEAR) as number
    expect(major.subjectRequirements.items.reduce((n, i) => n + i.schools, 0)).toBe(planned)
    expect(major.schoolCount).toBeGreaterThanOrEqual(planned)

    // Outcomes follow the graduates of the history years, the newest last.
    expect(major.outcomes.year).toBe(LATEST_YEAR)
    expect(major.outcomes.demo).toBe(true)
    expect(major.outcomes.history.map((h) => h.year)).toEqual([...HISTORY_YEARS])
    expect(major.outcomes.history.at(-1)).toEqual({
      year: LATEST_YEAR,
      salary: major.outcomes.salary,
      employmentRate: major.outcomes.employmentRate,
    })
    expect(major.jobs.map((j) => j.name)).toContain('软件工程师')
  })

  it('says 专业不存在 for an unknown id, as a refusal rather than an HTTP error', async () => {
    const res = await post(queryMajorDetail, { id: 99 })
    expect(res).toMatchObject({ status: 200, code: MAJOR_REFUSAL_CODE.majorNotFound, msg: MAJOR_TEXT.notFound })
  })
})

describe('queryHighPayMajor', () => {
  it('ranks majors by their latest salary, of one level or both, as the detail shows them', async () => {
    const top = await ok(queryHighPayMajor, { size: 12 })
    expect(top.year).toBe(LATEST_YEAR)
    expect(top.demo).toBe(true)
    expect(top.list).toHaveLength(12)
    const salaries = top.list.map((m) => m.salary)
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a))
    const first = top.list[0]
    if (!first) throw new Error('no majors')
    const detail = await ok(queryMajorDetail, { id: first.id })
    expect(detail.outcomes.salary).toBe(first.salary)
    expect(detail.outcomes.employmentRate).toBe(first.employmentRate)

    const vocational = await ok(queryHighPayMajor, { cc: '专科' })
    expect(vocational.list).toHaveLength(10)
    expect(vocational.list.every((m) => m.level === '专科')).toBe(true)
    // 专科 graduates earn less than the best-paid 本科 ones.
    expect(vocational.list[0]?.salary).toBeLessThan(first.salary)
  })
})

describe('querySchoolList (every school offering a major, with its school line in a province)', () => {
  /** Each school's lowest ordinary line in the province's newest year, track and batch, as the upstream should read it. */
  const linesOf = (majorId: number, province: string, track: string) => {
    const year = upstream()
      .db.prepare('SELECT max(year) FROM school_admissions WHERE province = ?')
      .pluck()
      .get(province) as number
    const rows = upstream()
      .db.prepare(
        `SELECT a.school_id AS id, min(a.min_score) AS score FROM school_admissions a
         WHERE a.province = ? AND a.year = ? AND a.track = ? AND a.batch = '本科批' AND a.printed_name = ''
           AND a.school_id IN (SELECT school_id FROM school_majors WHERE major_id = ?)
         GROUP BY a.school_id`,
      )
      .all(province, year, track, majorId) as { id: number; score: number }[]
    return { year, scores: new Map(rows.map((r) => [r.id, r.score])) }
  }
  const offering = (majorId: number) =>
    upstream().db.prepare('SELECT count(*) FROM school_majors WHERE major_id = ?').pluck().get(majorId) as number

  it('serves every school offering 计算机科学与技术 without a login, each with its newest line in 江苏, highest first', async () => {
    const page = await ok(queryMajorSchoolList, {
      majorId: 80901,
      province: '江苏',
      preferTrack: '物理类',
      pageSize: 50,
    })
    const { year, scores } = linesOf(80901, '江苏', '物理类')
    expect(page).toMatchObject({ year, track: '物理类', total: offering(80901), pageNum: 1, pageSize: 50 })
    expect(page.tracks).toContain('历史类')
    expect(page.list).toHaveLength(50)
    for (const s of page.list) {
      expect(s.admission?.minScore ?? null, s.schoolName).toBe(scores.get(s.schoolId) ?? null)
      if (s.admission) expect(s.admission).toMatchObject({ year, province: '江苏', track: '物理类' })
    }
    const lines = page.list.flatMap((s) => (s.admission ? [s.admission.minScore] : []))
    expect(lines).toEqual([...lines].sort((a, b) => b - a))
    // 江苏's lines are published: each says by whom.
    expect(page.list[0]?.admission?.source.kind).toBe('published')
    const nanjing = page.list.find((s) => s.schoolName === '南京大学')
    expect(nanjing?.tags.slice(0, 3)).toEqual(['985', '211', '双一流'])
  })

  it('pages through all of them, sorts by the ranking, and takes the student’s track', async () => {
    const total = offering(80901)
    const seen = new Set<number>()
    for (let pageNum = 1; (pageNum - 1) * PAGE_SIZE_MAX < total; pageNum++) {
      const page = await ok(queryMajorSchoolList, {
        majorId: 80901,
        province: '河南',
        pageSize: PAGE_SIZE_MAX,
        pageNum,
      })
      for (const s of page.list) seen.add(s.schoolId)
    }
    expect(seen.size).toBe(total)
    // Schools without a line in the province come after those with one.
    const last = await ok(queryMajorSchoolList, {
      majorId: 80901,
      province: '河南',
      pageSize: 10,
      pageNum: Math.ceil(total / 10),
    })
    const first = await ok(queryMajorSchoolList, { majorId: 80901, province: '河南', pageSize: 10 })
    expect(first.list.every((s) => s.admission !== null)).toBe(true)
    expect(last.list.at(-1)?.admission ?? null).toBeNull()

    const ranked = await ok(queryMajorSchoolList, { majorId: 80901, province: '河南', sort: 'rank', pageSize: 5 })
    const best = upstream()
      .db.prepare(
        `SELECT r.school_id FROM school_rankings r JOIN school_majors sm ON sm.school_id = r.school_id
         WHERE sm.major_id = 80901 ORDER BY r.rank LIMIT 1`,
      )
      .pluck()
      .get()
    expect(ranked.list[0]?.schoolId).toBe(best)

    const history = await ok(queryMajorSchoolList, { majorId: 30101, province: '江苏', preferTrack: '历史类' })
    expect(history.track).toBe('历史类')
    const asked = await ok(queryMajorSchoolList, {
      majorId: 30101,
      province: '江苏',
      track: '物理类',
      preferTrack: '历史类',
    })
    expect(asked.track).toBe('物理类')
  })

  it('lists the schools without lines when no province is given', async () => {
    const page = await ok(queryMajorSchoolList, { majorId: 80901 })
    expect(page).toMatchObject({ year: null, track: '', tracks: [], total: offering(80901) })
    expect(page.list.every((s) => s.admission === null)).toBe(true)
  })

  it('refuses an unknown major, an empty province and an oversized page in Chinese, also in a burst', async () => {
    expect(await post(queryMajorSchoolList, { majorId: 99, province: '江苏' })).toMatchObject({
      code: MAJOR_REFUSAL_CODE.majorNotFound,
      msg: MAJOR_TEXT.notFound,
    })
    const missing = await post(queryMajorSchoolList, { majorId: 80901, province: '' })
    expect(missing).toMatchObject({ status: 400, msg: '请选择省份' })
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(queryMajorSchoolList, { majorId: 80901, province: '江苏', pageSize: 1000 }),
      ),
    )
    for (const res of burst) {
      expect(res.status).toBe(400)
      expect(res.msg).toMatch(/[\u4e00-\u9fff]/)
    }
  })
})

describe('focused majors (关注)', () => {
  const md5 = (s: string) => createHash('md5').update(s).digest('hex')
  let token = ''
  beforeAll(async () => {
    token = (await ok(loginByPassWord, { phone: '13800000002', passWord: md5('demo1234') })).token
  })

  it('needs a login', async () => {
    expect((await post(focusMajor, { majorId: 80901, focus: true })).status).toBe(401)
    expect((await post(queryFocusMajor, {})).status).toBe(401)
  })

  it('focuses, lists the latest first, tells whether one major is focused, and unfocuses', async () => {
    expect(await ok(focusMajor, { majorId: 80902, focus: true }, token)).toEqual({ majorId: 80902, focused: true })
    clock += 1000
    expect(await ok(focusMajor, { majorId: 80901, focus: true }, token)).toEqual({ majorId: 80901, focused: true })
    // Focusing again changes nothing.
    await ok(focusMajor, { majorId: 80901, focus: true }, token)

    const list = await ok(queryFocusMajor, {}, token)
    expect(list.total).toBe(2)
    expect(list.list.map((m) => m.name)).toEqual(['计算机科学与技术', '软件工程'])
    expect(list.list[0]?.focusedAt).toBe(clock)

    expect((await ok(queryFocusMajor, { majorId: 80901 }, token)).total).toBe(1)
    expect(await ok(focusMajor, { majorId: 80901, focus: false }, token)).toEqual({ majorId: 80901, focused: false })
    expect((await ok(queryFocusMajor, { majorId: 80901 }, token)).total).toBe(0)
    expect((await ok(queryFocusMajor, {}, token)).total).toBe(1)
  })

  it('neither lists nor counts a follow of a major a reseed removed', async () => {
    const user = await upstream()
      .userDb.selectFrom('users')
      .select('id')
      .where('phone', '=', '13800000002')
      .executeTakeFirstOrThrow()
    await upstream()
      .userDb.insertInto('user_focus')
      .values({ user_id: user.id, kind: 'major', target_id: 99, created_at: clock + 1000 })
      .execute()
    const list = await ok(queryFocusMajor, { pageSize: 1 }, token)
    expect([list.total, list.list.map((m) => m.id)]).toEqual([1, [80902]])
  })

  it('refuses an unknown major, and more than the limit', async () => {
    expect(await post(focusMajor, { majorId: 99, focus: true }, token)).toMatchObject({
      code: MAJOR_REFUSAL_CODE.majorNotFound,
      msg: MAJOR_TEXT.notFound,
    })
    // The other demo student, who follows nothing yet.
    const other = (await ok(loginByPassWord, { phone: '13800000001', passWord: md5('demo1234') })).token
    const ids = upstream()
      .db.prepare('SELECT id FROM majors ORDER BY id LIMIT ?')
      .pluck()
      .all(MAJOR_FOCUS_LIMIT + 1) as number[]
    for (const id of ids.slice(0, MAJOR_FOCUS_LIMIT)) await ok(focusMajor, { majorId: id, focus: true }, other)
    const total = (await ok(queryFocusMajor, { pageSize: 1 }, other)).total
    expect(total).toBe(MAJOR_FOCUS_LIMIT)
    expect(await post(focusMajor, { majorId: ids[MAJOR_FOCUS_LIMIT], focus: true }, other)).toMatchObject({
      status: 200,
      code: MAJOR_REFUSAL_CODE.focusLimit,
      msg: '最多关注100个专业',
    })
  })
})
