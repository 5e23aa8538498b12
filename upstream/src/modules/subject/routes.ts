import {
  type DataOf,
  type ExamMode,
  FIRST_CHOICE_SUBJECTS,
  isValidSubjectSet,
  joinXk,
  meetsRequirementText,
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
  SUBJECT_TEXT,
  SUBJECTS,
  type SubjectCode,
  splitXk,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { PLAN_YEAR } from '../../dataset/generate/model.js'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'
import { keywordOf, paging, tagsOf } from '../major/sql.js'

type RequirementCount = DataOf<typeof queryMajorSumByXkMatch>['byRequirement'][number]

/** A province's plan rows of the plan year as parallel arrays: school, major and the index of the requirement. */
interface ProvincePlan {
  requirements: string[]
  school: Int32Array
  major: Int32Array
  requirement: Uint8Array
}

/** The figures are the generated dataset's. */
const DEMO = true

/** A combination in one order whatever order it came in: the first choice first (3+1+2), then the subjects' own order. */
export function canonicalXk(xk: string): string {
  const codes = splitXk(xk)
  const order = (c: string) => {
    const first = FIRST_CHOICE_SUBJECTS.includes(c as SubjectCode) ? 0 : 1
    return first * 10 + SUBJECTS.findIndex((s) => s.code === c)
  }
  return joinXk([...codes].sort((a, b) => order(a) - order(b)))
}

/**
 * Subject check (spec §7): what a combination opens in a province's
 * enrolment plan of the plan year, and the requirements of a school's majors
 * or of a major across schools. A plan row is a (school, major) pair: a
 * 3+1+2 province's two tracks count once, their requirement being the same.
 */
export default async function subjectRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db
  const year = PLAN_YEAR

  const modes = new Map(
    (db.prepare('SELECT name, gkms FROM gaokao_provinces').all() as { name: string; gkms: ExamMode }[]).map((p) => [
      p.name,
      p.gkms,
    ]),
  )
  // Every requirement the dataset writes (a handful): whether a combination meets one is decided once per call.
  const requirements = db.prepare('SELECT DISTINCT subject_requirement FROM school_majors').pluck().all() as string[]

  // The three combination calls work on a province's plan rows held in memory: a few thousand
  // (school, major, requirement) triples per province, read once with one indexed query, so a
  // combination costs one pass over them instead of a grouped scan per call.
  const planPairs = db.prepare(
    `SELECT DISTINCT school_id AS school, major_id AS major, subject_requirement AS requirement
     FROM enrolment_plans WHERE province = ? AND year = ?`,
  )
  const colleges = new Map(
    (
      db
        .prepare(
          `SELECT c.id, c.name, c.province, c.city, c.level, r.rank,
             (SELECT group_concat(t.tag) FROM college_tags t WHERE t.college_id = c.id) AS tags
           FROM colleges c LEFT JOIN school_rankings r ON r.school_id = c.id`,
        )
        .all() as {
        id: number
        name: string
        province: string
        city: string
        level: string
        rank: number | null
        tags: string | null
      }[]
    ).map((c) => [c.id, { ...c, tags: tagsOf(c.tags) }]),
  )
  const majors = new Map(
    (
      db.prepare('SELECT id, code, name, level, class_name AS className FROM majors').all() as {
        id: number
        code: string
        name: string
        level: string
        className: string
      }[]
    ).map((m) => [m.id, m]),
  )
  const plans = new Map<string, ProvincePlan>()

  function planOf(province: string): ProvincePlan {
    let plan = plans.get(province)
    if (!plan) {
      const rows = planPairs.all(province, year) as { school: number; major: number; requirement: string }[]
      const names = [...new Set(rows.map((r) => r.requirement))]
      plan = {
        requirements: names,
        school: Int32Array.from(rows, (r) => r.school),
        major: Int32Array.from(rows, (r) => r.major),
        requirement: Uint8Array.from(rows, (r) => names.indexOf(r.requirement)),
      }
      plans.set(province, plan)
    }
    return plan
  }

  /** Per requirement of the plan: its rows, and whether xk meets it; most rows first. */
  function requirementCounts(plan: ProvincePlan, xk: string): RequirementCount[] {
    const counts = new Array<number>(plan.requirements.length).fill(0)
    for (const r of plan.requirement) counts[r] = (counts[r] ?? 0) + 1
    return plan.requirements
      .map((requirement, i) => ({ requirement, count: counts[i] ?? 0, met: meetsRequirementText(requirement, xk) }))
      .sort((a, b) => b.count - a.count || a.requirement.localeCompare(b.requirement))
  }

  /** Per school (or major) of the plan: its rows and the rows xk meets. */
  function tally(plan: ProvincePlan, xk: string, by: 'school' | 'major'): Map<number, { all: number; open: number }> {
    const met = plan.requirements.map((r) => meetsRequirementText(r, xk))
    const keys = plan[by]
    const out = new Map<number, { all: number; open: number }>()
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as number
      let t = out.get(key)
      if (!t) {
        t = { all: 0, open: 0 }
        out.set(key, t)
      }
      t.all += 1
      if (met[plan.requirement[i] as number]) t.open += 1
    }
    return out
  }

  const byRank = (a: { level: string; rank: number | null; id: number }, b: typeof a) =>
    Number(a.level === '专科') - Number(b.level === '专科') ||
    Number(a.rank === null) - Number(b.rank === null) ||
    (a.rank ?? 0) - (b.rank ?? 0) ||
    a.id - b.id

  const schoolRef = db.prepare('SELECT id, name, province, city, level FROM colleges WHERE id = ?')
  const majorRef = db.prepare('SELECT id, code, name, level, class_name AS className FROM majors WHERE id = ?')
  const majorByCode = db.prepare('SELECT id, code, name, level, class_name AS className FROM majors WHERE code = ?')

  // A school's majors: in a province's plan, or its catalogue.
  const schoolPlanMajors = db.prepare(
    `SELECT m.id, m.code, m.name, m.level, m.class_name AS className, p.subject_requirement AS requirement,
       group_concat(p.track) AS tracks, SUM(p.places) AS places
     FROM enrolment_plans p JOIN majors m ON m.id = p.major_id
     WHERE p.school_id = @schoolId AND p.province = @province AND p.year = @year
       AND (@requirement IS NULL OR p.subject_requirement = @requirement)
     GROUP BY m.id ORDER BY m.code LIMIT @limit OFFSET @offset`,
  )
  const schoolPlanMajorCount = db
    .prepare(
      `SELECT COUNT(DISTINCT major_id) FROM enrolment_plans
       WHERE school_id = @schoolId AND province = @province AND year = @year
         AND (@requirement IS NULL OR subject_requirement = @requirement)`,
    )
    .pluck()
  const schoolPlanRequirements = db.prepare(
    `SELECT requirement, COUNT(*) AS count FROM (
       SELECT DISTINCT major_id, subject_requirement AS requirement FROM enrolment_plans
       WHERE school_id = ? AND province = ? AND year = ?)
     GROUP BY requirement ORDER BY count DESC, requirement`,
  )
  const schoolCatalogueMajors = db.prepare(
    `SELECT m.id, m.code, m.name, m.level, m.class_name AS className, s.subject_requirement AS requirement
     FROM school_majors s JOIN majors m ON m.id = s.major_id
     WHERE s.school_id = @schoolId AND (@requirement IS NULL OR s.subject_requirement = @requirement)
     ORDER BY m.code LIMIT @limit OFFSET @offset`,
  )
  const schoolCatalogueMajorCount = db
    .prepare(
      `SELECT COUNT(*) FROM school_majors
       WHERE school_id = @schoolId AND (@requirement IS NULL OR subject_requirement = @requirement)`,
    )
    .pluck()
  const schoolCatalogueRequirements = db.prepare(
    `SELECT subject_requirement AS requirement, COUNT(*) AS count FROM school_majors WHERE school_id = ?
     GROUP BY requirement ORDER BY count DESC, requirement`,
  )

  // A major's schools: in a province's plan, or every school that runs it.
  const majorPlanRequirements = db.prepare(
    `SELECT requirement, COUNT(*) AS count FROM (
       SELECT DISTINCT school_id, subject_requirement AS requirement FROM enrolment_plans
       WHERE major_id = ? AND province = ? AND year = ?)
     GROUP BY requirement ORDER BY count DESC, requirement`,
  )
  const majorCatalogueRequirements = db.prepare(
    `SELECT subject_requirement AS requirement, COUNT(*) AS count FROM school_majors WHERE major_id = ?
     GROUP BY requirement ORDER BY count DESC, requirement`,
  )
  const MAJOR_SCHOOLS_WHERE = `s.major_id = @majorId
    AND (@requirement IS NULL OR s.subject_requirement = @requirement)
    AND (@keyword IS NULL OR instr(c.name, @keyword) > 0)`
  const majorSchools = db.prepare(
    `SELECT c.id, c.name, c.province, c.city, c.level, s.subject_requirement AS requirement
     FROM school_majors s JOIN colleges c ON c.id = s.school_id LEFT JOIN school_rankings r ON r.school_id = c.id
     WHERE ${MAJOR_SCHOOLS_WHERE}
     ORDER BY c.level = '专科', r.rank IS NULL, r.rank, c.id LIMIT @limit OFFSET @offset`,
  )
  const majorSchoolCount = db
    .prepare(`SELECT COUNT(*) FROM school_majors s JOIN colleges c ON c.id = s.school_id WHERE ${MAJOR_SCHOOLS_WHERE}`)
    .pluck()
  const PLAN_SCHOOLS_WHERE = `p.major_id = @majorId AND p.province = @province AND p.year = @year
    AND (@met IS NULL OR p.subject_requirement IN (SELECT value FROM json_each(@met)))`
  const majorPlanSchools = db.prepare(
    `SELECT c.id, c.name, c.province, c.city, c.level, p.subject_requirement AS requirement,
       p.track, p.group_code AS groupCode, p.places, p.tuition
     FROM enrolment_plans p JOIN colleges c ON c.id = p.school_id LEFT JOIN school_rankings r ON r.school_id = c.id
     WHERE ${PLAN_SCHOOLS_WHERE}
     ORDER BY c.level = '专科', r.rank IS NULL, r.rank, c.id, p.track LIMIT @limit OFFSET @offset`,
  )
  const majorPlanSchoolCount = db.prepare(`SELECT COUNT(*) FROM enrolment_plans p WHERE ${PLAN_SCHOOLS_WHERE}`).pluck()
  const majorSchoolTotal = db.prepare('SELECT COUNT(*) FROM school_majors WHERE major_id = ?').pluck()
  const majorPlanSchoolTotal = db
    .prepare('SELECT COUNT(DISTINCT school_id) FROM enrolment_plans WHERE major_id = ? AND province = ? AND year = ?')
    .pluck()

  /** The province's exam mode, or a refusal for a province the site does not know. */
  function modeOf(province: string): ExamMode {
    const mode = modes.get(province)
    if (!mode) throw ApiError.refuse(SUBJECT_REFUSAL_CODE.provinceUnknown, SUBJECT_TEXT.provinceUnknown)
    return mode
  }

  /** The combination in its canonical order; refused unless it fits the province's mode (or, without one, is 3 distinct subjects). */
  function combination(xk: string, province: string | undefined): string {
    const picked = splitXk(xk)
    const valid = province ? isValidSubjectSet(modeOf(province), province, picked) : new Set(picked).size === 3
    if (!valid) throw ApiError.refuse(SUBJECT_REFUSAL_CODE.combinationInvalid, SUBJECT_TEXT.combinationInvalid)
    return canonicalXk(xk)
  }

  /** The requirements a combination meets, as JSON for json_each; null (no filter) without one. */
  function metOf(xk: string | undefined): string | null {
    return xk === undefined ? null : JSON.stringify(requirements.filter((r) => meetsRequirementText(r, xk)))
  }

  function withMet(rows: { requirement: string; count: number }[], xk: string | undefined): RequirementCount[] {
    return rows.map((r) => ({ ...r, met: xk === undefined ? null : meetsRequirementText(r.requirement, xk) }))
  }

  function schoolOf(id: number) {
    const school = schoolRef.get(id) as DataOf<typeof queryXkBySchool>['school'] | undefined
    if (!school) throw ApiError.refuse(SUBJECT_REFUSAL_CODE.schoolNotFound, SUBJECT_TEXT.schoolNotFound)
    return school
  }

  function majorOf(id: number) {
    const major = majorRef.get(id) as DataOf<typeof queryXkByMajor>['major'] | undefined
    if (!major) throw ApiError.refuse(SUBJECT_REFUSAL_CODE.majorNotFound, SUBJECT_TEXT.majorNotFound)
    return major
  }

  implement(app, queryMajorSumByXkMatch, ({ body }) => {
    const xk = combination(body.xk, body.province)
    const plan = planOf(body.province)
    const schools = tally(plan, xk, 'school')
    const majorTally = tally(plan, xk, 'major')
    const rows = plan.school.length
    let openRows = 0
    for (const t of schools.values()) openRows += t.open
    const openOf = (m: Map<number, { open: number }>) => [...m.values()].filter((t) => t.open > 0).length
    return {
      province: body.province,
      mode: modeOf(body.province),
      xk,
      year,
      rows,
      openRows,
      share: rows === 0 ? 0 : openRows / rows,
      schools: schools.size,
      openSchools: openOf(schools),
      majors: majorTally.size,
      openMajors: openOf(majorTally),
      byRequirement: requirementCounts(plan, xk),
      demo: DEMO,
    }
  })

  implement(app, querySchoolByXk, ({ body }) => {
    const xk = combination(body.xk, body.province)
    const { pageNum, pageSize, offset } = paging(body)
    const keyword = keywordOf(body.keyword)
    const open = [...tally(planOf(body.province), xk, 'school')]
      .filter(([, t]) => t.open > 0)
      .flatMap(([id, t]) => {
        const c = colleges.get(id)
        return c && (keyword === null || c.name.includes(keyword)) ? [{ ...c, majors: t.all, openMajors: t.open }] : []
      })
      .sort(byRank)
    return {
      list: open.slice(offset, offset + pageSize).map(({ rank: _rank, ...school }) => school),
      total: open.length,
      pageNum,
      pageSize,
      year,
      demo: DEMO,
    }
  })

  implement(app, queryMajorByXk, ({ body }) => {
    const xk = combination(body.xk, body.province)
    const { pageNum, pageSize, offset } = paging(body)
    const keyword = keywordOf(body.keyword)
    const plan = planOf(body.province)
    // The requirements schools ask of each major, in the order of how common they are in the province.
    const order = requirementCounts(plan, xk).map((r) => plan.requirements.indexOf(r.requirement))
    const asked = new Map<number, Set<number>>()
    for (let i = 0; i < plan.major.length; i++) {
      const id = plan.major[i] as number
      let set = asked.get(id)
      if (!set) {
        set = new Set()
        asked.set(id, set)
      }
      set.add(plan.requirement[i] as number)
    }
    const open = [...tally(plan, xk, 'major')]
      .filter(([, t]) => t.open > 0)
      .flatMap(([id, t]) => {
        const m = majors.get(id)
        return m && (keyword === null || m.name.includes(keyword))
          ? [{ ...m, schools: t.all, openSchools: t.open }]
          : []
      })
      .sort(
        (a, b) =>
          b.openSchools - a.openSchools ||
          Number(a.level === '专科') - Number(b.level === '专科') ||
          a.code.localeCompare(b.code),
      )
    return {
      list: open.slice(offset, offset + pageSize).map((m) => ({
        ...m,
        requirements: order
          .filter((r) => asked.get(m.id)?.has(r))
          .map((r) => plan.requirements[r])
          .join('、'),
      })),
      total: open.length,
      pageNum,
      pageSize,
      year,
      demo: DEMO,
    }
  })

  implement(app, queryXkBySchool, ({ body }) => {
    const school = schoolOf(body.schoolId)
    const xk = body.xk === undefined ? undefined : combination(body.xk, body.province)
    const counts = (
      body.province === undefined
        ? schoolCatalogueRequirements.all(school.id)
        : schoolPlanRequirements.all(school.id, body.province, year)
    ) as { requirement: string; count: number }[]
    const byRequirement = withMet(counts, xk)
    return {
      school,
      year: body.province === undefined ? null : year,
      province: body.province ?? null,
      majors: counts.reduce((sum, r) => sum + r.count, 0),
      openMajors: xk === undefined ? null : byRequirement.reduce((sum, r) => sum + (r.met ? r.count : 0), 0),
      byRequirement,
    }
  })

  implement(app, queryXkMajorBySchool, ({ body }) => {
    const school = schoolOf(body.schoolId)
    const xk = body.xk === undefined ? undefined : combination(body.xk, body.province)
    const { pageNum, pageSize, offset } = paging(body)
    const args = {
      schoolId: school.id,
      province: body.province ?? null,
      year,
      requirement: body.requirement?.trim() || null,
    }
    const inPlan = body.province !== undefined
    const rows = (
      inPlan
        ? schoolPlanMajors.all({ ...args, limit: pageSize, offset })
        : schoolCatalogueMajors.all({ ...args, limit: pageSize, offset })
    ) as (Omit<DataOf<typeof queryXkMajorBySchool>['list'][number], 'tracks' | 'places' | 'met'> & {
      tracks?: string
      places?: number
    })[]
    const total = (inPlan ? schoolPlanMajorCount.get(args) : schoolCatalogueMajorCount.get(args)) as number
    return {
      list: rows.map((r) => ({
        ...r,
        met: xk === undefined ? null : meetsRequirementText(r.requirement, xk),
        tracks: r.tracks ? [...new Set(r.tracks.split(','))].sort() : [],
        places: r.places ?? 0,
      })),
      total,
      pageNum,
      pageSize,
      year: inPlan ? year : null,
    }
  })

  implement(app, queryXkByMajor, ({ body }) => {
    const major = majorOf(body.majorId)
    const xk = body.xk === undefined ? undefined : combination(body.xk, body.province)
    const counts = (
      body.province === undefined
        ? majorCatalogueRequirements.all(major.id)
        : majorPlanRequirements.all(major.id, body.province, year)
    ) as { requirement: string; count: number }[]
    const byRequirement = withMet(counts, xk)
    return {
      major,
      year: body.province === undefined ? null : year,
      province: body.province ?? null,
      schools: counts.reduce((sum, r) => sum + r.count, 0),
      openSchools: xk === undefined ? null : byRequirement.reduce((sum, r) => sum + (r.met ? r.count : 0), 0),
      byRequirement,
    }
  })

  implement(app, queryXkSchoolByMajor, ({ body }) => {
    const major = majorOf(body.majorId)
    const xk = body.xk === undefined ? undefined : combination(body.xk, undefined)
    const { pageNum, pageSize, offset } = paging(body)
    const args = {
      majorId: major.id,
      requirement: body.requirement?.trim() || null,
      keyword: keywordOf(body.keyword),
    }
    const rows = majorSchools.all({ ...args, limit: pageSize, offset }) as Omit<
      DataOf<typeof queryXkSchoolByMajor>['list'][number],
      'met'
    >[]
    return {
      list: rows.map((r) => ({ ...r, met: xk === undefined ? null : meetsRequirementText(r.requirement, xk) })),
      total: majorSchoolCount.get(args) as number,
      pageNum,
      pageSize,
    }
  })

  implement(app, queryXkSchoolListByMajor, ({ body }) => {
    const major = majorOf(body.majorId)
    modeOf(body.province)
    const xk = body.xk === undefined ? undefined : combination(body.xk, body.province)
    const { pageNum, pageSize, offset } = paging(body)
    const args = {
      majorId: major.id,
      province: body.province,
      year,
      met: body.openOnly && xk !== undefined ? metOf(xk) : null,
    }
    const rows = majorPlanSchools.all({ ...args, limit: pageSize, offset }) as Omit<
      DataOf<typeof queryXkSchoolListByMajor>['list'][number],
      'met'
    >[]
    return {
      list: rows.map((r) => ({ ...r, met: xk === undefined ? null : meetsRequirementText(r.requirement, xk) })),
      total: majorPlanSchoolCount.get(args) as number,
      pageNum,
      pageSize,
      year,
      demo: DEMO,
    }
  })

  implement(app, queryMajorSchoolByZydm, ({ body }) => {
    const major = majorByCode.get(body.zydm) as DataOf<typeof queryMajorSchoolByZydm>['major'] | undefined
    if (!major) throw ApiError.refuse(SUBJECT_REFUSAL_CODE.majorNotFound, SUBJECT_TEXT.majorNotFound)
    if (body.province !== undefined) modeOf(body.province)
    return {
      major,
      schools: majorSchoolTotal.get(major.id) as number,
      planSchools:
        body.province === undefined ? null : (majorPlanSchoolTotal.get(major.id, body.province, year) as number),
      year: body.province === undefined ? null : year,
    }
  })
}
