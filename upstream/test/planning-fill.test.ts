import { addWish, fillVolunteer, queryVolunteer, toFillVolunteer } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { meetsRequirement, subjectSet } from '../src/modules/planning/subject-match.js'
import { refusal, usePlanningApi } from './support/planning-api.js'

const { upstream, post, login, student } = usePlanningApi()

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
    const token = await student('13900000014', '广东', '物/化/生', 600)
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
