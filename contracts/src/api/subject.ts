import * as Type from 'typebox/type'
import { endpoint, publicCache } from '../endpoint.js'
import { ExamModeSchema, Paged, PageQuery, ProvinceName } from '../schemas.js'
import { SUBJECT_TEXT } from '../texts-subject.js'
import { SchoolId } from './college.js'
import { MajorId } from './major.js'

/**
 * Subject check (docs/spec-rules.md, Calls: Subject check, 选科): what a subject combination
 * opens in an exam province's enrolment plan of the plan year, and the
 * subject requirements (选科要求) of a school's majors or of a major across
 * schools.
 *
 * A plan row is one major at one school in the province's plan of the year
 * (the tracks of a 3+1+2 province count once: a requirement is the same in
 * both). A combination meets a row when it holds every subject the row's
 * requirement asks for (不限 asks for none). The share is met rows / rows.
 */

/** Business refusals of the subject calls (HTTP 200, code != 0). */
export const SUBJECT_REFUSAL_CODE = {
  /** The combination does not fit the province's exam mode (3 of 6, 浙江 3 of 7, or 1 + 2). */
  combinationInvalid: 1870,
  schoolNotFound: 1871,
  majorNotFound: 1872,
  provinceUnknown: 1873,
} as const

/** Three subjects, one character each, joined by '/': 物/化/生. Which three the province allows is checked by the call. */
export const SubjectCombination = Type.String({
  pattern: '^[物化生史政地技]/[物化生史政地技]/[物化生史政地技]$',
  title: '选科组合',
  errorMessage: SUBJECT_TEXT.combinationInvalid,
})

/** Figures change only with a new dataset. */
const SUBJECT_CACHE = publicCache(600)

/** Which of the plan's requirements a combination meets, with the rows of each. */
export const RequirementCount = Type.Object({
  /** As the dataset writes it: 不限, 物理, 物理+化学, 历史, 思想政治. */
  requirement: Type.String(),
  /** Plan rows (querySum), majors (by school) or schools (by major) with it. */
  count: Type.Integer({ minimum: 0 }),
  /** Whether the combination asked about meets it; null when none was given. */
  met: Type.Union([Type.Boolean(), Type.Null()]),
})

const CombinationBody = {
  province: ProvinceName,
  xk: SubjectCombination,
}

export const XkMatchSum = Type.Object({
  province: Type.String(),
  mode: ExamModeSchema,
  xk: Type.String(),
  /** The plan year counted. */
  year: Type.Integer(),
  /** Plan rows (major x school) in the province and year. */
  rows: Type.Integer({ minimum: 0 }),
  /** Rows whose requirement the combination meets. */
  openRows: Type.Integer({ minimum: 0 }),
  /** openRows / rows, 0-1 (0 when there are no rows). */
  share: Type.Number({ minimum: 0, maximum: 1 }),
  schools: Type.Integer({ minimum: 0 }),
  /** Schools with at least one open row. */
  openSchools: Type.Integer({ minimum: 0 }),
  majors: Type.Integer({ minimum: 0 }),
  /** Distinct majors open at one school at least. */
  openMajors: Type.Integer({ minimum: 0 }),
  byRequirement: Type.Array(RequirementCount),
  demo: Type.Boolean(),
})

export const queryMajorSumByXkMatch = endpoint({
  name: 'queryMajorSumByXkMatch',
  summary: '选科组合在本省招生计划中的可报比例（专业 x 院校）',
  path: '/web/queryMajorSumByXkMatch',
  method: 'POST',
  auth: 'none',
  body: Type.Object(CombinationBody),
  data: XkMatchSum,
  cache: SUBJECT_CACHE,
})

const Keyword = Type.String({ maxLength: 30, title: '关键词' })

export const XkSchoolItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Where the school is. */
  province: Type.String(),
  city: Type.String(),
  level: Type.String(),
  tags: Type.Array(Type.String()),
  /** Its majors in the province's plan, and those the combination may apply to. */
  majors: Type.Integer(),
  openMajors: Type.Integer(),
})

export const querySchoolByXk = endpoint({
  name: 'querySchoolByXk',
  summary: '选科组合可报的院校（本省招生计划中至少一个专业可报），分页',
  path: '/web/querySchoolByXk',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ ...CombinationBody, ...PageQuery, keyword: Type.Optional(Keyword) }),
  data: Type.Object({ ...Paged(XkSchoolItem).properties, year: Type.Integer(), demo: Type.Boolean() }),
  cache: SUBJECT_CACHE,
})

export const XkMajorItem = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  level: Type.String(),
  className: Type.String(),
  /** The requirements schools ask for it, joined with 、 (most common first). */
  requirements: Type.String(),
  /** Schools with it in the province's plan, and those whose requirement the combination meets. */
  schools: Type.Integer(),
  openSchools: Type.Integer(),
})

export const queryMajorByXk = endpoint({
  name: 'queryMajorByXk',
  summary: '选科组合可报的专业（本省招生计划中至少一所院校可报），分页',
  path: '/web/queryMajorByXk',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ ...CombinationBody, ...PageQuery, keyword: Type.Optional(Keyword) }),
  data: Type.Object({ ...Paged(XkMajorItem).properties, year: Type.Integer(), demo: Type.Boolean() }),
  cache: SUBJECT_CACHE,
})

/**
 * The scope of a school's or major's requirements: with `province`, the
 * province's plan of the plan year; without, the catalogue (every major a
 * school runs, every school that runs a major) whatever the province.
 */
const Scope = {
  province: Type.Optional(ProvinceName),
  xk: Type.Optional(SubjectCombination),
}

const SchoolRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  province: Type.String(),
  city: Type.String(),
  level: Type.String(),
})

export const queryXkBySchool = endpoint({
  name: 'queryXkBySchool',
  summary: '院校各专业的选科要求汇总（本省招生计划或院校全部专业）',
  path: '/web/queryXkBySchool',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ schoolId: SchoolId, ...Scope }),
  data: Type.Object({
    school: SchoolRef,
    /** null: the catalogue; else the plan year of `province`. */
    year: Type.Union([Type.Integer(), Type.Null()]),
    province: Type.Union([Type.String(), Type.Null()]),
    majors: Type.Integer(),
    openMajors: Type.Union([Type.Integer(), Type.Null()]),
    byRequirement: Type.Array(RequirementCount),
  }),
  cache: SUBJECT_CACHE,
})

export const XkSchoolMajor = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  level: Type.String(),
  className: Type.String(),
  requirement: Type.String(),
  met: Type.Union([Type.Boolean(), Type.Null()]),
  /** In the province's plan: its tracks and places; [] and 0 for the catalogue. */
  tracks: Type.Array(Type.String()),
  places: Type.Integer(),
})

export const queryXkMajorBySchool = endpoint({
  name: 'queryXkMajorBySchool',
  summary: '院校各专业的选科要求，分页',
  path: '/web/queryXkMajorBySchool',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    schoolId: SchoolId,
    ...Scope,
    requirement: Type.Optional(Type.String({ maxLength: 20, title: '选科要求' })),
    ...PageQuery,
  }),
  data: Type.Object({ ...Paged(XkSchoolMajor).properties, year: Type.Union([Type.Integer(), Type.Null()]) }),
  cache: SUBJECT_CACHE,
})

const MajorRef = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  level: Type.String(),
  className: Type.String(),
})

export const queryXkByMajor = endpoint({
  name: 'queryXkByMajor',
  summary: '专业在各院校的选科要求汇总（本省招生计划或全部开设院校）',
  path: '/web/queryXkByMajor',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ majorId: MajorId, ...Scope }),
  data: Type.Object({
    major: MajorRef,
    year: Type.Union([Type.Integer(), Type.Null()]),
    province: Type.Union([Type.String(), Type.Null()]),
    schools: Type.Integer(),
    openSchools: Type.Union([Type.Integer(), Type.Null()]),
    byRequirement: Type.Array(RequirementCount),
  }),
  cache: SUBJECT_CACHE,
})

export const XkMajorSchool = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  province: Type.String(),
  city: Type.String(),
  level: Type.String(),
  requirement: Type.String(),
  met: Type.Union([Type.Boolean(), Type.Null()]),
})

export const queryXkSchoolByMajor = endpoint({
  name: 'queryXkSchoolByMajor',
  summary: '开设该专业的全部院校及其选科要求（不分省份），分页',
  path: '/web/queryXkSchoolByMajor',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    majorId: MajorId,
    xk: Type.Optional(SubjectCombination),
    requirement: Type.Optional(Type.String({ maxLength: 20, title: '选科要求' })),
    keyword: Type.Optional(Keyword),
    ...PageQuery,
  }),
  data: Paged(XkMajorSchool),
  cache: SUBJECT_CACHE,
})

export const XkPlanSchool = Type.Object({
  ...XkMajorSchool.properties,
  track: Type.String(),
  groupCode: Type.String(),
  places: Type.Integer(),
  tuition: Type.Integer(),
})

export const queryXkSchoolListByMajor = endpoint({
  name: 'queryXkSchoolListByMajor',
  summary: '本省招生计划中招收该专业的院校（科类、专业组、计划数与选科要求），分页',
  path: '/web/queryXkSchoolListByMajor',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    majorId: MajorId,
    province: ProvinceName,
    xk: Type.Optional(SubjectCombination),
    /** Only the schools whose requirement xk meets. */
    openOnly: Type.Optional(Type.Boolean()),
    ...PageQuery,
  }),
  data: Type.Object({ ...Paged(XkPlanSchool).properties, year: Type.Integer(), demo: Type.Boolean() }),
  cache: SUBJECT_CACHE,
})

export const queryMajorSchoolByZydm = endpoint({
  name: 'queryMajorSchoolByZydm',
  summary: '按专业代码查专业及开设院校数（全国与本省招生计划）',
  path: '/web/queryMajorSchoolByZydm',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    /** 专业代码: 080901, 520101K. */
    zydm: Type.String({ pattern: '^\\d{6}K?$', title: '专业代码', errorMessage: SUBJECT_TEXT.zydmInvalid }),
    province: Type.Optional(ProvinceName),
  }),
  data: Type.Object({
    major: MajorRef,
    /** Schools running it (the catalogue). */
    schools: Type.Integer(),
    /** Schools with it in the province's plan of `year` (null without a province). */
    planSchools: Type.Union([Type.Integer(), Type.Null()]),
    year: Type.Union([Type.Integer(), Type.Null()]),
  }),
  cache: SUBJECT_CACHE,
})
