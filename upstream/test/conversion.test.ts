import {
  CONVERSION_REFUSAL_CODE,
  CONVERSION_TEXT,
  conversionSchoolList,
  conversionVerify,
  diagnosesNumber,
  provinceAndCity,
  queryHistoryRank,
  satNewExam,
} from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { HISTORY_LENGTH, LATEST_YEAR } from '../src/dataset/generate/model.js'
import { REACH_FROM, REACH_TO } from '../src/modules/conversion/routes.js'
import { useUpstream } from './helpers.js'
import { contractCaller } from './support/contract-call.js'

const upstream = useUpstream()

const { ok, ask } = contractCaller(upstream)

/** A date `days` before today in Asia/Shanghai, as YYYY-MM-DD. */
function daysBefore(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10)
}

/** Direct reads of the dataset, independent of the code under test. */
const sql = {
  candidates: (province: string, year: number, track: string) =>
    upstream()
      .db.prepare('SELECT candidates FROM cohorts WHERE province = ? AND year = ? AND track = ?')
      .pluck()
      .get(province, year, track) as number,
  scoreAt: (province: string, year: number, track: string, rank: number) =>
    upstream()
      .db.prepare(
        'SELECT score FROM score_ranks WHERE province = ? AND year = ? AND track = ? AND rank >= ? ORDER BY rank LIMIT 1',
      )
      .pluck()
      .get(province, year, track, rank) as number,
}

const HENAN_MOCK = {
  province: '河南',
  city: '郑州市',
  track: '物理类',
  scope: '地市统考',
  score: 598,
  candidates: 20000,
  rank: 1200,
  date: daysBefore(30),
}

describe('provinceAndCity and diagnosesNumber', () => {
  it('lists each gaokao province with its tracks, full mark and cities', async () => {
    const list = await ok(provinceAndCity, {})
    expect(list).toHaveLength(31)
    const henan = list.find((p) => p.province === '河南')
    expect(henan?.tracks).toEqual(['物理类', '历史类'])
    expect(henan?.fullMark).toBe(750)
    expect(henan?.cities.map((c) => c.name)).toContain('郑州市')
    expect(henan?.cities).toHaveLength(18)
    expect(list.find((p) => p.province === '上海')?.fullMark).toBe(660)
    expect(list.find((p) => p.province === '北京')?.tracks).toEqual(['综合'])
  })

  it('gives the province’s candidates and the even split by city as a rough size', async () => {
    const data = await ok(diagnosesNumber, { province: '河南', track: '物理类' })
    const n = sql.candidates('河南', LATEST_YEAR, '物理类')
    expect(data).toEqual({
      year: LATEST_YEAR,
      provinceCandidates: n,
      cityCount: 18,
      cityAverage: Math.round(n / 18),
      demo: true,
    })
  })
})

describe('conversionVerify: the estimate', () => {
  it('places a mock rank at the same share of the newest table, with the score there and a range around it', async () => {
    const data = await ok(conversionVerify, HENAN_MOCK)
    const n = sql.candidates('河南', LATEST_YEAR, '物理类')
    const share = 1199.5 / 20000
    expect(data.method).toBe('rank')
    expect(data.tableYear).toBe(LATEST_YEAR)
    expect(data.candidates).toBe(n)
    expect(data.percentile).toBeCloseTo(share * 100, 3)
    expect(data.rank).toBe(Math.round(share * n))
    expect(data.score).toBe(sql.scoreAt('河南', LATEST_YEAR, '物理类', data.rank))
    expect(data.rankLow).toBeLessThan(data.rank)
    expect(data.rankHigh).toBeGreaterThan(data.rank)
    expect(data.scoreHigh).toBe(sql.scoreAt('河南', LATEST_YEAR, '物理类', data.rankLow))
    expect(data.scoreLow).toBe(sql.scoreAt('河南', LATEST_YEAR, '物理类', data.rankHigh))
    expect(data.explanation[0]).toBe('位次法（按模考排名折算）')
    expect(data.explanation[1]).toBe('你在本次地市统考中排名第 1,200 名（共 20,000 人），约位于前 6.0%')
    expect(data.explanation).toContain('地市统考的考生与全省考生并不完全相同，另计 ±20% 的群体差异')
    expect(data.explanation.at(-1)).toBe(CONVERSION_TEXT.disclaimer)
  })

  it('uses the line difference when only the mock’s 本科 line is known, and says so', async () => {
    const { rank, candidates, ...rest } = HENAN_MOCK
    const data = await ok(conversionVerify, { ...rest, score: 520, line: 480 })
    const line = upstream()
      .db.prepare(
        "SELECT score FROM batch_lines WHERE province = '河南' AND year = ? AND track = '物理类' AND batch = '本科批'",
      )
      .pluck()
      .get(LATEST_YEAR) as number
    expect(data.method).toBe('line')
    expect(data.line).toBe(line)
    expect(data.score).toBe(520 - 480 + line)
    expect(data.explanation[1]).toBe(
      `模考分数 520 分比模考本科线 480 分高 40 分；按${LATEST_YEAR}年本科线 ${line} 分折算，相当于高考约 ${520 - 480 + line} 分`,
    )
    expect(data.uncertainty.points).toBeGreaterThan(0)
  })

  it('gives a wider range for the score alone than for the mock’s rank', async () => {
    const byRank = await ok(conversionVerify, HENAN_MOCK)
    const { rank, candidates, ...scoreOnly } = HENAN_MOCK
    const byScore = await ok(conversionVerify, scoreOnly)
    expect(byScore.method).toBe('score')
    expect(byScore.rankHigh - byScore.rankLow).toBeGreaterThan(byRank.rankHigh - byRank.rankLow)
  })

  it('refuses inconsistent inputs with their own Chinese messages', async () => {
    const refusal = async (payload: object) => (await ask(conversionVerify, { ...HENAN_MOCK, ...payload })).body
    expect(await refusal({ rank: 30000 })).toMatchObject({
      code: CONVERSION_REFUSAL_CODE.rankAboveCandidates,
      msg: '模考排名不能大于参考人数',
    })
    const { candidates, ...noSize } = HENAN_MOCK
    expect((await ask(conversionVerify, noSize)).body).toMatchObject({
      code: CONVERSION_REFUSAL_CODE.rankNeedsCandidates,
      msg: '填写模考排名时，请同时填写参考人数',
    })
    expect(await refusal({ date: daysBefore(-3) })).toMatchObject({ msg: '模考日期不能晚于今天' })
    expect(await refusal({ date: daysBefore(400) })).toMatchObject({ msg: '请填写近一年内的模考日期' })
    expect(await refusal({ city: '南京市' })).toMatchObject({
      code: CONVERSION_REFUSAL_CODE.cityUnknown,
      msg: '请选择河南的地市',
    })
    expect(
      await refusal({
        province: '上海',
        city: '黄浦区',
        track: '综合',
        score: 680,
        rank: undefined,
        candidates: undefined,
      }),
    ).toMatchObject({ msg: '模考分数不能高于满分（660分）' })
    const bad = await ask(conversionVerify, { ...HENAN_MOCK, scope: '全国联考' })
    expect([bad.status, bad.body.msg]).toEqual([400, '请选择模考范围'])
    const noDate = await ask(conversionVerify, { ...HENAN_MOCK, date: '2026/03/01' })
    expect([noDate.status, noDate.body.msg]).toEqual([400, CONVERSION_TEXT.dateRequired])
  })
})

describe('queryHistoryRank: 等位分 of recent years', () => {
  it('scales the estimate to each year’s candidates and reads that year’s score, newest first', async () => {
    const estimate = await ok(conversionVerify, HENAN_MOCK)
    const body = {
      province: '河南',
      track: '物理类',
      rank: estimate.rank,
      rankLow: estimate.rankLow,
      rankHigh: estimate.rankHigh,
    }
    const data = await ok(queryHistoryRank, body)
    // 物理类 years only: 河南's year before its first new-style exam was 理科/文科, another pool.
    const years = Array.from({ length: HISTORY_LENGTH }, (_, i) => LATEST_YEAR - i).filter((y) => satNewExam('河南', y))
    expect(years.length).toBeGreaterThan(1)
    expect(data.list.map((y) => y.year)).toEqual(years)
    const [newest] = data.list
    expect(newest).toMatchObject({ rank: estimate.rank, score: estimate.score })
    const nNewest = sql.candidates('河南', LATEST_YEAR, '物理类')
    for (const y of data.list) {
      const n = sql.candidates('河南', y.year, '物理类')
      expect(y.candidates).toBe(n)
      expect(y.rank).toBe(Math.round((estimate.rank / nNewest) * n))
      expect(y.score).toBe(sql.scoreAt('河南', y.year, '物理类', y.rank))
      expect(y.scoreHigh).toBeGreaterThanOrEqual(y.score)
      expect(y.scoreLow).toBeLessThanOrEqual(y.score)
      expect(y.line).toBeGreaterThan(0)
    }
  })

  it('refuses a range that does not hold the estimate', async () => {
    const { body } = await ask(queryHistoryRank, {
      province: '河南',
      track: '物理类',
      rank: 100,
      rankLow: 200,
      rankHigh: 300,
    })
    expect(body).toMatchObject({ code: CONVERSION_REFUSAL_CODE.rangeInvalid, msg: CONVERSION_TEXT.rangeInvalid })
  })
})

describe('querySchoolList: the schools near the estimate', () => {
  const range = { province: '河南', track: '物理类', rank: 40000, rankLow: 32000, rankHigh: 50000 }

  it('lists units of the newest year whose minimum rank falls in the window, banded against the range', async () => {
    const data = await ok(conversionSchoolList, { ...range, pageNum: 1, pageSize: 50 })
    expect(data.year).toBe(LATEST_YEAR)
    expect(data.window).toEqual({ from: Math.floor(32000 * REACH_FROM), to: Math.ceil(50000 * REACH_TO) })
    const direct = upstream()
      .db.prepare(
        `SELECT COUNT(*) FROM school_admissions
         WHERE province = '河南' AND year = ? AND track = '物理类' AND min_rank BETWEEN ? AND ?`,
      )
      .pluck()
      .get(LATEST_YEAR, data.window.from, data.window.to) as number
    expect(data.total).toBe(direct)
    expect(data.counts.冲 + data.counts.稳 + data.counts.保).toBe(direct)
    expect(data.list).toHaveLength(50)
    const ranks = data.list.map((s) => s.minRank)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    for (const s of data.list) {
      expect(s.minRank).toBeGreaterThanOrEqual(data.window.from)
      expect(s.minRank).toBeLessThanOrEqual(data.window.to)
      expect(s.band).toBe(s.minRank < 32000 ? '冲' : s.minRank <= 50000 ? '稳' : '保')
    }
  })

  it('filters by band and pages on', async () => {
    const first = await ok(conversionSchoolList, { ...range, band: '保', pageNum: 1, pageSize: 20 })
    const second = await ok(conversionSchoolList, { ...range, band: '保', pageNum: 2, pageSize: 20 })
    expect(first.total).toBe(first.counts.保)
    expect([...first.list, ...second.list].every((s) => s.band === '保' && s.minRank > 50000)).toBe(true)
    expect(second.list[0]?.minRank).toBeGreaterThanOrEqual(first.list.at(-1)?.minRank ?? 0)
    expect(first.list[0]?.tags).toBeInstanceOf(Array)
  })

  it('lists 江苏’s published lines with their source, and no average or places where none was printed', async () => {
    const jiangsu = { province: '江苏', track: '物理类', rank: 20000, rankLow: 16000, rankHigh: 25000 }
    const data = await ok(conversionSchoolList, { ...jiangsu, pageNum: 1, pageSize: 50 })
    expect(data.year).toBe(2025)
    expect(data.list.length).toBeGreaterThan(0)
    for (const school of data.list) {
      expect(school.source).toMatchObject({ kind: 'published', authority: '江苏省教育考试院', year: 2025 })
      expect(school.avgScore).toBeNull()
      expect(school.places).toBeNull()
    }
    const henan = await ok(conversionSchoolList, { ...range, pageNum: 1, pageSize: 5 })
    expect(henan.list.every((s) => s.source.kind === 'generated' && s.places !== null)).toBe(true)
  })
})
