import {
  canonicalXk,
  type DataOf,
  type ExamMode,
  isValidSubjectSet,
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
  splitXk,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { PLAN_YEAR } from '../../dataset/generate/model.js'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'
import { DEMO_FIGURES } from '../../lib/provenance.js'
import { keywordOf, paging } from '../major/sql.js'
import { byRank, provincePlans, type RequirementCount, requirementCounts, tally } from './plan.js'
import { subjectQueries } from './queries.js'

/**
 * Subject check (docs/spec-rules.md, Calls): what a combination opens in a province's
 * enrolment plan of the plan year, and the requirements of a school's majors
 * or of a major across schools. A plan row is a (school, major) pair: a
 * 3+1+2 province's two tracks count once, their requirement being the same.
 */
export default async function subjectRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db
  const year = PLAN_YEAR

  const q = subjectQueries(db)
  const planOf = provincePlans(q.planPairs, year)

  /** The province's exam mode, or a refusal for a province the site does not know. */
  function modeOf(province: string): ExamMode {
    const mode = q.modes.get(province)
    if (!mode) throw ApiError.refuse(SUBJECT_REFUSAL_CODE.provinceUnknown, SUBJECT_TEXT.provinceUnknown)
    return mode
  }

  /** The combination in its canonical order; refused unless it fits the province's mode (or, without one, is 3 distinct subjects). */
  function combination(xk: string, province: string | undefined): string {
    const picked = splitXk(xk)
    const valid = province ? isValidSubjectSet(modeOf(province), province, picked) : new Set(picked).size === 3
    if (!valid) throw ApiError.refuse(SUBJECT_REFUSAL_CODE.combinationInvalid, SUBJECT_TEXT.combinationInvalid)
    return canonicalXk(picked)
  }

  /** The requirements a combination meets, as JSON for json_each; null (no filter) without one. */
  function metOf(xk: string | undefined): string | null {
    return xk === undefined ? null : JSON.stringify(q.requirements.filter((r) => meetsRequirementText(r, xk)))
  }

  function withMet(rows: { requirement: string; count: number }[], xk: string | undefined): RequirementCount[] {
    return rows.map((r) => ({ ...r, met: xk === undefined ? null : meetsRequirementText(r.requirement, xk) }))
  }

  function schoolOf(id: number) {
    const school = q.schoolRef.get(id) as DataOf<typeof queryXkBySchool>['school'] | undefined
    if (!school) throw ApiError.refuse(SUBJECT_REFUSAL_CODE.schoolNotFound, SUBJECT_TEXT.schoolNotFound)
    return school
  }

  function majorOf(id: number) {
    const major = q.majorRef.get(id) as DataOf<typeof queryXkByMajor>['major'] | undefined
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
      demo: DEMO_FIGURES,
    }
  })

  implement(app, querySchoolByXk, ({ body }) => {
    const xk = combination(body.xk, body.province)
    const { pageNum, pageSize, offset } = paging(body)
    const keyword = keywordOf(body.keyword)
    const open = [...tally(planOf(body.province), xk, 'school')]
      .filter(([, t]) => t.open > 0)
      .flatMap(([id, t]) => {
        const c = q.colleges.get(id)
        return c && (keyword === null || c.name.includes(keyword)) ? [{ ...c, majors: t.all, openMajors: t.open }] : []
      })
      .sort(byRank)
    return {
      list: open.slice(offset, offset + pageSize).map(({ rank: _rank, ...school }) => school),
      total: open.length,
      pageNum,
      pageSize,
      year,
      demo: DEMO_FIGURES,
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
        const m = q.majors.get(id)
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
      demo: DEMO_FIGURES,
    }
  })

  implement(app, queryXkBySchool, ({ body }) => {
    const school = schoolOf(body.schoolId)
    const xk = body.xk === undefined ? undefined : combination(body.xk, body.province)
    const counts = (
      body.province === undefined
        ? q.schoolCatalogueRequirements.all(school.id)
        : q.schoolPlanRequirements.all(school.id, body.province, year)
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
        ? q.schoolPlanMajors.all({ ...args, limit: pageSize, offset })
        : q.schoolCatalogueMajors.all({ ...args, limit: pageSize, offset })
    ) as (Omit<DataOf<typeof queryXkMajorBySchool>['list'][number], 'tracks' | 'places' | 'met'> & {
      tracks?: string
      places?: number
    })[]
    const total = (inPlan ? q.schoolPlanMajorCount.get(args) : q.schoolCatalogueMajorCount.get(args)) as number
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
        ? q.majorCatalogueRequirements.all(major.id)
        : q.majorPlanRequirements.all(major.id, body.province, year)
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
    const rows = q.majorSchools.all({ ...args, limit: pageSize, offset }) as Omit<
      DataOf<typeof queryXkSchoolByMajor>['list'][number],
      'met'
    >[]
    return {
      list: rows.map((r) => ({ ...r, met: xk === undefined ? null : meetsRequirementText(r.requirement, xk) })),
      total: q.majorSchoolCount.get(args) as number,
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
    const rows = q.majorPlanSchools.all({ ...args, limit: pageSize, offset }) as Omit<
      DataOf<typeof queryXkSchoolListByMajor>['list'][number],
      'met'
    >[]
    return {
      list: rows.map((r) => ({ ...r, met: xk === undefined ? null : meetsRequirementText(r.requirement, xk) })),
      total: q.majorPlanSchoolCount.get(args) as number,
      pageNum,
      pageSize,
      year,
      demo: DEMO_FIGURES,
    }
  })

  implement(app, queryMajorSchoolByZydm, ({ body }) => {
    const major = q.majorByCode.get(body.zydm) as DataOf<typeof queryMajorSchoolByZydm>['major'] | undefined
    if (!major) throw ApiError.refuse(SUBJECT_REFUSAL_CODE.majorNotFound, SUBJECT_TEXT.majorNotFound)
    if (body.province !== undefined) modeOf(body.province)
    return {
      major,
      schools: q.majorSchoolTotal.get(major.id) as number,
      planSchools:
        body.province === undefined ? null : (q.majorPlanSchoolTotal.get(major.id, body.province, year) as number),
      year: body.province === undefined ? null : year,
    }
  })
}
