import * as Type from 'typebox/type'
import { endpoint, NO_CACHE, publicCache } from '../endpoint.js'
import { TRACK_ORDER } from '../rules/subjects.js'
import { EmptyBody, FigureSource, literalUnion, Paged, PageQuery, ProvinceName } from '../schemas.js'
import { MAJOR_TEXT } from '../texts-major.js'
import { AdmissionSnapshot } from './college.js'

/**
 * The major group (docs/spec-rules.md, Calls: Major): the two catalogues by level, 门类 and
 * 专业类, a major's detail with its salary and employment figures, and the
 * schools that offer it with their scores in a province; plus a user's
 * focused (关注) majors (docs/spec-rules.md, Calls: User). Salary and employment figures are
 * generated sample data: they carry their year and `demo`.
 */

/** Business refusals of the major and job calls (HTTP 200, code != 0). */
export const MAJOR_REFUSAL_CODE = {
  majorNotFound: 1450,
  jobNotFound: 1451,
  focusLimit: 1452,
} as const

/** A user follows at most this many majors. */
export const MAJOR_FOCUS_LIMIT = 100

export const MajorLevelSchema = Type.Union([Type.Literal('本科'), Type.Literal('专科')], {
  title: '学历层次',
  errorMessage: MAJOR_TEXT.levelInvalid,
  description: '本科 (本科专业目录 2024) or 专科 (职业教育专业目录 2021)',
})
export const MajorId = Type.Integer({
  minimum: 1,
  maximum: 99_999_999,
  title: '专业',
  description: "the code's digits: 080901 -> 80901",
})
/** Two digits: the 门类 (01 哲学 ... 14 交叉学科) or the 专业大类 (41 ... 59). */
export const MajorCategoryCode = Type.String({ pattern: '^\\d{2}$', title: '门类' })
/** Four digits: the 专业类 (0809 计算机类, 5101 电子信息类). */
export const MajorClassCode = Type.String({ pattern: '^\\d{4}$', title: '专业类' })
export const MajorKeyword = Type.String({ maxLength: 30, title: '关键词' })
export const MajorTrack = literalUnion(TRACK_ORDER, {
  title: '科类',
})

/** A major as lists show it. */
export const MajorSummary = Type.Object({
  id: Type.Integer(),
  code: Type.String({ description: 'catalogue code, e.g. 080901 or 520101K' }),
  name: Type.String(),
  level: MajorLevelSchema,
  category: Type.String({ description: '门类 (本科) or 专业大类 (专科)' }),
  categoryCode: Type.String(),
  className: Type.String({ description: '专业类' }),
  classCode: Type.String(),
  degree: Type.String({ description: "e.g. 工学学士; '' for 专科" }),
  duration: Type.Integer({ description: 'years' }),
})

export const queryCcList = endpoint({
  name: 'queryCcList',
  summary: '专业层次（本科/专科）',
  path: '/web/major/queryCcList',
  method: 'POST',
  auth: 'none',
  body: EmptyBody,
  data: Type.Array(
    Type.Object({
      cc: MajorLevelSchema,
      categoryCount: Type.Integer({ minimum: 0 }),
      majorCount: Type.Integer({ minimum: 0 }),
    }),
  ),
  cache: publicCache(3600),
})

export const MajorCategoryItem = Type.Object({
  cc: MajorLevelSchema,
  code: Type.String(),
  name: Type.String(),
  classCount: Type.Integer({ minimum: 0 }),
  majorCount: Type.Integer({ minimum: 0 }),
})

export const queryXkmlList = endpoint({
  name: 'queryXkmlList',
  summary: '某层次的学科门类（专科为专业大类）',
  path: '/web/major/queryXkmlList',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ cc: MajorLevelSchema }),
  data: Type.Array(MajorCategoryItem),
  cache: publicCache(3600),
})

export const queryZylList = endpoint({
  name: 'queryZylList',
  summary: '某门类的专业类',
  path: '/web/major/queryZylList',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ cc: MajorLevelSchema, xkml: MajorCategoryCode }),
  data: Type.Array(
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      majorCount: Type.Integer({ minimum: 0 }),
    }),
  ),
  cache: publicCache(3600),
})

export const queryMajorList = endpoint({
  name: 'queryMajorList',
  summary: '专业列表：按层次、门类、专业类或关键词，分页',
  path: '/web/major/queryMajorList',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    cc: Type.Optional(MajorLevelSchema),
    xkml: Type.Optional(MajorCategoryCode),
    zyl: Type.Optional(MajorClassCode),
    keyword: Type.Optional(MajorKeyword),
    ...PageQuery,
  }),
  data: Paged(MajorSummary),
  cache: publicCache(600),
})

/** One graduating year's figures of a major: 毕业半年后 average monthly income and employment rate. */
export const MajorOutcomeYear = Type.Object({
  year: Type.Integer({ description: 'the graduating year (届)' }),
  salary: Type.Integer({ minimum: 0, description: 'yuan per month, six months after graduation' }),
  employmentRate: Type.Number({ minimum: 0, maximum: 100, description: 'percent, one decimal' }),
})

export const HighPayMajor = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  level: MajorLevelSchema,
  category: Type.String(),
  className: Type.String(),
  salary: Type.Integer(),
  employmentRate: Type.Number(),
})

export const queryHighPayMajor = endpoint({
  name: 'queryHighPayMajor',
  summary: '高薪专业：按毕业半年后平均月收入排序（示例数据）',
  path: '/web/major/queryHighPayMajor',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    cc: Type.Optional(MajorLevelSchema),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10, title: '条数' })),
  }),
  data: Type.Object({ ...FigureSource.properties, list: Type.Array(HighPayMajor) }),
  cache: publicCache(3600),
})

export const MajorDetail = Type.Object({
  ...MajorSummary.properties,
  intro: Type.String(),
  courses: Type.Array(Type.String()),
  careers: Type.Array(Type.String()),
  /** The requirements schools set for this major in the plans of `year`, with how many schools set each. */
  subjectRequirements: Type.Object({
    year: Type.Integer({ description: 'the plan year' }),
    items: Type.Array(Type.Object({ requirement: Type.String(), schools: Type.Integer({ minimum: 1 }) })),
  }),
  /** Salary and employment of the latest graduating year, and the years before it (oldest first). */
  outcomes: Type.Object({
    ...FigureSource.properties,
    salary: Type.Integer(),
    employmentRate: Type.Number(),
    history: Type.Array(MajorOutcomeYear),
  }),
  jobs: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      industry: Type.String(),
      salaryMin: Type.Integer(),
      salaryMax: Type.Integer(),
    }),
  ),
  schoolCount: Type.Integer({ minimum: 0, description: 'schools running the major, nationwide' }),
})

export const queryMajorDetail = endpoint({
  name: 'queryMajorDetail',
  summary: '专业详情：介绍、课程、就业方向、选科要求、薪酬与就业（示例数据）、相关职业',
  path: '/web/major/queryMajorDetail',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ id: MajorId }),
  data: MajorDetail,
  cache: publicCache(600),
})

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])

/**
 * A school offering the major, with its latest school-level line (投档线) in
 * the exam province: its lowest group's line in the batch of the major's
 * level (本科批 or 专科批), in the province's newest year and the track shown;
 * null when it had none there. The line carries its own source (published or
 * 示例数据) as on the college list.
 */
export const MajorSchoolItem = Type.Object({
  schoolId: Type.Integer(),
  schoolName: Type.String(),
  province: Type.String({ description: "the school's own province" }),
  city: Type.String(),
  level: MajorLevelSchema,
  tags: Type.Array(Type.String()),
  admission: Nullable(AdmissionSnapshot),
})

export const MAJOR_SCHOOL_SORTS = ['score', 'rank'] as const
export type MajorSchoolSort = (typeof MAJOR_SCHOOL_SORTS)[number]

/**
 * Every school offering the major, free to anyone (docs/major-schools.md):
 * which schools teach a major is no member feature; the major's own score
 * lines (历年专业分数线) stay one, on the college page.
 */
export const queryMajorSchoolList = endpoint({
  name: 'querySchoolList',
  summary: '开设某专业的全部院校及其在某省最新的院校投档线，分页',
  path: '/web/major/querySchoolList',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    majorId: MajorId,
    /** The exam province whose lines the items carry; without it the items have none. */
    province: Type.Optional(ProvinceName),
    track: Type.Optional(MajorTrack),
    /** The track to show when `track` is absent (the student's own): it if the province has lines for it, else its 理科/文科 counterpart (offeredTrack), else the first. */
    preferTrack: Type.Optional(MajorTrack),
    /** score: by the line, highest first, schools without one last; rank: our school ranking. */
    sort: Type.Optional(Type.Union([Type.Literal('score'), Type.Literal('rank')], { title: '排序' })),
    ...PageQuery,
  }),
  data: Type.Object({
    ...Paged(MajorSchoolItem).properties,
    year: Nullable(
      Type.Integer({ description: "the province's newest year with school lines; null without a province" }),
    ),
    track: Type.String({ description: "the track shown; '' without a province or lines" }),
    tracks: Type.Array(Type.String(), { description: 'tracks with school lines in the province and year' }),
  }),
  cache: publicCache(600),
})

export const xkmlList = endpoint({
  name: 'xkmlList',
  summary: '学科门类与专业大类（两个层次）',
  path: '/web/xkmlList',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ cc: Type.Optional(MajorLevelSchema) }),
  data: Type.Array(MajorCategoryItem),
  cache: publicCache(3600),
})

export const FocusedMajor = Type.Object({
  ...MajorSummary.properties,
  focusedAt: Type.Integer({ description: 'ms since the epoch' }),
})

export const queryFocusMajor = endpoint({
  name: 'queryFocusMajor',
  summary: '我关注的专业（可按专业过滤，用于判断是否已关注），分页',
  path: '/web/user/queryFocusMajor',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ majorId: Type.Optional(MajorId), ...PageQuery }),
  data: Paged(FocusedMajor),
  cache: NO_CACHE,
})

export const focusMajor = endpoint({
  name: 'focusMajor',
  summary: '关注或取消关注专业',
  path: '/web/user/focusMajor',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ majorId: MajorId, focus: Type.Boolean({ title: '是否关注' }) }),
  data: Type.Object({ majorId: Type.Integer(), focused: Type.Boolean() }),
  cache: NO_CACHE,
})
