import {
  apiPath,
  COLLEGE_TEXT,
  FOCUS_LIMIT,
  focus,
  loginByPassWord,
  queryFocusSchool,
  querySchoolDetails,
  querySchoolMajor,
  querySchoolRecommendations,
  querySchoolScenery,
  querySchoolScore,
} from '@gaokao/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { LATEST_YEAR, PLAN_YEAR } from '../src/dataset/generate/model.js'
import { JIANGSU, md5, PKU, useCollegeApi } from './support/college-api.js'

const { upstream, post, sql, one } = useCollegeApi()

describe('a college: details, scenery, majors, similar colleges', () => {
  it('answers the facts of 北京大学 with its ranking and catalogue size', async () => {
    const res = await post(querySchoolDetails, { schoolId: PKU })
    expect(res.data).toMatchObject({
      id: PKU,
      code: '4111010001',
      name: '北京大学',
      province: '北京',
      city: '北京市',
      level: '本科',
      type: '综合',
      nature: '公办',
      authority: '教育部',
      founded: 1898,
      website: 'https://www.pku.edu.cn',
      majorCount: one<number>('SELECT count(*) FROM school_majors WHERE school_id = ?', PKU),
      // Every province but 上海, whose published 2024 lines hold none of 北京大学's (and generate none where published).
      recruitProvinces: 30,
      // Its newest admissions are generated ones of the latest round, in a province with no published table.
      recruitYear: LATEST_YEAR,
    })
    expect(res.data.tags.slice(0, 3)).toEqual(['985', '211', '双一流'])
    expect(res.data.ranking.year).toBe(2025)
    expect(res.data.ranking.rank).toBe(one<number>('SELECT rank FROM school_rankings WHERE school_id = ?', PKU))
  })

  it('refuses an id that is no college with 院校不存在, as a business answer', async () => {
    for (const e of [querySchoolDetails, querySchoolScenery, querySchoolRecommendations, querySchoolMajor]) {
      const res = await post(e, { schoolId: 99999 })
      expect(res).toMatchObject({ status: 200, code: 1410, msg: '院校不存在' })
    }
    const scores = await post(querySchoolScore, { schoolId: 99999, province: JIANGSU })
    expect(scores).toMatchObject({ code: 1410, msg: '院校不存在' })
    // A refusal is a JSON envelope to every client, not a file (the bff and the web read it by its content type).
    const raw = await upstream().inject({
      method: 'POST',
      url: apiPath(querySchoolDetails),
      payload: { schoolId: 99999 },
    })
    expect(raw.headers['content-type']).toBe('application/json; charset=utf-8')
  })

  it('answers no scenery rather than invented photos', async () => {
    expect((await post(querySchoolScenery, { schoolId: PKU })).data).toEqual([])
  })

  it("lists the college's majors with their subject requirements and the tracks planned in the province", async () => {
    const res = await post(querySchoolMajor, { schoolId: PKU, province: JIANGSU })
    expect(res.data.planYear).toBe(PLAN_YEAR)
    expect(res.data.list).toHaveLength(one<number>('SELECT count(*) FROM school_majors WHERE school_id = ?', PKU))
    const requirements = new Set(res.data.list.map((m: { subjectRequirement: string }) => m.subjectRequirement))
    expect([...requirements]).toEqual(expect.arrayContaining(['物理+化学', '不限']))
    const planned = sql<{ major_id: number; track: string }>(
      "SELECT major_id, track FROM enrolment_plans WHERE school_id = ? AND province = '江苏' AND year = ?",
      PKU,
      PLAN_YEAR,
    )
    const recruited = res.data.list.filter((m: { tracks: string[] }) => m.tracks.length > 0)
    expect(recruited.flatMap((m: { tracks: string[] }) => m.tracks)).toHaveLength(planned.length)
    // A 物理+化学 major is planned in 物理类 only (3+1+2 rule).
    for (const m of recruited.filter((x: { subjectRequirement: string }) => x.subjectRequirement === '物理+化学')) {
      expect(m.tracks).toEqual(['物理类'])
    }
    // Without a province no tracks are claimed.
    const bare = await post(querySchoolMajor, { schoolId: PKU })
    expect(bare.data.list.every((m: { tracks: string[] }) => m.tracks.length === 0)).toBe(true)
  })

  it('recommends up to 8 similar colleges of the same level, same type first, never itself', async () => {
    const res = await post(querySchoolRecommendations, { schoolId: PKU })
    expect(res.data).toHaveLength(8)
    expect(res.data.map((s: { id: number }) => s.id)).not.toContain(PKU)
    for (const s of res.data) {
      expect(s.level).toBe('本科')
      expect(s.type).toBe('综合')
      expect(s.reason).toBe(COLLEGE_TEXT.similarReason('综合', '本科'))
    }
    const own = one<number>('SELECT score FROM school_rankings WHERE school_id = ?', PKU)
    const gaps = res.data.map((s: { ranking: { score: number } }) => Math.abs(s.ranking.score - own))
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b))
  })

  it('recommends, for a college without a ranking, colleges of its level and type, its own province first', async () => {
    // An unranked 专科 college of 江苏 (no published 本科 line ranks it).
    const self = sql<{ id: number; type: string; province: string }>(
      `SELECT c.id, c.type, c.province FROM colleges c LEFT JOIN school_rankings r ON r.school_id = c.id
       WHERE r.school_id IS NULL AND c.level = '专科' AND c.province = '江苏' ORDER BY c.id LIMIT 1`,
    )[0]
    if (!self) throw new Error('江苏 has unranked 专科 colleges')
    const res = await post(querySchoolRecommendations, { schoolId: self.id })
    expect(res.data).toHaveLength(8)
    expect(res.data.map((s: { id: number }) => s.id)).not.toContain(self.id)
    const provinces = res.data.map((s: { province: string }) => s.province)
    // Its own province's colleges come first.
    expect(provinces).toEqual([...provinces].sort((a, b) => Number(a !== self.province) - Number(b !== self.province)))
    for (const s of res.data) {
      expect(s.level).toBe('专科')
      expect(s.type).toBe(self.type)
      expect(s.reason).toBe(
        s.province === self.province
          ? COLLEGE_TEXT.similarPlaceReason(self.type, '专科', self.province)
          : COLLEGE_TEXT.similarTypeReason(self.type, '专科'),
      )
    }
  })
})

describe('focus (关注)', () => {
  let token: string
  beforeAll(async () => {
    const login = await post(loginByPassWord, { phone: '13800000001', passWord: md5('demo1234') })
    token = login.data.token
  })

  it('needs a login', async () => {
    expect((await post(focus, { schoolId: PKU })).status).toBe(401)
    expect((await post(queryFocusSchool, {})).status).toBe(401)
  })

  it('follows, toggles and lists the newest first; refuses a college that does not exist', async () => {
    expect((await post(focus, { schoolId: PKU, focused: true }, token)).data).toEqual({ schoolId: PKU, focused: true })
    // Asking for the state it already has changes nothing.
    expect((await post(focus, { schoolId: PKU, focused: true }, token)).data.focused).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 5)) // a later follow, a later time
    expect((await post(focus, { schoolId: 10003 }, token)).data.focused).toBe(true)
    const list = await post(queryFocusSchool, {}, token)
    expect(list.data.total).toBe(2)
    expect(list.data.list.map((s: { name: string }) => s.name)).toEqual(['清华大学', '北京大学'])
    const onlyPku = await post(queryFocusSchool, { schoolIds: [PKU, 10002] }, token)
    expect(onlyPku.data.list.map((s: { id: number }) => s.id)).toEqual([PKU])

    expect((await post(focus, { schoolId: 10003 }, token)).data.focused).toBe(false)
    expect((await post(queryFocusSchool, {}, token)).data.total).toBe(1)
    expect(await post(focus, { schoolId: 99999 }, token)).toMatchObject({ code: 1410, msg: '院校不存在' })

    // Another user sees none of it.
    const other = await post(loginByPassWord, { phone: '13800000002', passWord: md5('demo1234') })
    expect((await post(queryFocusSchool, {}, other.data.token)).data.total).toBe(0)
  })

  it('neither lists nor counts a follow of a college a reseed removed', async () => {
    const db = upstream().userDb
    const user = await db.selectFrom('users').select('id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()
    const gone = { user_id: user.id, kind: 'school' as const, target_id: 99999 }
    await db
      .insertInto('user_focus')
      .values({ ...gone, created_at: upstream().now() + 60_000 })
      .execute()
    try {
      const list = await post(queryFocusSchool, { pageSize: 1 }, token)
      expect([list.data.total, list.data.list.map((s: { id: number }) => s.id)]).toEqual([1, [PKU]])
    } finally {
      await db.deleteFrom('user_focus').where('user_id', '=', gone.user_id).where('target_id', '=', 99999).execute()
    }
  })

  it(`refuses a follow beyond ${FOCUS_LIMIT} colleges`, async () => {
    const ids = sql<{ id: number }>('SELECT id FROM colleges ORDER BY id LIMIT ?', FOCUS_LIMIT + 1).map((r) => r.id)
    for (const id of ids.slice(0, FOCUS_LIMIT)) await post(focus, { schoolId: id, focused: true }, token)
    expect((await post(queryFocusSchool, { pageSize: 50 }, token)).data.total).toBe(FOCUS_LIMIT)
    const refused = await post(focus, { schoolId: ids[FOCUS_LIMIT] as number, focused: true }, token)
    expect(refused).toMatchObject({ status: 200, code: 1411, msg: `最多关注${FOCUS_LIMIT}个，请先取消一些关注` })
    // Unfollowing still works at the limit.
    expect((await post(focus, { schoolId: ids[0] as number, focused: false }, token)).data.focused).toBe(false)
  })
})
