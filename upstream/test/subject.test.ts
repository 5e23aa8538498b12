import { join } from 'node:path'
import {
  queryMajorByXk,
  queryMajorSchoolByZydm,
  queryMajorSumByXkMatch,
  querySchoolByXk,
  queryXkByMajor,
  queryXkBySchool,
  queryXkMajorBySchool,
  queryXkSchoolByMajor,
  queryXkSchoolListByMajor,
  SUBJECT_REFUSAL_CODE,
} from '@gaokao/contracts'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLAN_YEAR } from '../src/dataset/generate/model.js'
import { DATABASE_FILE } from '../src/db/open.js'
import { buildTestUpstream, removeDataDir, tempDataDir, testConfig } from './helpers.js'
import { contractCaller } from './support/contract-call.js'

let app: FastifyInstance
let dataDir: string
let sql: Database.Database

beforeAll(async () => {
  dataDir = tempDataDir()
  app = await buildTestUpstream(testConfig({ DATA_DIR: dataDir }))
  await app.ready()
  sql = new Database(join(dataDir, DATABASE_FILE), { readonly: true })
})
afterAll(async () => {
  sql.close()
  await app.close()
  removeDataDir(dataDir)
})

const { post, ok } = contractCaller(() => app)

/**
 * The count made directly from the dataset: distinct (school, major) rows
 * of the province's plan for PLAN_YEAR, and those whose requirement is in `met`,
 * the requirements listed by hand for each combination below.
 */
function countFromDataset(province: string, met: readonly string[]) {
  const pairs = `SELECT DISTINCT school_id, major_id, subject_requirement FROM enrolment_plans WHERE province = ? AND year = ${PLAN_YEAR}`
  const rows = sql.prepare(`SELECT COUNT(*) FROM (${pairs})`).pluck().get(province) as number
  const open = sql
    .prepare(`SELECT COUNT(*) FROM (${pairs}) WHERE subject_requirement IN (SELECT value FROM json_each(?))`)
    .pluck()
    .get(province, JSON.stringify(met)) as number
  const openSchools = sql
    .prepare(
      `SELECT COUNT(DISTINCT school_id) FROM (${pairs}) WHERE subject_requirement IN (SELECT value FROM json_each(?))`,
    )
    .pluck()
    .get(province, JSON.stringify(met)) as number
  const openMajors = sql
    .prepare(
      `SELECT COUNT(DISTINCT major_id) FROM (${pairs}) WHERE subject_requirement IN (SELECT value FROM json_each(?))`,
    )
    .pluck()
    .get(province, JSON.stringify(met)) as number
  return { rows, open, openSchools, openMajors }
}

/**
 * Combinations and the requirements each meets, worked out by hand (不限 always). Besides the
 * guidance's five, published groups print one subject (化学, 生物, 地理) or three (物理+化学+生物,
 * 思想政治+历史+地理) and a few pairs (物理+生物, 物理+地理, 思想政治+历史).
 */
const CASES = [
  {
    province: '江苏',
    xk: '物/化/生',
    met: ['不限', '物理', '物理+化学', '化学', '生物', '物理+生物', '物理+化学+生物'],
  },
  {
    province: '江苏',
    xk: '史/政/地',
    met: ['不限', '历史', '思想政治', '地理', '思想政治+历史', '思想政治+历史+地理'],
  },
  { province: '江苏', xk: '物/生/地', met: ['不限', '物理', '生物', '地理', '物理+生物', '物理+地理'] },
  { province: '河南', xk: '史/化/生', met: ['不限', '历史', '化学', '生物'] },
  { province: '北京', xk: '物/化/政', met: ['不限', '物理', '物理+化学', '思想政治', '化学'] },
  { province: '浙江', xk: '化/生/技', met: ['不限', '化学', '生物'] },
] as const

describe('queryMajorSumByXkMatch: the share of plan rows a combination may apply to', () => {
  for (const c of CASES) {
    it(`${c.province} ${c.xk}: matches the count made from the dataset`, async () => {
      const sum = await ok(queryMajorSumByXkMatch, { province: c.province, xk: c.xk })
      const expected = countFromDataset(c.province, c.met)
      expect(expected.rows).toBeGreaterThan(1000)
      expect(sum).toMatchObject({
        province: c.province,
        year: PLAN_YEAR,
        rows: expected.rows,
        openRows: expected.open,
        openSchools: expected.openSchools,
        openMajors: expected.openMajors,
      })
      expect(sum.share).toBeCloseTo(expected.open / expected.rows, 12)
      expect(
        sum.byRequirement
          .filter((r) => r.met)
          .map((r) => r.requirement)
          .sort(),
      ).toEqual([...c.met].filter((r) => sum.byRequirement.some((b) => b.requirement === r)).sort())
      expect(sum.byRequirement.reduce((n, r) => n + r.count, 0)).toBe(expected.rows)
    })
  }

  it('orders the subjects of a combination (史/政/地 and 政/地/史 are one)', async () => {
    const a = await ok(queryMajorSumByXkMatch, { province: '江苏', xk: '政/地/史' })
    expect(a.xk).toBe('史/政/地')
    expect(a.mode).toBe('3+1+2')
  })

  it('a science combination opens more than a humanities one; 物化 more than 物 without 化', async () => {
    const share = async (xk: string) => (await ok(queryMajorSumByXkMatch, { province: '江苏', xk })).share
    const [science, humanities, physicsOnly] = [
      await share('物/化/生'),
      await share('史/政/地'),
      await share('物/生/地'),
    ]
    expect(science).toBeGreaterThan(physicsOnly)
    expect(physicsOnly).toBeGreaterThan(humanities)
    expect(science).toBeLessThanOrEqual(1)
  })

  it('refuses a combination the province does not allow, with the exact text', async () => {
    for (const [province, xk] of [
      ['江苏', '物/化/技'],
      ['江苏', '化/生/政'],
      ['江苏', '物/史/化'],
      ['北京', '物/化/技'],
    ] as const) {
      const res = await post(queryMajorSumByXkMatch, { province, xk })
      expect([res.status, res.code, res.msg], `${province} ${xk}`).toEqual([
        200,
        SUBJECT_REFUSAL_CODE.combinationInvalid,
        '请选择对应数量的科目',
      ])
    }
    const unknown = await post(queryMajorSumByXkMatch, { province: '火星', xk: '物/化/生' })
    expect([unknown.code, unknown.msg]).toEqual([SUBJECT_REFUSAL_CODE.provinceUnknown, '请选择高考省份'])
    const malformed = await post(queryMajorSumByXkMatch, { province: '江苏', xk: '物化生' })
    expect([malformed.status, malformed.msg]).toEqual([400, '请选择对应数量的科目'])
  })
})

describe('the schools and majors open to a combination', () => {
  it('lists every school with an open row, best ranked first, with its open and total majors', async () => {
    const sum = await ok(queryMajorSumByXkMatch, { province: '江苏', xk: '史/政/地' })
    const page = await ok(querySchoolByXk, { province: '江苏', xk: '史/政/地', pageNum: 1, pageSize: 20 })
    expect(page.total).toBe(sum.openSchools)
    expect(page.list).toHaveLength(20)
    for (const s of page.list) {
      expect(s.openMajors).toBeGreaterThan(0)
      expect(s.openMajors).toBeLessThanOrEqual(s.majors)
    }
    // One school checked against the dataset.
    const first = page.list[0]
    if (!first) throw new Error('no school')
    const majors = sql
      .prepare(
        `SELECT COUNT(DISTINCT major_id) FROM enrolment_plans WHERE school_id = ? AND province = '江苏' AND year = ${PLAN_YEAR}`,
      )
      .pluck()
      .get(first.id)
    const open = sql
      .prepare(
        `SELECT COUNT(DISTINCT major_id) FROM enrolment_plans WHERE school_id = ? AND province = '江苏' AND year = ${PLAN_YEAR}
         AND subject_requirement IN ('不限', '历史', '思想政治')`,
      )
      .pluck()
      .get(first.id)
    expect([first.majors, first.openMajors]).toEqual([majors, open])
    const filtered = await ok(querySchoolByXk, { province: '江苏', xk: '史/政/地', keyword: '南京', pageSize: 50 })
    expect(filtered.total).toBeGreaterThan(0)
    expect(filtered.list.every((s) => s.name.includes('南京'))).toBe(true)
  })

  it('lists every major open at one school at least, most schools first', async () => {
    const sum = await ok(queryMajorSumByXkMatch, { province: '江苏', xk: '物/生/地' })
    const page = await ok(queryMajorByXk, { province: '江苏', xk: '物/生/地', pageNum: 1, pageSize: 20 })
    expect(page.total).toBe(sum.openMajors)
    const open = page.list.map((m) => m.openSchools)
    expect(open).toEqual([...open].sort((a, b) => b - a))
    // 物/生/地 lacks 化学: a major every school asks 物理+化学 for is not listed.
    const chemistryOnly = await ok(queryMajorByXk, { province: '江苏', xk: '物/生/地', keyword: '化学工程与工艺' })
    expect(chemistryOnly.list.every((m) => m.requirements.split('、').some((r) => r !== '物理+化学'))).toBe(true)
  })
})

describe('a school: the requirements of its majors', () => {
  const NJU = 10284

  it('counts its majors in the province plan by requirement, as the dataset does', async () => {
    const data = await ok(queryXkBySchool, { schoolId: NJU, province: '江苏', xk: '史/政/地' })
    expect(data.school.name).toBe('南京大学')
    const counts = sql
      .prepare(
        `SELECT subject_requirement AS requirement, COUNT(DISTINCT major_id) AS count FROM enrolment_plans
         WHERE school_id = ? AND province = '江苏' AND year = ${PLAN_YEAR} GROUP BY 1`,
      )
      .all(NJU) as { requirement: string; count: number }[]
    expect(Object.fromEntries(data.byRequirement.map((r) => [r.requirement, r.count]))).toEqual(
      Object.fromEntries(counts.map((r) => [r.requirement, r.count])),
    )
    expect(data.majors).toBe(counts.reduce((n, r) => n + r.count, 0))
    expect(data.openMajors).toBe(
      counts.filter((r) => ['不限', '历史', '思想政治'].includes(r.requirement)).reduce((n, r) => n + r.count, 0),
    )
  })

  it('lists its majors with requirement, tracks, places and whether the combination meets it; the catalogue without a province', async () => {
    const plan = await ok(queryXkMajorBySchool, { schoolId: NJU, province: '江苏', xk: '物/化/生', pageSize: 50 })
    expect(plan.year).toBe(PLAN_YEAR)
    expect(plan.list.length).toBeGreaterThan(0)
    for (const m of plan.list) {
      expect(m.met).toBe(['不限', '物理', '物理+化学'].includes(m.requirement))
      expect(m.places).toBeGreaterThan(0)
      expect(m.tracks.length).toBeGreaterThan(0)
    }
    const catalogue = await ok(queryXkMajorBySchool, { schoolId: NJU, pageSize: 10 })
    const runs = sql.prepare('SELECT COUNT(*) FROM school_majors WHERE school_id = ?').pluck().get(NJU)
    expect([catalogue.total, catalogue.year]).toEqual([runs, null])
    expect(catalogue.list.every((m) => m.met === null && m.places === 0)).toBe(true)
    const missing = await post(queryXkBySchool, { schoolId: 99999 })
    expect([missing.code, missing.msg]).toEqual([SUBJECT_REFUSAL_CODE.schoolNotFound, '院校不存在'])
  })
})

describe('a major: its requirements across schools', () => {
  const CS = 80901

  it('counts the schools running it by requirement, nationwide and in the province plan', async () => {
    const all = await ok(queryXkByMajor, { majorId: CS })
    const runs = sql.prepare('SELECT COUNT(*) FROM school_majors WHERE major_id = ?').pluck().get(CS)
    expect([all.major.name, all.schools, all.year]).toEqual(['计算机科学与技术', runs, null])
    const inPlan = await ok(queryXkByMajor, { majorId: CS, province: '江苏', xk: '物/化/生' })
    const planSchools = sql
      .prepare(
        `SELECT COUNT(DISTINCT school_id) FROM enrolment_plans WHERE major_id = ? AND province = '江苏' AND year = ${PLAN_YEAR}`,
      )
      .pluck()
      .get(CS)
    expect([inPlan.schools, inPlan.openSchools]).toEqual([planSchools, planSchools])
  })

  it('lists its schools nationwide, and its plan rows in the province with track, places and tuition', async () => {
    const schools = await ok(queryXkSchoolByMajor, { majorId: CS, xk: '史/政/地', pageSize: 20 })
    expect(schools.list.every((s) => s.met === false)).toBe(true)
    const plan = await ok(queryXkSchoolListByMajor, { majorId: CS, province: '江苏', xk: '物/化/生', pageSize: 50 })
    const rows = sql
      .prepare(`SELECT COUNT(*) FROM enrolment_plans WHERE major_id = ? AND province = '江苏' AND year = ${PLAN_YEAR}`)
      .pluck()
      .get(CS)
    expect(plan.total).toBe(rows)
    expect(plan.list.every((s) => s.track === '物理类' && s.places > 0 && s.tuition > 0)).toBe(true)
    const none = await ok(queryXkSchoolListByMajor, {
      majorId: CS,
      province: '江苏',
      xk: '史/政/地',
      openOnly: true,
    })
    expect(none.total).toBe(0)
  })

  it('finds a major by its code (专业代码) with its school counts', async () => {
    const found = await ok(queryMajorSchoolByZydm, { zydm: '080901', province: '江苏' })
    expect(found.major).toMatchObject({ id: CS, name: '计算机科学与技术' })
    expect(found.planSchools).toBeGreaterThan(0)
    const unknown = await post(queryMajorSchoolByZydm, { zydm: '089999' })
    expect([unknown.code, unknown.msg]).toEqual([SUBJECT_REFUSAL_CODE.majorNotFound, '专业不存在'])
    const bad = await post(queryMajorSchoolByZydm, { zydm: '0809' })
    expect([bad.status, bad.msg]).toEqual([400, '请输入6位专业代码'])
  })
})
