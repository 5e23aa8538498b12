import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  FIRST_NEW_EXAM_YEAR,
  getDataNfBySf,
  getMajorDataNfBySf,
  getPlanNfBySf,
  loginByPassWord,
  queryDataLineChart,
  queryMajorKl,
  queryMajorScore,
  queryPlan,
  querySchoolKl,
  querySchoolPc,
  querySchoolPlanKl,
  querySchoolPlanPc,
  querySchoolScore,
  querySchoolZslx,
} from '@gaokao/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { HISTORY_LENGTH, LATEST_YEAR, PLAN_YEAR } from '../src/dataset/generate/model.js'
import { REAL_DATA_DIR } from '../src/dataset/real/paths.js'
import { JIANGSU, md5, PKU, useCollegeApi } from './support/college-api.js'

const { post, sql, one } = useCollegeApi()

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
