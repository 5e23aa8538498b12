import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  apiPath,
  datasetInfo,
  queryWc,
  REFUSAL_CODE,
  SAMPLE_DATA_NOTICE,
  SCORE_LINE_TEXT,
  SuccessEnvelope,
} from '@gaokao/contracts'
import Value from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { REAL_DATA_DIR } from '../../src/dataset/real/paths.js'
import { useUpstream } from '../helpers.js'

const upstream = useUpstream()

async function ask(payload: unknown) {
  const res = await upstream().inject({ method: 'POST', url: apiPath(queryWc), payload: payload as object })
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } }
}

/** The rank in the province's newest table (江苏's is 2025, 广东's 2024, 浙江's 2026). */
function rankInTable(province: string, track: string, score: number): number | undefined {
  return upstream()
    .db.prepare(
      `SELECT rank FROM score_ranks WHERE province = ? AND track = ? AND score = ?
         AND year = (SELECT MAX(year) FROM cohorts WHERE province = ?)`,
    )
    .pluck()
    .get(province, track, score, province) as number | undefined
}

// 新疆 and 西藏's newest tables are 理科/文科 (2026): their 3+1+2 candidates are ranked on them.
const XK_OF_TRACK: Record<string, string> = {
  物理类: '物/化/生',
  历史类: '史/政/地',
  综合: '物/化/生',
  理科: '物/化/生',
  文科: '史/政/地',
}

describe('queryWc: score to rank', () => {
  it('answers every province and track from its newest table, matching the contract', async () => {
    const cohorts = upstream()
      .db.prepare(
        `SELECT province, track, year, top_score AS top, floor_score AS floor FROM cohorts c
         WHERE year = (SELECT MAX(year) FROM cohorts n WHERE n.province = c.province) ORDER BY province, track`,
      )
      .all() as { province: string; track: string; year: number; top: number; floor: number | null }[]
    expect(cohorts).toHaveLength(25 * 2 + 6)
    // 2026 where nothing is published, else the latest published year; 新疆 and 西藏 still sat 文理 in 2026.
    const years = Object.fromEntries(cohorts.map((c) => [c.province, c.year]))
    expect(years).toMatchObject({ 河南: 2026, 江苏: 2025, 广东: 2024, 北京: 2024, 浙江: 2026 })
    expect(cohorts.filter((c) => c.province === '新疆').map((c) => c.track)).toEqual(['文科', '理科'])
    for (const { province, track, top, floor } of cohorts) {
      for (const score of [floor ?? 150, 480, top]) {
        const { status, body } = await ask({ province, xk: XK_OF_TRACK[track], score })
        const rank = rankInTable(province, track, score)
        expect(status, `${province} ${track} ${score}`).toBe(200)
        if (floor !== null && score < floor) {
          expect(body.msg).toBe(SCORE_LINE_TEXT.belowFloor(floor))
          continue
        }
        expect(rank, `${province} ${track} ${score}`).toBeDefined()
        expect(Value.Check(SuccessEnvelope(queryWc.data), body)).toBe(true)
        expect(body.data).toBe(rank)
      }
    }
  })

  it('answers a published table as printed, and says why it gives no rank outside it', async () => {
    // Read plainly from the shipped file: 江苏 2025 物理类 prints [683, 126, 126] first, 600 at 34,888, 463 last.
    const file = JSON.parse(readFileSync(join(REAL_DATA_DIR, 'rank-tables', '江苏-2025.json'), 'utf8')) as {
      categories: Record<string, number[][]>
    }
    const printed = file.categories['物理类'] ?? []
    const at600 = printed.find((r) => r[0] === 600)?.[2]
    expect(at600).toBe(34_888)
    const jiangsu = (score: number) => ask({ province: '江苏', xk: '物/化/生', score })
    expect((await jiangsu(600)).body).toEqual({ code: 0, msg: expect.any(String), data: at600 })
    // 559 is misprinted (810132); both neighbours confirm 81,013 (docs/real-data.md).
    expect((await jiangsu(559)).body.data).toBe(81_013)
    const refused = (msg: string) => ({ code: REFUSAL_CODE.rankNotFound, msg, data: null })
    const floor = printed.at(-1)?.[0] ?? 0
    expect(floor).toBe(463)
    expect((await jiangsu(floor)).body.data).toBe(printed.at(-1)?.[2])
    expect((await jiangsu(floor - 1)).body).toEqual(refused(SCORE_LINE_TEXT.belowFloor(463)))
    expect((await jiangsu(150)).body).toEqual(refused('低于本表最低公布分数（463分）'))
    expect((await jiangsu(684)).body).toEqual(refused(SCORE_LINE_TEXT.aboveTop(printed[0]?.[2] ?? 0)))
    expect((await jiangsu(750)).body).toEqual(refused('位次在前126名以内'))
    // 492's row is misprinted ([532, 1438, 492] sits where 492 would) and nothing confirms a value.
    expect((await jiangsu(492)).body).toEqual(refused(SCORE_LINE_TEXT.unreadable(492)))
  })

  it('gives a larger rank to a lower score', async () => {
    const high = await ask({ province: '河南', xk: '物/化/生', score: 600 })
    const low = await ask({ province: '河南', xk: '物/化/生', score: 500 })
    expect(low.body.data as number).toBeGreaterThan(high.body.data as number)
  })

  it('ranks in the track the first-choice subject implies, in whatever order the subjects come', async () => {
    const history = await ask({ province: '广东', xk: '史/政/地', score: 550 })
    const shuffled = await ask({ province: '广东', xk: '政/地/史', score: 550 })
    const physics = await ask({ province: '广东', xk: '化/物/生', score: 550 })
    expect(history.body.data).toBe(rankInTable('广东', '历史类', 550))
    expect(shuffled.body.data).toBe(history.body.data)
    expect(physics.body.data).toBe(rankInTable('广东', '物理类', 550))
    expect(physics.body.data).not.toBe(history.body.data)
  })

  it('refuses a missing, empty or unknown province with 请选择省份', async () => {
    for (const payload of [
      { xk: '物/化/生', score: 600 },
      { province: '', xk: '物/化/生', score: 600 },
      { province: '  ', xk: '物/化/生', score: 600 },
      { province: null, xk: '物/化/生', score: 600 },
      { province: '火星', xk: '物/化/生', score: 600 },
      {},
    ]) {
      const { status, body } = await ask(payload)
      expect(status, JSON.stringify(payload)).toBe(400)
      expect(body).toEqual({ code: 400, msg: '请选择省份', data: null })
    }
  })

  it('refuses a missing score with 请输入分数', async () => {
    for (const payload of [
      { province: '河南', xk: '物/化/生' },
      { province: '河南', xk: '物/化/生', score: '' },
      { province: '河南', xk: '物/化/生', score: null },
    ]) {
      const { status, body } = await ask(payload)
      expect(status, JSON.stringify(payload)).toBe(400)
      expect(body).toEqual({ code: 400, msg: '请输入分数', data: null })
    }
  })

  it('refuses a score outside 0-750 with the contract text', async () => {
    for (const score of [751, -1, 600.5, 'abc']) {
      const { status, body } = await ask({ province: '河南', xk: '物/化/生', score })
      expect(status).toBe(400)
      expect(body.msg).toBe('请输入0-750之间的整数')
    }
  })

  it('refuses subjects that do not fit the province with 请选择对应数量的科目', async () => {
    for (const payload of [
      { province: '河南', score: 600 },
      { province: '河南', xk: '', score: 600 },
      { province: '河南', xk: '物/化', score: 600 },
      { province: '河南', xk: '物/史/化', score: 600 },
      { province: '北京', xk: '物/化/技', score: 600 },
    ]) {
      const { status, body } = await ask(payload)
      expect(status, JSON.stringify(payload)).toBe(400)
      expect(body.msg).toBe('请选择对应数量的科目')
    }
    // 浙江 alone offers 技术 among its seven subjects.
    expect((await ask({ province: '浙江', xk: '物/化/技', score: 600 })).status).toBe(200)
  })

  it('refuses with 未查询到对应位次 above the top score (西藏 历史类: its newest table, 2026 文科)', async () => {
    const top = upstream()
      .db.prepare("SELECT top_score FROM cohorts WHERE province = '西藏' AND year = 2026 AND track = '文科'")
      .pluck()
      .get() as number
    expect((await ask({ province: '西藏', xk: '史/政/地', score: top })).status).toBe(200)
    for (const score of [top + 1, 750]) {
      const { body } = await ask({ province: '西藏', xk: '史/政/地', score })
      expect(body).toEqual({ code: REFUSAL_CODE.rankNotFound, msg: '未查询到对应位次', data: null })
    }
  })
})

describe('datasetInfo', () => {
  it('says the figures are sample data, with their years', async () => {
    const res = await upstream().inject({ method: 'GET', url: apiPath(datasetInfo) })
    const body = res.json()
    expect(res.statusCode).toBe(200)
    expect(Value.Check(SuccessEnvelope(datasetInfo.data), body)).toBe(true)
    expect(body.data).toMatchObject({
      demo: true,
      label: SAMPLE_DATA_NOTICE,
      // Every year some table covers: 北京's generated 2022 to the 2026 round.
      years: [2022, 2023, 2024, 2025, 2026],
      planYear: 2027,
    })
    const seeded = upstream().db.prepare("SELECT value FROM meta WHERE key = 'dataset_version'").pluck().get()
    expect(body.data.datasetVersion).toBe(seeded)
    expect(String(seeded).startsWith(`${body.data.generatorVersion}+`)).toBe(true)
  })
})
