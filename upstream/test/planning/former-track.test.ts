import { apiPath, choiceSchoolList, querySum, SCORE_LINE_TEXT, TOKEN_HEADER } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { LATEST_YEAR } from '../../src/dataset/generate/model.js'
import { useUpstream } from '../helpers.js'
import { planningStudent } from '../planning-helpers.js'

/**
 * 新疆 still sat 文理 in 2026 (docs/exam-modes.md): its 2027 物理类 candidates
 * have no 物理类 table or history yet. They are ranked on the 2026 理科 table
 * and planned on 理科 history, and the summary says which track it read.
 */
const upstream = useUpstream({ DEMO_MODE: 'on' })

async function post(path: string, body: object, token: string) {
  const res = await upstream().inject({ method: 'POST', url: path, payload: body, headers: { [TOKEN_HEADER]: token } })
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the data of the call it made
  return res.json() as { code: number; msg: string; data: any }
}

describe('a 新疆 物理类 candidate in the plan year', () => {
  it('is ranked on the 2026 理科 table, planned on 理科 history, and told so', async () => {
    const db = upstream().db
    const table = db
      .prepare("SELECT COUNT(*) FROM cohorts WHERE province = '新疆' AND year = ? AND track = '物理类'")
      .pluck()
    expect(table.get(LATEST_YEAR)).toBe(0)
    const rankOf = db
      .prepare("SELECT rank FROM score_ranks WHERE province = '新疆' AND year = ? AND track = '理科' AND score = 520")
      .pluck()
    const token = await planningStudent(upstream(), '13900002701', '新疆', '物/化/生', 520)

    const sum = await post(apiPath(querySum), {}, token)
    expect(sum.code).toBe(0)
    expect(sum.data.candidate.track).toBe('物理类')
    expect(sum.data.candidate.rank).toBe(rankOf.get(LATEST_YEAR))
    expect(sum.data.candidate.rankYear).toBe(LATEST_YEAR)
    expect(sum.data.candidate.historyTrack).toBe('理科')
    expect(sum.data.views.school.total).toBeGreaterThan(0)

    // Options carry the 理科 years they were judged on.
    const list = await post(apiPath(choiceSchoolList), { pageNum: 1, pageSize: 10 }, token)
    expect(list.code).toBe(0)
    const option = list.data.list[0]
    expect(option.chance.years.length).toBeGreaterThan(0)
    expect(SCORE_LINE_TEXT.readAsFormer('新疆', LATEST_YEAR, sum.data.candidate.historyTrack)).toBe(
      '新疆2026年仍为文理分科，按理科一分一段表换算',
    )
  })

  it('a 河南 物理类 candidate reads 物理类 history only: 2024 was 理科, not comparable', async () => {
    const token = await planningStudent(upstream(), '13900002702', '河南', '物/化/生', 560)
    const sum = await post(apiPath(querySum), {}, token)
    expect(sum.data.candidate.historyTrack).toBeUndefined()
    const list = await post(apiPath(choiceSchoolList), { pageNum: 1, pageSize: 20 }, token)
    const years = new Set<number>(
      list.data.list.flatMap((o: { chance: { years: { year: number }[] } }) => o.chance.years.map((y) => y.year)),
    )
    expect([...years].sort()).toEqual([2025, 2026])
  })
})
