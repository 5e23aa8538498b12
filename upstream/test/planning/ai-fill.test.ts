import {
  FILL_REASON_TEXT,
  groupDigits,
  MAX_GROUPS_PER_SCHOOL,
  MAX_LINES_PER_SCHOOL,
  SAFE_RANK_RATIO,
  type Track,
} from '@gaokao/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { sqliteUserStore } from '../../src/db/user-db/open-user-db.js'
import { loadAssessments } from '../../src/modules/evaluation/assessments.js'
import { FitResolver } from '../../src/modules/evaluation/fit.js'
import { majorFits, majorTypes } from '../../src/modules/planning/admission-types.js'
import { autoFill, type FillResult } from '../../src/modules/planning/auto-fill.js'
import { candidateOf, type PlanningCandidate } from '../../src/modules/planning/candidate.js'
import { evaluate, volunteerView } from '../../src/modules/planning/evaluate.js'
import { fillContextOf } from '../../src/modules/planning/fill-context.js'
import { loadMajorAppeal, type MajorAppeal } from '../../src/modules/planning/major-appeal.js'
import { admissionTypesOf } from '../../src/modules/planning/option-filters.js'
import { PlanningData, type TrackData } from '../../src/modules/planning/planning-data.js'
import { RankLookup } from '../../src/modules/rank/rank-lookup.js'
import { useSeededDatabase } from '../helpers.js'

/**
 * One-click filling a parent would accept (docs/ai-fill.md), on the seeded
 * data: 山东 (a major a line, 96 lines) near rank 70,000 and 10,000, and
 * 江苏 物理类 (院校专业组, 40 groups) near 37,000 and 10,000, with no
 * preference. The candidates' scores are read off each province's newest
 * table, so no figure is pinned.
 */
const db = useSeededDatabase()

interface Case {
  readonly label: string
  readonly province: string
  readonly xk: string
  readonly near: number
}
const CASES: readonly Case[] = [
  { label: '山东', province: '山东', xk: '物/化/地', near: 70_000 },
  { label: '江苏 物理类', province: '江苏', xk: '物/化/生', near: 37_000 },
  // Near the top, where rare new majors (a few schools each) are most on offer.
  { label: '山东 near 10,000', province: '山东', xk: '史/政/地', near: 10_000 },
  { label: '江苏 物理类 near 10,000', province: '江苏', xk: '物/化/生', near: 10_000 },
]

let planning: PlanningData
let appeal: MajorAppeal
const filled = new Map<string, { data: TrackData; candidate: PlanningCandidate; result: FillResult }>()

/** The highest score whose rank in the newest table is at least `near`. */
function scoreNear(province: string, near: number): number {
  return db()
    .prepare(
      `SELECT score FROM score_ranks WHERE province = ?
         AND year = (SELECT MAX(year) FROM score_ranks WHERE province = ?)
         AND rank >= ? ORDER BY score DESC LIMIT 1`,
    )
    .pluck()
    .get(province, province, near) as number
}

beforeAll(() => {
  planning = new PlanningData(db())
  appeal = loadMajorAppeal(db())
  const ranks = RankLookup.fromDatabase(db())
  for (const c of CASES) {
    const candidate = candidateOf(
      { nick_name: '', phone: '', province: c.province, xk: c.xk, score: scoreNear(c.province, c.near), wc: null },
      ranks,
    )
    const data = planning.track(c.province, candidate.track as Track) as TrackData
    filled.set(c.label, { data, candidate, result: autoFill(planning, data, candidate, {}, { appeal }) })
  }
})

const namedMajors = (result: FillResult) =>
  result.lines.flatMap((l) => (l.option.unit.kind === 'major' ? [l.option.unit] : l.option.majors))

describe('one-click filling a parent would accept', () => {
  it('fills the whole table', () => {
    for (const c of CASES.filter((c) => c.near > 10_000)) {
      const { data, result } = filled.get(c.label) ?? expect.unreachable()
      expect(result.lines, c.label).toHaveLength(data.volunteers)
    }
  })

  it('names, with no preference, no major of the lowest popularity tier, though the options hold some', () => {
    const tierOf = (majorId: number) => appeal.get(majorId)?.tier
    let offeredSomewhere = false
    for (const c of CASES) {
      const { data, candidate, result } = filled.get(c.label) ?? expect.unreachable()
      const offered = evaluate(planning, data, candidate, {}, volunteerView(data)).options.flatMap((o) =>
        o.unit.kind === 'major' ? [o.unit] : o.unit.majors,
      )
      offeredSomewhere ||= offered.some((m) => tierOf(m.majorId) === 1)
      const exotic = namedMajors(result).filter((m) => tierOf(m.majorId) === 1)
      expect(
        exotic.map((m) => m.major?.name),
        c.label,
      ).toEqual([])
    }
    // The test means something only if some candidate could be offered such majors.
    expect(offeredSomewhere).toBe(true)
  })

  it('names such a major when the student chose its category', () => {
    const { data, candidate } = filled.get('山东 near 10,000') ?? expect.unreachable()
    const rare = evaluate(planning, data, candidate, {}, volunteerView(data)).options.find(
      (o) => o.unit.major && appeal.get(o.unit.majorId)?.tier === 1,
    )
    const category = rare?.unit.major?.category ?? expect.unreachable()
    const chosen = autoFill(planning, data, candidate, { majorCategories: [category] }, { appeal })
    expect(chosen.lines.some((l) => appeal.get(l.option.unit.majorId)?.tier === 1)).toBe(true)
  })

  it('names in a group only the majors its admission type allows (no 艺术类 major in an ordinary line)', () => {
    let mixed = 0
    for (const c of CASES) {
      const { data, candidate, result } = filled.get(c.label) ?? expect.unreachable()
      const misfits = result.lines.flatMap(({ option }) =>
        option.unit.kind === 'major'
          ? []
          : option.majors
              .filter(
                (m) =>
                  m.major &&
                  !majorFits(majorTypes(option.school, m.major), admissionTypesOf(option.unit, option.school)),
              )
              .map((m) => `${option.school.name} ${option.unit.groupCode} ${m.major?.name}`),
      )
      expect(misfits, c.label).toEqual([])
      // Meaningful only if some ordinary option is a group mixing ordinary and special majors.
      for (const o of evaluate(planning, data, candidate, {}, volunteerView(data)).options) {
        if (o.unit.kind === 'major') continue
        const types = admissionTypesOf(o.unit, o.school)
        if (o.unit.majors.some((m) => m.major && !majorFits(majorTypes(o.school, m.major), types))) mixed++
      }
    }
    expect(mixed).toBeGreaterThan(0)
  })

  it('gives each group line the per-major chances of the majors it names', () => {
    for (const c of CASES) {
      const { result } = filled.get(c.label) ?? expect.unreachable()
      for (const { option } of result.lines) {
        if (option.unit.kind === 'major') continue
        expect(
          option.line?.majors.map((m) => m.id),
          c.label,
        ).toEqual(option.majors.map((m) => m.majorId))
      }
    }
  })

  it('puts at most a few lines of one school in a table', () => {
    for (const c of CASES) {
      const { data, result } = filled.get(c.label) ?? expect.unreachable()
      const cap = data.mode === '专业+院校' ? MAX_LINES_PER_SCHOOL : MAX_GROUPS_PER_SCHOOL
      const perSchool = new Map<string, number>()
      for (const l of result.lines) perSchool.set(l.option.school.name, (perSchool.get(l.option.school.name) ?? 0) + 1)
      const over = [...perSchool].filter(([, n]) => n > cap)
      expect(over, c.label).toEqual([])
    }
  })

  it('takes no 保 line beyond SAFE_RANK_RATIO times the candidate’s rank while enough lie within it', () => {
    for (const c of CASES) {
      const { candidate, result } = filled.get(c.label) ?? expect.unreachable()
      const safe = result.lines.filter((l) => l.option.band === '保')
      expect(safe.length, c.label).toBeGreaterThan(0)
      const far = safe.filter((l) => (l.option.basis.stats?.predictedRank ?? 0) / candidate.rank > SAFE_RANK_RATIO)
      // Beyond the ratio only near the top, where few options lie within it, and then the line says so.
      if (c.near > 10_000) expect(far.length, c.label).toBe(0)
      for (const l of far) expect(l.why, c.label).toContain(FILL_REASON_TEXT.safeShort(SAFE_RANK_RATIO))
    }
  })

  it('gives each line its own reason: its position, predicted rank, school and majors', () => {
    for (const c of CASES) {
      const { candidate, result } = filled.get(c.label) ?? expect.unreachable()
      const texts = result.lines.map((l) => l.why.join(' / '))
      expect(new Set(texts).size, c.label).toBe(result.lines.length)
      result.lines.forEach((line, i) => {
        const { option } = line
        const predicted = option.basis.stats?.predictedRank ?? 0
        expect(line.why, `${c.label} line ${i + 1}`).toContain(
          FILL_REASON_TEXT.position(option.band, predicted, candidate.rank),
        )
        expect(line.why.join(''), `${c.label} line ${i + 1}`).toContain(groupDigits(Math.round(predicted)))
        expect(line.why.some((w) => w.includes(option.school.name))).toBe(true)
        const first = (option.unit.kind === 'major' ? option.unit : option.majors[0])?.major?.name ?? ''
        expect(line.why.some((w) => w.startsWith('专业：') && w.includes(first))).toBe(true)
      })
    }
  })

  it('ranks a major the student’s assessment points to above its appeal alone', () => {
    const { data, candidate } = filled.get('江苏 物理类') ?? expect.unreachable()
    const plain = autoFill(planning, data, candidate, {}, { appeal })
    // A popular major the plain table never names first: the assessment should bring it forward.
    const counts = new Map<number, number>()
    for (const l of plain.lines) {
      const head = l.option.majors[0]?.majorId
      if (head !== undefined) counts.set(head, (counts.get(head) ?? 0) + 1)
    }
    const inGroups = new Set(plain.lines.flatMap((l) => l.option.unit.majors.map((m) => m.majorId)))
    const fitting = [...inGroups].find((id) => !counts.has(id) && (appeal.get(id)?.tier ?? 0) > 1) ?? 0
    const fitted = autoFill(planning, data, candidate, {}, { appeal, fitting: new Set([fitting]) })
    const heads = fitted.lines.filter((l) => l.option.majors[0]?.majorId === fitting)
    expect(heads.length).toBeGreaterThan(0)
    for (const l of heads) expect(l.why.some((w) => w.includes('与你的测评结果相符'))).toBe(true)
  })

  it('reads the majors of the student’s latest assessment report, by name at either level', async () => {
    const assessment = [...loadAssessments(db()).values()].find((a) => a.kind === 'code') ?? expect.unreachable()
    const code = assessment.dimensions
      .slice(0, 3)
      .map((d) => d.code)
      .join('')
    const names = new FitResolver(db()).resolve(assessment, code).majors.map((m) => m.name)
    expect(names.length).toBeGreaterThan(0)
    const now = Date.now()
    // No app here: the user store is the seeded file's own, as an upstream without DATABASE_URL opens it.
    const userDb = sqliteUserStore(db()).db
    const { id: userId } = await userDb
      .insertInto('users')
      .values({ phone: '13900009991', password_hash: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    const contextOf = fillContextOf(db(), userDb, planning.majors)
    expect((await contextOf(userId)).fitting).toBeUndefined()
    await userDb
      .insertInto('evaluation_reports')
      .values({
        user_id: userId,
        assessment_id: assessment.id,
        answers: '[]',
        scores: '{}',
        code,
        started_at: now,
        finished_at: now,
      })
      .execute()
    const fitting = (await contextOf(userId)).fitting ?? expect.unreachable()
    const expected = [...planning.majors.values()].filter((m) => names.includes(m.name)).map((m) => m.id)
    expect([...fitting].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b))
    expect((await contextOf(userId)).appeal).toBe((await contextOf(0)).appeal)
  })
})
