import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  apiPath,
  COLLEGE_TEXT,
  type Endpoint,
  FIRST_NEW_EXAM_YEAR,
  FOCUS_LIMIT,
  focus,
  getDataNfBySf,
  getMajorDataNfBySf,
  getPlanNfBySf,
  loginByPassWord,
  queryDataLineChart,
  queryFocusSchool,
  queryMajorKl,
  queryMajorScore,
  queryPlan,
  querySchoolDetails,
  querySchoolKl,
  querySchoolList,
  querySchoolMajor,
  querySchoolPc,
  querySchoolPlanKl,
  querySchoolPlanPc,
  querySchoolRank,
  querySchoolRecommendations,
  querySchoolScenery,
  querySchoolScore,
  querySchoolZslx,
  SuccessEnvelope,
  TOKEN_HEADER,
} from '@gaokao/contracts'
import Value from 'typebox/value'
import { beforeAll, describe, expect, it } from 'vitest'
import { HISTORY_LENGTH, LATEST_YEAR, PLAN_YEAR } from '../src/dataset/generate/model.js'
import { REAL_DATA_DIR } from '../src/dataset/real/paths.js'
import { useUpstream } from './helpers.js'

const upstream = useUpstream({ DEMO_MODE: 'on' })
const md5 = (s: string) => createHash('md5').update(s).digest('hex')

const PKU = 10001
const JIANGSU = '江苏'

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
  if (answer.code === 0) expect(Value.Check(SuccessEnvelope(endpoint.data), res.json()), endpoint.path).toBe(true)
  return answer
}

const sql = <T>(query: string, ...params: unknown[]) =>
  upstream()
    .db.prepare(query)
    .all(...params) as T[]
const one = <T>(query: string, ...params: unknown[]) =>
  upstream()
    .db.prepare(query)
    .pluck()
    .get(...params) as T

describe('school/querySchoolList', () => {
  it('pages every college in our ranking order, 本科 before 专科', async () => {
    const first = await post(querySchoolList, { pageNum: 1, pageSize: 20 })
    // Ours and every other institution of the MOE list (test/college-catalogue.test.ts counts them from the files).
    const total = one<number>('SELECT count(*) FROM colleges')
    expect(first.data.total).toBe(total)
    expect(total).toBeGreaterThan(2900)
    expect(first.data.list).toHaveLength(20)
    expect(first.data.list[0].level).toBe('本科')
    expect(first.data.list.map((s: { ranking: { rank: number } }) => s.ranking.rank)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
    expect(first.data.list[0].ranking.year).toBe(2025)
    // Without an exam province the items carry no admission figures.
    expect(first.data.list.every((s: { admission: unknown }) => s.admission === null)).toBe(true)

    const pages = Math.ceil(total / 20)
    const last = await post(querySchoolList, { pageNum: pages, pageSize: 20 })
    expect(last.data.list).toHaveLength(total - 20 * (pages - 1))
    expect(last.data.list.every((s: { level: string }) => s.level === '专科')).toBe(true)
    const second = await post(querySchoolList, { pageNum: 2, pageSize: 20 })
    const ids = new Set(first.data.list.map((s: { id: number }) => s.id))
    expect(second.data.list.some((s: { id: number }) => ids.has(s.id))).toBe(false)
  })

  it('filters by location, level, type, nature, tags (all held) and keyword', async () => {
    const beijing985 = await post(querySchoolList, { province: '北京', tags: ['985', '211'], pageSize: 50 })
    const expected = one<number>(
      `SELECT count(*) FROM colleges c WHERE province = '北京'
        AND EXISTS (SELECT 1 FROM college_tags WHERE college_id = c.id AND tag = '985')
        AND EXISTS (SELECT 1 FROM college_tags WHERE college_id = c.id AND tag = '211')`,
    )
    expect(beijing985.data.total).toBe(expected)
    expect(expected).toBeGreaterThan(5)
    for (const s of beijing985.data.list) {
      expect(s.province).toBe('北京')
      expect(s.tags).toEqual(expect.arrayContaining(['985', '211']))
    }
    expect(beijing985.data.list.map((s: { name: string }) => s.name)).toContain('清华大学')
    // Tags come in the order the pages show them.
    const pku = beijing985.data.list.find((s: { id: number }) => s.id === PKU)
    expect(pku.tags.slice(0, 3)).toEqual(['985', '211', '双一流'])

    const nanjing = await post(querySchoolList, { city: '南京市', level: '本科', nature: '公办', type: '师范' })
    expect(nanjing.data.total).toBe(
      one<number>(
        "SELECT count(*) FROM colleges WHERE city = '南京市' AND level = '本科' AND nature = '公办' AND type = '师范'",
      ),
    )
    expect(nanjing.data.list.map((s: { name: string }) => s.name)).toContain('南京师范大学')
    for (const s of nanjing.data.list)
      expect(s).toMatchObject({ city: '南京市', level: '本科', nature: '公办', type: '师范' })

    const normal = await post(querySchoolList, { keyword: '师范', pageSize: 50 })
    expect(normal.data.total).toBe(one<number>("SELECT count(*) FROM colleges WHERE name LIKE '%师范%'"))
    expect(normal.data.list.every((s: { name: string }) => s.name.includes('师范'))).toBe(true)

    const vocational = await post(querySchoolList, { level: '专科', tags: ['双高计划'] })
    expect(vocational.data.total).toBe(
      one<number>(
        "SELECT count(*) FROM college_tags t JOIN colleges c ON c.id = t.college_id WHERE t.tag = '双高计划' AND c.level = '专科'",
      ),
    )

    const nothing = await post(querySchoolList, { keyword: '不存在的大学名' })
    expect(nothing.data).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 20 })
  })

  it('sorts by name in pinyin order', async () => {
    const res = await post(querySchoolList, { province: '北京', keyword: '大学', sort: 'name', pageSize: 50 })
    const names: string[] = res.data.list.map((s: { name: string }) => s.name)
    // 北 (bei) < 清 (qing) < 中 (zhong): code-point order would put 中 before 北.
    expect(names.indexOf('北京大学')).toBeLessThan(names.indexOf('清华大学'))
    expect(names.indexOf('清华大学')).toBeLessThan(names.indexOf('中国人民大学'))
    expect(names.indexOf('北京大学')).toBeLessThan(names.indexOf('北京师范大学'))
  })

  it("carries the latest year's lowest admission in the exam province and sorts by it", async () => {
    const res = await post(querySchoolList, { examProvince: JIANGSU, track: '物理类', sort: 'score', pageSize: 30 })
    const scores = res.data.list.map((s: { admission: { minScore: number } }) => s.admission.minScore)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    const top = res.data.list[0]
    // 江苏's 2025 lines are published: the least wanted line, its rank (null where none can be read) and its source.
    // A campus's line (北京大学医学部, printed under its university's code) is not the college's own.
    const least = sql<{ minScore: number; minRank: number | null; url: string; rankKind: string }>(
      `SELECT min_score AS minScore, min_rank AS minRank, source_url AS url, rank_kind AS rankKind
       FROM school_admissions
       WHERE school_id = ? AND province = '江苏' AND year = 2025 AND track = '物理类' AND printed_name = ''
       ORDER BY min_score LIMIT 1`,
      top.id,
    )[0]
    const tableUrl = sql<{ url: string }>(
      "SELECT source_url AS url FROM cohorts WHERE province = '江苏' AND year = 2025 AND track = '物理类'",
    )[0]?.url
    expect(least?.url).toMatch(/^https:\/\/www\.jseea\.cn\//)
    const published = { kind: 'published', authority: '江苏省教育考试院', year: 2025, url: least?.url }
    expect(top.admission).toEqual({
      year: 2025,
      province: JIANGSU,
      track: '物理类',
      minScore: least?.minScore,
      minRank: least?.minRank,
      source: published,
      // 江苏 prints no rank: one read off that year's 一分一段表 cites the table's page; the top schools' lines lie
      // above the table's first row (683分及以上), where no rank can be read (minRank null).
      rankSource:
        least?.rankKind === 'derived'
          ? { kind: 'derived', authority: '江苏省教育考试院', year: 2025, url: tableUrl }
          : published,
    })
    const derived = res.data.list.filter(
      (s: { admission: { rankSource: { kind: string } } | null }) => s.admission?.rankSource.kind === 'derived',
    )
    expect(derived.length).toBeGreaterThan(0)
    for (const s of derived) expect(s.admission.rankSource.url).toBe(tableUrl)
    // Colleges that do not recruit there come last, with no figure.
    const last = await post(querySchoolList, {
      examProvince: JIANGSU,
      track: '物理类',
      sort: 'score',
      pageNum: Math.ceil(res.data.total / 50),
      pageSize: 50,
    })
    expect(last.data.list.at(-1).admission).toBeNull()
    // A 3+3 province without a track reads 综合; 山东's lines are generated (示例数据) and end in 2024, its
    // newest table's year (the published 2024 table; no generated year follows it).
    const shandong = await post(querySchoolList, { examProvince: '山东', keyword: '山东大学' })
    expect(shandong.data.list[0].admission).toMatchObject({ year: 2024, track: '综合', source: { kind: 'generated' } })
  })

  it('answers a 新疆 物理类 student with the 理科 lines of 2026, labelled 理科 (新疆 sat 文理 until 2026)', async () => {
    const res = await post(querySchoolList, { examProvince: '新疆', track: '物理类', sort: 'score', pageSize: 10 })
    const top = res.data.list[0]
    const least = sql<{ minScore: number }>(
      `SELECT min(min_score) AS minScore FROM school_admissions
       WHERE school_id = ? AND province = '新疆' AND year = 2026 AND track = '理科'`,
      top.id,
    )[0]
    expect(top.admission).toMatchObject({ year: 2026, province: '新疆', track: '理科', minScore: least?.minScore })
  })

  it('refuses a page larger than 50 and an unknown tag in Chinese', async () => {
    const big = await post(querySchoolList, { pageSize: 51 })
    expect(big.status).toBe(400)
    expect(big.msg).toBe('参数超出范围：pageSize')
    const tag = await post(querySchoolList, { tags: ['清北'] })
    expect(tag.status).toBe(400)
    expect(tag.msg).toMatch(/^参数.*tags/)
  })
})

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

describe('admission scores in a province', () => {
  it('offers the years, tracks, admission types and batches it has data for', async () => {
    const body = { schoolId: PKU, province: JIANGSU }
    expect((await post(getDataNfBySf, body)).data).toEqual([2025, 2024, 2023])
    expect((await post(querySchoolKl, { ...body, year: 2025 })).data).toEqual(['物理类', '历史类'])
    expect((await post(querySchoolZslx, { ...body, year: 2025, track: '物理类' })).data).toEqual(['普通类'])
    expect((await post(querySchoolPc, { ...body, year: 2025, track: '物理类' })).data).toEqual(['本科批'])
    // A province it does not recruit in has nothing, not an error.
    const none = one<string | undefined>(
      `SELECT name FROM gaokao_provinces g WHERE NOT EXISTS (
        SELECT 1 FROM school_admissions WHERE school_id = 90001 AND province = g.name) LIMIT 1`,
    )
    if (none) expect((await post(getDataNfBySf, { schoolId: 90001, province: none })).data).toEqual([])
    expect((await post(getDataNfBySf, { ...body, province: '火星' })).data).toEqual([])
  })

  it('answers scores per 院校专业组 where the province fills by group, with its majors, requirement and 线差', async () => {
    // 河南 fills by group and publishes nothing here: the generated lines carry majors, requirement and 线差.
    const res = await post(querySchoolScore, { schoolId: PKU, province: '河南', year: 2025, track: '物理类' })
    expect(res.data.fillMode).toBe('院校专业组')
    const rows = res.data.list
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBe(
      one<number>(
        "SELECT count(*) FROM school_admissions WHERE school_id = ? AND province = '河南' AND year = 2025 AND track = '物理类'",
        PKU,
      ),
    )
    const line = one<number>(
      "SELECT score FROM batch_lines WHERE province = '河南' AND year = 2025 AND track = '物理类' AND batch = '本科批'",
    )
    for (const row of rows) {
      expect(row).toMatchObject({
        year: 2025,
        track: '物理类',
        batch: '本科批',
        admissionType: '普通类',
        batchLine: line,
        printedName: '',
        source: { kind: 'generated', url: '' },
        rankSource: { kind: 'generated', url: '' },
      })
      expect(row.avgScore).toBeGreaterThanOrEqual(row.minScore)
      expect(row.places).toBeGreaterThan(0)
      expect(row.groupCode).toMatch(/^\d{2}$/)
      expect(row.majors.length).toBeGreaterThan(0)
      expect(row.subjectRequirement).not.toBe('')
      expect(row.lineDiff).toBe(row.minScore - line)
      expect(row.minScore).toBeGreaterThanOrEqual(line)
    }
    const groupCodes = rows.map((r: { groupCode: string }) => r.groupCode)
    expect(groupCodes).toEqual([...groupCodes].sort())
  })

  it('answers published 投档线 as printed: source, rank read off the table, no 线差, campuses by their own name', async () => {
    // 南京大学's 2025 物理类 groups as 江苏 printed them, ranks derived from that year's 一分一段表.
    const table = JSON.parse(readFileSync(join(REAL_DATA_DIR, 'rank-tables', '江苏-2025.json'), 'utf8')) as {
      categories: Record<string, number[][]>
      sourceUrl: Record<string, string>
    }
    const cumulative = (score: number) => table.categories['物理类']?.find((r) => r[0] === score)?.[2]
    const nju = await post(querySchoolScore, { schoolId: 10284, province: JIANGSU, year: 2025, track: '物理类' })
    expect(nju.data.fillMode).toBe('院校专业组')
    expect(nju.data.list.map((r: { groupCode: string; minScore: number }) => [r.groupCode, r.minScore])).toEqual([
      ['07', 661],
      ['08', 658],
      ['09', 645],
    ])
    for (const row of nju.data.list) {
      expect(row).toMatchObject({
        minRank: cumulative(row.minScore),
        avgScore: null,
        places: null,
        printedName: '',
        // A published line is not set against a generated batch line.
        batchLine: null,
        lineDiff: null,
        source: { kind: 'published', authority: '江苏省教育考试院', year: 2025 },
        rankSource: { kind: 'derived', authority: '江苏省教育考试院', year: 2025, url: table.sourceUrl['物理类'] },
      })
      expect(row.source.url).toBe(
        one<string>(
          "SELECT source_url FROM school_admissions WHERE school_id = 10284 AND province = '江苏' AND year = 2025 AND track = '物理类' AND group_code = ?",
          row.groupCode,
        ),
      )
    }
    expect(nju.data.list.map((r: { minRank: number }) => r.minRank)).toEqual([1835, 2414, 5985])
    // 北京大学医学部 is printed under 北京大学's code: its lines keep the printed name.
    const pku = await post(querySchoolScore, { schoolId: PKU, province: JIANGSU, year: 2025, track: '物理类' })
    const names = new Set(pku.data.list.map((r: { printedName: string }) => r.printedName))
    expect(names).toEqual(new Set(['', '北京大学医学部']))
    for (const row of pku.data.list) expect(row.groupCode).toMatch(/^\d{2}$/)
  })

  it('answers one row per batch and no groups where the province fills by 专业+院校', async () => {
    const res = await post(querySchoolScore, { schoolId: PKU, province: '山东' })
    expect(res.data.fillMode).toBe('专业+院校')
    // 山东's newest table is the published 2024 one: its history ends there, no generated line after it.
    expect(res.data.list.map((r: { year: number }) => r.year)).toEqual(
      Array.from({ length: HISTORY_LENGTH }, (_, i) => 2024 - i),
    )
    // A generated line on the published table takes that table's rank for its score.
    const [latest] = res.data.list
    expect(latest.minRank).toBe(
      one<number>(
        "SELECT rank FROM score_ranks WHERE province = '山东' AND year = 2024 AND track = '综合' AND score = ?",
        latest.minScore,
      ),
    )
    for (const row of res.data.list) expect(row).toMatchObject({ groupCode: '', majors: [], subjectRequirement: '' })
    // An admission type the dataset does not model has no rows.
    const special = await post(querySchoolScore, { schoolId: PKU, province: '山东', admissionType: '强基计划' })
    expect(special.data.list).toEqual([])
  })

  it("draws the trend from each year's least wanted group", async () => {
    const res = await post(queryDataLineChart, { schoolId: PKU, province: JIANGSU, track: '物理类' })
    expect(res.data.map((p: { year: number }) => p.year)).toEqual([2023, 2024, 2025])
    const scores = await post(querySchoolScore, { schoolId: PKU, province: JIANGSU, track: '物理类' })
    for (const point of res.data) {
      // The college's own lines: a campus's (北京大学医学部, printed under the same code) are not its trend.
      const ofYear = scores.data.list.filter(
        (r: { year: number; printedName: string }) => r.year === point.year && r.printedName === '',
      )
      expect(point.minScore).toBe(Math.min(...ofYear.map((r: { minScore: number }) => r.minScore)))
      const ranks = ofYear.flatMap((r: { minRank: number | null }) => (r.minRank === null ? [] : [r.minRank]))
      expect(point.minRank).toBe(ranks.length === 0 ? null : Math.max(...ranks))
      expect(point.batchLine).toBe(ofYear[0].batchLine)
    }
    // 江苏's lines are published: no generated batch line beside them. 河南's generated ones have theirs.
    expect(res.data.map((p: { batchLine: number | null }) => p.batchLine)).toEqual([null, null, null])
    const henan = await post(queryDataLineChart, { schoolId: PKU, province: '河南', track: '物理类' })
    expect(henan.data.map((p: { batchLine: number | null }) => p.batchLine)).toEqual(
      sql<{ score: number }>(
        "SELECT score FROM batch_lines WHERE province = '河南' AND track = '物理类' AND batch = '本科批' ORDER BY year",
      ).map((l) => l.score),
    )
  })
})

describe('major scores and enrolment plans', () => {
  /** Both are member features: the demo member 13800000001 reads them. */
  let member: string
  beforeAll(async () => {
    member = (await post(loginByPassWord, { phone: '13800000001', passWord: md5('demo1234') })).data.token
  })

  it('pages the major scores of a year and track, by group then score', async () => {
    // 江苏 publishes its lines per group only: no per-major line is shown there, none made up.
    expect((await post(getMajorDataNfBySf, { schoolId: PKU, province: JIANGSU })).data).toEqual([])
    // 河南 (generated, by group) has them, for the last rounds.
    const body = { schoolId: PKU, province: '河南' }
    const year = LATEST_YEAR
    expect((await post(getMajorDataNfBySf, body)).data).toEqual(
      Array.from({ length: HISTORY_LENGTH }, (_, i) => LATEST_YEAR - i),
    )
    expect((await post(queryMajorKl, { ...body, year })).data).toEqual(['物理类', '历史类'])
    // The year before its first new-style exam was 理科/文科.
    const traditional = (FIRST_NEW_EXAM_YEAR['河南'] ?? 0) - 1
    expect((await post(queryMajorKl, { ...body, year: traditional })).data).toEqual(['理科', '文科'])
    const total = one<number>(
      "SELECT count(*) FROM major_admissions WHERE school_id = ? AND province = '河南' AND year = ? AND track = '物理类'",
      PKU,
      year,
    )
    expect(total).toBeGreaterThan(0)
    const page1 = await post(queryMajorScore, { ...body, year, track: '物理类', pageSize: 10 }, member)
    expect(page1.data).toMatchObject({ total, pageNum: 1, pageSize: 10, fillMode: '院校专业组' })
    const all = await post(queryMajorScore, { ...body, year, track: '物理类', pageSize: 50 }, member)
    expect(all.data.list).toHaveLength(Math.min(total, 50))
    expect(all.data.list.slice(0, 10)).toEqual(page1.data.list)
    const keys = all.data.list.map((r: { groupCode: string; minScore: number }) => [r.groupCode, -r.minScore])
    expect(keys).toEqual([...keys].sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1)))
    expect(all.data.list[0]).toMatchObject({ year, track: '物理类', batch: '本科批' })
    expect(all.data.list[0].majorName).not.toBe('')
    // The year and track are required.
    expect((await post(queryMajorScore, body, member)).status).toBe(400)
  })

  it(`answers the ${PLAN_YEAR} plans with places, tuition, duration and requirement, and the total across pages`, async () => {
    const body = { schoolId: PKU, province: JIANGSU }
    const year = PLAN_YEAR
    expect((await post(getPlanNfBySf, body)).data).toEqual([year])
    expect((await post(querySchoolPlanKl, { ...body, year })).data).toEqual(['物理类', '历史类'])
    expect((await post(querySchoolPlanPc, { ...body, year, track: '历史类' })).data).toEqual(['本科批'])
    const page = await post(queryPlan, { ...body, year, track: '物理类', pageSize: 5 }, member)
    const expected = sql<{ n: number; places: number }>(
      "SELECT count(*) AS n, sum(places) AS places FROM enrolment_plans WHERE school_id = ? AND province = '江苏' AND year = ? AND track = '物理类'",
      PKU,
      year,
    )[0]
    expect(page.data).toMatchObject({ total: expected?.n, totalPlaces: expected?.places, pageSize: 5 })
    expect(page.data.list).toHaveLength(5)
    for (const row of page.data.list) {
      expect(row.year).toBe(year)
      expect(row.places).toBeGreaterThan(0)
      expect(row.tuition).toBeGreaterThanOrEqual(4600)
      expect(row.duration).toBeGreaterThanOrEqual(4)
      // 历史 puts a major in 历史类 only (3+1+2).
      expect(['物理+化学', '物理', '不限', '思想政治']).toContain(row.subjectRequirement)
    }
  })
})

describe('school/querySchoolRank', () => {
  type Item = { id: number; name: string; ranking: { rank: number; typeRank: number; score: number } | null }
  const ranked = (list: Item[]) => list.map((s) => s.ranking?.rank)

  it('ranks by admission selectivity from 广东 2024 and 江苏 2025, 北京大学 and 清华大学 first', async () => {
    const res = await post(querySchoolRank, { level: '本科', pageSize: 10 })
    expect(res.data.year).toBe(2025)
    expect(res.data.basis).toEqual([
      { province: '广东', year: 2024, authority: '广东省教育考试院' },
      { province: '江苏', year: 2025, authority: '江苏省教育考试院' },
    ])
    expect(res.data.total).toBe(one<number>("SELECT count(*) FROM colleges WHERE level = '本科'"))
    expect(res.data.rankedTotal).toBe(
      one<number>(
        "SELECT count(*) FROM school_rankings r JOIN colleges c ON c.id = r.school_id WHERE c.level = '本科'",
      ),
    )
    expect(res.data.rankedTotal).toBeGreaterThan(300)
    expect(res.data.rankedTotal).toBeLessThan(res.data.total)
    const list = res.data.list as Item[]
    expect(ranked(list)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(list.slice(0, 3).map((s) => s.name)).toEqual(expect.arrayContaining(['北京大学', '清华大学']))
    // The share of candidates in percent: smaller is more selective.
    const scores = list.map((s) => s.ranking?.score ?? Number.NaN)
    expect(scores).toEqual([...scores].sort((a, b) => a - b))
    expect(scores[0]).toBeLessThan(0.1)
    expect(list[0]?.ranking).toMatchObject({ year: 2025, basis: res.data.basis })

    const jiangsu = await post(querySchoolRank, { level: '本科', province: JIANGSU, type: '理工', pageSize: 50 })
    const rankedHere = (jiangsu.data.list as Item[]).filter((s) => s.ranking !== null)
    const ranks = ranked(rankedHere)
    expect(ranks).toEqual([...ranks].sort((a, b) => (a ?? 0) - (b ?? 0)))
    expect(ranks[0]).toBeGreaterThan(1)
    for (const s of jiangsu.data.list) expect(s).toMatchObject({ province: JIANGSU, type: '理工', level: '本科' })
    const typeRanks = rankedHere.map((s) => s.ranking?.typeRank ?? 0)
    expect(typeRanks).toEqual([...typeRanks].sort((a, b) => a - b))
  })

  it('lists the colleges without published lines apart, after the ranked ones, by name', async () => {
    const first = await post(querySchoolRank, { level: '本科', pageSize: 50 })
    const rankedTotal = first.data.rankedTotal as number
    // The page where the ranked end and the unranked begin.
    const pageNum = Math.floor(rankedTotal / 50) + 1
    const page = await post(querySchoolRank, { level: '本科', pageSize: 50, pageNum })
    const list = page.data.list as Item[]
    const split = rankedTotal - (pageNum - 1) * 50
    expect(list.slice(0, split).every((s) => s.ranking !== null)).toBe(true)
    const apart = list.slice(split)
    expect(apart.length).toBeGreaterThan(0)
    expect(apart.every((s) => s.ranking === null)).toBe(true)
    const collator = new Intl.Collator('zh-CN')
    const names = apart.map((s) => s.name)
    expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)))

    // 投档线 are 本科批: a 专科 college is ranked only when it admitted there (a 职业本科 under its new
    // name); the others are listed apart.
    const vocational = await post(querySchoolRank, { level: '专科', pageSize: 20 })
    expect(vocational.data.rankedTotal).toBeLessThan(5)
    expect(vocational.data.total).toBe(one<number>("SELECT count(*) FROM colleges WHERE level = '专科'"))
    const rest = (vocational.data.list as Item[]).slice(vocational.data.rankedTotal)
    expect(rest.length).toBeGreaterThan(10)
    expect(rest.every((s) => s.ranking === null)).toBe(true)
  })

  it('gives a college its ranking in the list and the details, and none to an unranked one', async () => {
    const details = await post(querySchoolDetails, { schoolId: PKU })
    expect(details.data.ranking).toMatchObject({ year: 2025, basis: [{ province: '广东' }, { province: '江苏' }] })
    expect(details.data.ranking.rank).toBeLessThanOrEqual(3)
    const unranked = one<number>(
      "SELECT c.id FROM colleges c LEFT JOIN school_rankings r ON r.school_id = c.id WHERE r.school_id IS NULL AND c.level = '专科' ORDER BY c.id LIMIT 1",
    )
    expect((await post(querySchoolDetails, { schoolId: unranked })).data.ranking).toBeNull()
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
