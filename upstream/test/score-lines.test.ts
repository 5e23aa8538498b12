import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  apiPath,
  type Endpoint,
  FIRST_NEW_EXAM_YEAR,
  getPcxKl,
  getPcxNf,
  getPcxPc,
  getRankKl,
  getRankNf,
  queryPcx,
  queryScoreByWc,
  queryWc,
  queryWcLineChart,
  queryWcList,
  SCORE_LINE_REFUSAL_CODE,
  SCORE_LINE_TEXT,
  TRACK_ORDER,
  tracksIn,
  VALIDATION_TEXT,
} from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { HISTORY_LENGTH, LATEST_YEAR } from '../src/dataset/generate/model.js'
import { REAL_DATA_DIR } from '../src/dataset/real/paths.js'
import { buckets } from '../src/modules/score-lines/routes.js'
import { useUpstream } from './helpers.js'
import { contractCaller } from './support/contract-call.js'

const upstream = useUpstream()

const { ok, ask } = contractCaller(upstream)

const HENAN = { province: '河南', year: LATEST_YEAR, track: '物理类' }
/** The generated history of a province with no published table, newest first. */
const HISTORY_NEWEST_FIRST = Array.from({ length: HISTORY_LENGTH }, (_, i) => LATEST_YEAR - i)
/** 河南's tracks of each history year, newest first: 理科/文科 before its first new-style exam. */
const henanTracksOf = (year: number) => tracksIn('河南', year, ['物理类', '历史类'])

function table(province: string, year: number, track: string) {
  return upstream()
    .db.prepare(
      'SELECT score, count, rank FROM score_ranks WHERE province = ? AND year = ? AND track = ? ORDER BY score DESC',
    )
    .all(province, year, track) as { score: number; count: number; rank: number }[]
}

describe('一分一段表: years and tracks', () => {
  it('lists the years newest first, and nothing for a place that is no gaokao province', async () => {
    expect(await ok(getRankNf, { province: '河南' })).toEqual(HISTORY_NEWEST_FIRST)
    expect(await ok(getRankNf, { province: '火星' })).toEqual([])
  })

  it('refuses an empty province with 请选择省份', async () => {
    const { status, body } = await ask(getRankNf, { province: '' })
    expect(status).toBe(400)
    expect(body.msg).toBe(VALIDATION_TEXT.provinceRequired)
  })

  it('lists 物理类 before 历史类 in 3+1+2 provinces and 综合 in 3+3 ones, 理科 before 文科 before the reform', async () => {
    expect(await ok(getRankKl, { province: '河南', year: HENAN.year })).toEqual(['物理类', '历史类'])
    const traditional = (FIRST_NEW_EXAM_YEAR['河南'] ?? 0) - 1
    expect(HISTORY_NEWEST_FIRST).toContain(traditional)
    expect(await ok(getRankKl, { province: '河南', year: traditional })).toEqual(['理科', '文科'])
    expect(await ok(getRankKl, { province: '浙江', year: 2024 })).toEqual(['综合'])
    expect(await ok(getRankKl, { province: '河南', year: 2019 })).toEqual([])
  })
})

describe('queryWcList: the table, paged', () => {
  it('answers the first page from the top score down, each rank the previous plus this score’s count', async () => {
    const data = await ok(queryWcList, { ...HENAN, pageNum: 1, pageSize: 50 })
    const all = table('河南', HENAN.year, '物理类')
    expect(data.list).toEqual(all.slice(0, 50))
    expect(data.total).toBe(all.length)
    expect(data.topScore).toBe(all[0]?.score)
    expect(data.candidates).toBe(all.at(-1)?.rank)
    expect(data).toMatchObject({ year: HENAN.year, track: '物理类', pageNum: 1, pageSize: 50 })
    for (const [i, row] of data.list.entries()) {
      const above = data.list[i - 1]
      if (!above) continue
      expect(row.score).toBe(above.score - 1)
      expect(row.rank).toBe(above.rank + row.count)
    }
  })

  it('pages on: the last page holds the rest down to 0, a page past the end is empty with the total', async () => {
    const first = await ok(queryWcList, { ...HENAN, pageNum: 1, pageSize: 50 })
    const lastPage = Math.ceil(first.total / 50)
    const last = await ok(queryWcList, { ...HENAN, pageNum: lastPage, pageSize: 50 })
    expect(last.list.at(-1)).toEqual({ score: 0, count: expect.any(Number), rank: first.candidates })
    expect(last.list.length).toBe(first.total - (lastPage - 1) * 50)
    const past = await ok(queryWcList, { ...HENAN, pageNum: lastPage + 1, pageSize: 50 })
    expect(past.list).toEqual([])
    expect(past.total).toBe(first.total)
  })

  it('filters a score range, and one score gives the same rank as queryWc', async () => {
    const range = await ok(queryWcList, { ...HENAN, minScore: 590, maxScore: 600, pageNum: 1, pageSize: 50 })
    expect(range.list.map((r: { score: number }) => r.score)).toEqual([
      600, 599, 598, 597, 596, 595, 594, 593, 592, 591, 590,
    ])
    expect(range.total).toBe(11)
    const one = await ok(queryWcList, { ...HENAN, minScore: 600, maxScore: 600, pageNum: 1, pageSize: 1 })
    expect(one.list[0]?.rank).toBe(await ok(queryWc, { province: '河南', xk: '物/化/生', score: 600 }))
  })

  it('refuses a table that does not exist with its own text (HTTP 200), and a bad track or page size with 400', async () => {
    const missing = await ask(queryWcList, { province: '河南', year: 2025, track: '综合', pageNum: 1, pageSize: 20 })
    expect(missing.status).toBe(200)
    expect(missing.body).toEqual({
      code: SCORE_LINE_REFUSAL_CODE.tableMissing,
      msg: SCORE_LINE_TEXT.tableMissing('河南', 2025, '综合'),
      data: null,
    })
    expect(missing.body.msg).toBe('河南暂无2025年综合一分一段表')
    // 理科 is a track (of the years before the reform), but not of this year: its table is missing.
    const former = await ask(queryWcList, { ...HENAN, track: '理科', pageNum: 1, pageSize: 20 })
    expect([former.status, former.body.msg]).toEqual([200, SCORE_LINE_TEXT.tableMissing('河南', HENAN.year, '理科')])
    const badTrack = await ask(queryWcList, { ...HENAN, track: '物理', pageNum: 1, pageSize: 20 })
    expect(badTrack.status).toBe(400)
    expect(badTrack.body.msg).toBe(SCORE_LINE_TEXT.trackInvalid)
    const tooBig = await ask(queryWcList, { ...HENAN, pageNum: 1, pageSize: 51 })
    expect(tooBig.status).toBe(400)
    const badScore = await ask(queryWcList, { ...HENAN, minScore: 751, pageNum: 1, pageSize: 20 })
    expect(badScore.status).toBe(400)
    expect(badScore.body.msg).toBe(VALIDATION_TEXT.scoreRange)
  })
})

describe('queryScoreByWc: rank to score', () => {
  it('finds the score whose cumulative rank first reaches the rank asked for', async () => {
    const all = table('河南', HENAN.year, '物理类')
    const at600 = all.find((r) => r.score === 600)
    if (!at600) throw new Error('no 600 row')
    expect(await ok(queryScoreByWc, { ...HENAN, wc: at600.rank })).toMatchObject({ score: 600, rank: at600.rank })
    expect((await ok(queryScoreByWc, { ...HENAN, wc: at600.rank + 1 })).score).toBe(599)
    expect((await ok(queryScoreByWc, { ...HENAN, wc: 1 })).score).toBe(all[0]?.score)
    for (const wc of [2, 57, 1234, 98_765, 400_000, all.at(-1)?.rank ?? 0]) {
      const found = await ok(queryScoreByWc, { ...HENAN, wc })
      const row = all.find((r) => r.score === found.score)
      const above = all.find((r) => r.score === found.score + 1)
      expect(row?.rank).toBe(found.rank)
      expect(found.rank).toBeGreaterThanOrEqual(wc)
      if (above) expect(above.rank).toBeLessThan(wc)
    }
  })

  it('refuses a rank beyond the last candidate, naming the total', async () => {
    const candidates = table('河南', HENAN.year, '物理类').at(-1)?.rank ?? 0
    const { status, body } = await ask(queryScoreByWc, { ...HENAN, wc: candidates + 1 })
    expect(status).toBe(200)
    expect(body.code).toBe(SCORE_LINE_REFUSAL_CODE.rankBeyondTable)
    expect(body.msg).toBe(`超出本表考生总数（${candidates.toLocaleString('zh-CN')}人），未查询到对应分数`)
    const zero = await ask(queryScoreByWc, { ...HENAN, wc: 0 })
    expect(zero.status).toBe(400)
    expect(zero.body.msg).toBe(SCORE_LINE_TEXT.rankInvalid)
  })
})

describe('a published 一分一段表', () => {
  const JIANGSU = { province: '江苏', year: 2025, track: '物理类' }
  /** The shipped file's rows, read plainly: [score, count, cumulative], best first. */
  const printed = () =>
    (
      JSON.parse(readFileSync(join(REAL_DATA_DIR, 'rank-tables', '江苏-2025.json'), 'utf8')) as {
        categories: Record<string, number[][]>
        sourceUrl: Record<string, string>
      }
    ).categories['物理类'] ?? []

  it('pages from its first row down to its floor, with its floor, source and candidates down to the floor', async () => {
    const rows = printed()
    const first = await ok(queryWcList, { ...JIANGSU, pageNum: 1, pageSize: 50 })
    expect(first).toMatchObject({ topScore: rows[0]?.[0], floorScore: 463, candidates: rows.at(-1)?.[2] })
    expect(first.source).toMatchObject({ kind: 'published', year: 2025, authority: '江苏省教育考试院' })
    expect(first.source.url).toMatch(/^https:\/\/www\.jseea\.cn\//)
    // 683 is "683 and above": 126 candidates.
    expect(first.list[0]).toEqual({ score: 683, count: 126, rank: 126 })
    const last = await ok(queryWcList, { ...JIANGSU, pageNum: Math.ceil(first.total / 50), pageSize: 50 })
    expect(last.list.at(-1)).toEqual({ score: 463, count: rows.at(-1)?.[1], rank: rows.at(-1)?.[2] })
    const at600 = await ok(queryWcList, { ...JIANGSU, minScore: 600, maxScore: 600, pageNum: 1, pageSize: 1 })
    expect(at600.list[0]?.rank).toBe(rows.find((r) => r[0] === 600)?.[2])
    // A generated table has no floor and says it is generated.
    const henan = await ok(queryWcList, { ...HENAN, pageNum: 1, pageSize: 1 })
    expect(henan).toMatchObject({ floorScore: null, source: { kind: 'generated', url: '' } })
  })

  it('refuses a rank beyond its floor, naming the floor and the candidates down to it', async () => {
    const candidates = printed().at(-1)?.[2] ?? 0
    expect(await ok(queryScoreByWc, { ...JIANGSU, wc: candidates })).toMatchObject({ score: 463, rank: candidates })
    const { status, body } = await ask(queryScoreByWc, { ...JIANGSU, wc: candidates + 1 })
    expect(status).toBe(200)
    expect(body).toEqual({
      code: SCORE_LINE_REFUSAL_CODE.rankBeyondTable,
      msg: SCORE_LINE_TEXT.rankBeyondFloor(463, candidates),
      data: null,
    })
    expect(body.msg).toBe('本表只公布到463分（累计205,975人），未查询到对应分数')
  })
})

describe('queryWcLineChart: the distribution', () => {
  it('answers one point per score, counts summing to the candidates', async () => {
    const data = await ok(queryWcLineChart, { province: '上海', year: 2024, track: '综合' })
    const all = table('上海', 2024, '综合')
    expect(data.points).toEqual(all)
    expect(data.step).toBe(1)
    expect(data.points.reduce((s: number, p: { count: number }) => s + p.count, 0)).toBe(data.candidates)
  })

  it('sums buckets of ten points, each with the rank at its lowest score', async () => {
    const data = await ok(queryWcLineChart, { ...HENAN, step: 10 })
    const all = table('河南', HENAN.year, '物理类')
    expect(data.points[0]?.score).toBe(Math.floor(data.topScore / 10) * 10)
    expect(data.points.at(-1)).toMatchObject({ score: 0, rank: data.candidates })
    expect(data.points.reduce((s: number, p: { count: number }) => s + p.count, 0)).toBe(data.candidates)
    const at500 = data.points.find((p: { score: number }) => p.score === 500)
    expect(at500?.rank).toBe(all.find((r) => r.score === 500)?.rank)
    expect(at500?.count).toBe(all.filter((r) => r.score >= 500 && r.score < 510).reduce((s, r) => s + r.count, 0))
  })

  it('buckets() keeps rows as they are at step 1 and aligns buckets on multiples of the step', () => {
    const rows = [
      { score: 12, count: 1, rank: 1 },
      { score: 11, count: 2, rank: 3 },
      { score: 10, count: 3, rank: 6 },
      { score: 9, count: 4, rank: 10 },
    ]
    expect(buckets(rows, 1)).toEqual(rows)
    expect(buckets(rows, 5)).toEqual([
      { score: 10, count: 6, rank: 6 },
      { score: 5, count: 4, rank: 10 },
    ])
  })
})

describe('批次线', () => {
  it('lists years, tracks and batches (highest line first)', async () => {
    expect(await ok(getPcxNf, { province: '河南' })).toEqual(HISTORY_NEWEST_FIRST)
    // Without a year: every track of its history, in the site's order.
    const everTracks = new Set(HISTORY_NEWEST_FIRST.flatMap(henanTracksOf))
    expect(await ok(getPcxKl, { province: '河南' })).toEqual(TRACK_ORDER.filter((t) => everTracks.has(t)))
    expect(await ok(getPcxKl, { province: '河南', year: HENAN.year })).toEqual(['物理类', '历史类'])
    // 山东's newest table is the published 2024 one: its history ends there, no generated year follows it.
    expect(await ok(getPcxKl, { province: '山东', year: 2024 })).toEqual(['综合'])
    expect(await ok(getPcxNf, { province: '山东' })).toEqual(Array.from({ length: HISTORY_LENGTH }, (_, i) => 2024 - i))
    expect(await ok(getPcxPc, { province: '河南', year: HENAN.year, track: '物理类' })).toEqual([
      '特殊类型招生控制线',
      '本科批',
      '专科批',
    ])
  })

  it('answers the lines of a year and track, each with the rank of its score in that year’s table', async () => {
    const lines = await ok(queryPcx, { province: '河南', year: HENAN.year, track: '物理类' })
    expect(lines.map((l: { batch: string }) => l.batch)).toEqual(['特殊类型招生控制线', '本科批', '专科批'])
    const all = table('河南', HENAN.year, '物理类')
    for (const line of lines) {
      expect(line).toMatchObject({ year: HENAN.year, track: '物理类' })
      expect(line.rank).toBe(all.find((r) => r.score === line.score)?.rank)
    }
  })

  it('answers every year of a track newest first for the trend, and one batch when asked', async () => {
    // 福建 sat 历史类 in every history year: three lines (three batches) a year.
    const trend = await ok(queryPcx, { province: '福建', track: '历史类' })
    expect(trend).toHaveLength(3 * HISTORY_LENGTH)
    expect(trend.map((l: { year: number }) => l.year)).toEqual(HISTORY_NEWEST_FIRST.flatMap((y) => [y, y, y]))
    // One batch, every track: each year's own tracks (河南's first year is 理科/文科).
    const undergrad = await ok(queryPcx, { province: '河南', batch: '本科批' })
    expect(undergrad.map((l: { year: number; track: string }) => [l.year, l.track])).toEqual(
      HISTORY_NEWEST_FIRST.flatMap((y) => henanTracksOf(y).map((t) => [y, t])),
    )
    expect(await ok(queryPcx, { province: '火星' })).toEqual([])
  })
})

describe('answer time', () => {
  it('answers a table page and a rank lookup fast (median printed)', async () => {
    const median = async (e: Endpoint, payload: object) => {
      const times: number[] = []
      for (let i = 0; i < 200; i++) {
        const started = performance.now()
        await upstream().inject({ method: 'POST', url: apiPath(e), payload })
        times.push(performance.now() - started)
      }
      times.sort((a, b) => a - b)
      return times[100] ?? 0
    }
    const list = await median(queryWcList, { ...HENAN, pageNum: 8, pageSize: 50 })
    const reverse = await median(queryScoreByWc, { ...HENAN, wc: 123_456 })
    const chart = await median(queryWcLineChart, { ...HENAN })
    const lines = await median(queryPcx, { province: '河南' })
    console.info(
      `median inject time: queryWcList ${list.toFixed(2)} ms, queryScoreByWc ${reverse.toFixed(2)} ms, queryWcLineChart ${chart.toFixed(2)} ms, queryPcx ${lines.toFixed(2)} ms`,
    )
    expect(list).toBeLessThan(50)
  })
})
