import {
  addWish,
  choiceSchoolList,
  type Endpoint,
  fillVolunteer,
  meetsRequirementText,
  queryVolunteer,
  toFillVolunteer,
  WISH_WARNING_TEXT,
} from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { PLAN_YEAR } from '../../src/dataset/generate/model.js'
import { useUpstream } from '../helpers.js'
import { planningStudent } from '../planning-helpers.js'
import { callContract } from '../support/contract-call.js'

const upstream = useUpstream({ DEMO_MODE: 'on' })

const post = (endpoint: Endpoint, body: object, token: string) => callContract(upstream(), endpoint, body, token)

interface Item {
  key: { schoolId: number; groupCode: string }
  subjectRequirement: string
  chance: { probability: number; band: string | null }
}

describe('the table as a whole in the wish detail (docs/table-risk.md)', () => {
  it('shows a line whose 选科 the candidate no longer meets with P 0 and the reason, and counts it nowhere', async () => {
    const app = upstream()
    const token = await planningStudent(app, '13900000301', '江苏', '物/化/生', 600)
    const wish = (await post(addWish, { name: '改选科', batch: '本科批' }, token)).data
    // Two banded groups: one that asks 化学 (lost below) and one that does not.
    const list = (await post(choiceSchoolList, { pageSize: 50, sort: 'chance' }, token)).data.list as Item[]
    // Judged as adding judges a group: one of its majors met is enough (a、b: any).
    const keeps = (i: Item) => meetsRequirementText(i.subjectRequirement, '物/生/地')
    const chemistry = list.find((i) => i.chance.band !== null && !keeps(i))
    const open = list.find((i) => i.chance.band !== null && keeps(i))
    if (!chemistry || !open) throw new Error('no pair of groups to test with')
    for (const unit of [chemistry, open])
      expect(
        (
          await post(
            fillVolunteer,
            { wishId: wish.id, schoolId: unit.key.schoolId, groupCode: unit.key.groupCode },
            token,
          )
        ).code,
      ).toBe(0)

    const before = (await post(queryVolunteer, { wishId: wish.id }, token)).data
    expect(before.risk.lines.map((l: { excluded: string | null }) => l.excluded)).toEqual([null, null])

    // The student changes 化学 for 地理 (same track, so the table stays theirs).
    await app.userDb.updateTable('users').set({ xk: '物/生/地' }).where('phone', '=', '13900000301').execute()
    const detail = (await post(queryVolunteer, { wishId: wish.id }, token)).data
    const [lost, kept] = detail.lines
    const reason = WISH_WARNING_TEXT.subject(chemistry.subjectRequirement, '物/生/地')
    expect(lost.chance).toMatchObject({ probability: 0, band: null })
    expect(lost.chance.reasons[0]).toBe(reason)
    expect(lost.warnings).toContainEqual({ kind: 'subject', text: reason })
    expect(lost.warnings.map((w: { kind: string }) => w.kind)).not.toContain('unlikely')
    expect(detail.risk.lines[0]).toMatchObject({ lineId: lost.id, probability: 0, excluded: 'subject', reason })
    expect(detail.risk.lines[1]).toMatchObject({ lineId: kept.id, excluded: null })
    // Only the kept line counts: in the header's bands and in the table's chance.
    const band = kept.chance.band as '冲' | '稳' | '保'
    expect(detail.counts).toEqual({ 冲: 0, 稳: 0, 保: 0, none: 1, [band]: 1 })
    expect(detail.risk.counts).toEqual(detail.counts)
    expect(detail.risk.admitted).toBeCloseTo(kept.chance.probability, 9)
  })

  it('answers the one-click result with the risk its table shows', async () => {
    const token = await planningStudent(upstream(), '13900000302', '江苏', '物/化/生', 580)
    const result = (await post(toFillVolunteer, { preferences: {} }, token)).data
    const detail = (await post(queryVolunteer, { wishId: result.wish.id }, token)).data
    expect(result.risk).toEqual(detail.risk)
    expect(detail.risk.lines).toHaveLength(detail.lines.length)
    const p = detail.lines.map((l: { chance: { probability: number } }) => l.chance.probability)
    expect(detail.risk.admitted).toBeGreaterThanOrEqual(Math.max(...p) - 1e-6)
    expect(detail.risk.admitted).toBeLessThanOrEqual(detail.risk.admittedIfIndependent)
  })

  it('counts a group of mixed requirements (不限、物理) the candidate can enter, as adding does', async () => {
    const app = upstream()
    const token = await planningStudent(app, '13900000303', '江苏', '物/生/地', 600)
    const wish = (await post(addWish, { name: '混合要求', batch: '本科批' }, token)).data
    // A group with a major the student meets and one they do not, so its printed requirement has both.
    const mixed = app.db
      .prepare(`SELECT school_id, group_code FROM enrolment_plans
        WHERE province = '江苏' AND track = '物理类' AND batch = '本科批' AND year = ?
        GROUP BY school_id, group_code
        HAVING sum(subject_requirement LIKE '%化学%') > 0 AND sum(subject_requirement NOT LIKE '%化学%') > 0 LIMIT 1`)
      .get(PLAN_YEAR) as { school_id: number; group_code: string } | undefined
    if (!mixed) throw new Error('no group mixing a 化学 major with others')
    expect(
      (await post(fillVolunteer, { wishId: wish.id, schoolId: mixed.school_id, groupCode: mixed.group_code }, token))
        .code,
    ).toBe(0)
    const detail = (await post(queryVolunteer, { wishId: wish.id }, token)).data
    const [line] = detail.lines
    expect(line.subjectRequirement).toContain('、')
    expect(line.warnings.map((w: { kind: string }) => w.kind)).not.toContain('subject')
    expect(detail.risk.lines[0]).toMatchObject({ excluded: line.chance ? null : 'noHistory' })
  })
})
