import * as Type from 'typebox/type'
import { endpoint, NO_CACHE } from '../../endpoint.js'
import { Provenance } from '../../provenance/provenance.js'
import { Paged, PageQuery, ProvinceName } from '../../schemas.js'
import { COLLEGE_CACHE, Keyword, Label, Level, Nullable, SchoolBody, SchoolId, SchoolTag, TrackName } from './fields.js'

// The college list with its filters, a college's facts, scenery and majors, and the colleges a user follows (关注).

/** Business refusals of the college calls (HTTP 200, code != 0). */
export const COLLEGE_REFUSAL_CODE = {
  schoolNotFound: 1410,
  focusLimit: 1411,
} as const

/** A user follows at most this many colleges. */
export const FOCUS_LIMIT = 100

/** A file of published 投档线 a ranking is computed from (广东 2024, 江苏 2025) and who published it. */
export const RankingBasis = Type.Object({
  province: Type.String(),
  year: Type.Integer(),
  authority: Type.String(),
})

/**
 * A college's place in the ranking by admission selectivity (docs/school-ranking.md):
 * only colleges with published 本科批 lines in the basis have one.
 */
export const SchoolRanking = Type.Object({
  /** The newest year of the basis. */
  year: Type.Integer(),
  /** Rank among the ranked colleges. */
  rank: Type.Integer({ minimum: 1 }),
  /** Rank among the ranked colleges of the same type. */
  typeRank: Type.Integer({ minimum: 1 }),
  /** The rank its easiest ordinary group reached, as a share of candidates in percent (前 0.04%): smaller is more selective. */
  score: Type.Number(),
  basis: Type.Array(RankingBasis),
})

/** A college as lists show it. */
export const SchoolSummary = Type.Object({
  id: SchoolId,
  name: Type.String(),
  province: Type.String(),
  city: Type.String(),
  level: Type.String(),
  type: Type.String(),
  nature: Type.String(),
  authority: Type.String(),
  tags: Type.Array(Type.String()),
  ranking: Nullable(SchoolRanking),
})

/** The college's lowest admission in an exam province, track and year, published or generated (`source`). */
export const AdmissionSnapshot = Type.Object({
  year: Type.Integer(),
  province: Type.String(),
  track: Type.String(),
  minScore: Type.Integer(),
  /** null when the authority printed no rank and none can be read off that year's table. */
  minRank: Nullable(Type.Integer()),
  source: Provenance,
  /** Where the rank comes from: derived when read off that year's 一分一段表 at the published score. */
  rankSource: Provenance,
})

export const SchoolListItem = Type.Object({
  ...SchoolSummary.properties,
  /** With examProvince: the latest year's lowest admission there (in `track`, else the college's first track); null when it does not recruit there. */
  admission: Nullable(AdmissionSnapshot),
})

export const SCHOOL_SORTS = ['rank', 'name', 'score'] as const
export type SchoolSort = (typeof SCHOOL_SORTS)[number]

export const querySchoolList = endpoint({
  name: 'querySchoolList',
  summary: '院校列表（筛选、排序、分页）',
  path: '/web/school/querySchoolList',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    ...PageQuery,
    keyword: Type.Optional(Keyword),
    /** Where the college is: province (short name, e.g. 江苏) and city (e.g. 南京市). */
    province: Type.Optional(Label('院校所在省份')),
    city: Type.Optional(Label('院校所在城市')),
    level: Type.Optional(Level),
    type: Type.Optional(Label('院校类型')),
    nature: Type.Optional(Label('办学性质')),
    /** Every tag listed must be held (985 and 211 means both). */
    tags: Type.Optional(Type.Array(SchoolTag, { maxItems: 6, uniqueItems: true })),
    /** rank: our composite ranking (本科 before 专科); name: by pinyin; score: the lowest admission score in examProvince, highest first. */
    sort: Type.Optional(
      Type.Union([Type.Literal('rank'), Type.Literal('name'), Type.Literal('score')], { title: '排序' }),
    ),
    /** The exam province whose admissions the items carry. */
    examProvince: Type.Optional(ProvinceName),
    track: Type.Optional(TrackName),
  }),
  data: Paged(SchoolListItem),
  cache: COLLEGE_CACHE,
})

export const SchoolDetails = Type.Object({
  ...SchoolSummary.properties,
  /** The 10-digit 学校标识码, '' when not known for certain. */
  code: Type.String(),
  /** null when not known: the MOE list gives no founding year. */
  founded: Nullable(Type.Integer()),
  website: Type.String(),
  /** The 招生网 the MOE list links (阳光高考), '' when it links none. */
  admissionSite: Type.String(),
  /** '' for a college known only from the MOE list: it has no introduction of ours. */
  intro: Type.String(),
  /** True for a college known only from the MOE list: the list has no type, so `type` is read off the name. */
  typeFromName: Type.Boolean(),
  /** Majors the college runs (its catalogue in the dataset). */
  majorCount: Type.Integer({ minimum: 0 }),
  /** Exam provinces whose newest lines (each province's own newest year) include the college's. */
  recruitProvinces: Type.Integer({ minimum: 0 }),
  /** The year recruitProvinces counts. */
  recruitYear: Nullable(Type.Integer()),
})

export const querySchoolDetails = endpoint({
  name: 'querySchoolDetails',
  summary: '院校详情',
  path: '/web/querySchoolDetails',
  method: 'POST',
  auth: 'none',
  body: SchoolBody,
  data: SchoolDetails,
  cache: COLLEGE_CACHE,
})

export const SceneryItem = Type.Object({
  imageUrl: Type.String(),
  caption: Type.String(),
})

/** Campus photos with captions. The reference dataset holds none, and answers an empty list rather than inventing any. */
export const querySchoolScenery = endpoint({
  name: 'querySchoolScenery',
  summary: '校园风光（图片与说明）',
  path: '/web/querySchoolScenery',
  method: 'POST',
  auth: 'none',
  body: SchoolBody,
  data: Type.Array(SceneryItem),
  cache: COLLEGE_CACHE,
})

export const SchoolMajorItem = Type.Object({
  majorId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  /** 门类 (本科) or 专业大类 (专科). */
  category: Type.String(),
  className: Type.String(),
  degree: Type.String(),
  duration: Type.Integer(),
  /** 选科要求, e.g. 物理+化学, 不限. */
  subjectRequirement: Type.String(),
  /** With province: the tracks it recruits this major in there in the plan year (empty: not recruited there). */
  tracks: Type.Array(Type.String()),
})

export const querySchoolMajor = endpoint({
  name: 'querySchoolMajor',
  summary: '院校开设专业及选科要求',
  path: '/web/querySchoolMajor',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ schoolId: SchoolId, province: Type.Optional(ProvinceName) }),
  data: Type.Object({
    /** The plan year `tracks` refers to. */
    planYear: Type.Integer(),
    list: Type.Array(SchoolMajorItem),
  }),
  cache: COLLEGE_CACHE,
})

// --- Focus (关注) ---

export const focus = endpoint({
  name: 'focus',
  summary: '关注或取消关注院校（不传 focused 时切换）',
  path: '/web/user/focus',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    schoolId: SchoolId,
    /** The state wanted; without it the call toggles. */
    focused: Type.Optional(Type.Boolean({ title: '是否关注' })),
  }),
  data: Type.Object({ schoolId: Type.Integer(), focused: Type.Boolean() }),
  cache: NO_CACHE,
})

export const FocusedSchool = Type.Object({
  ...SchoolSummary.properties,
  /** When the user followed it (ms since epoch). */
  focusedAt: Type.Integer(),
})

export const queryFocusSchool = endpoint({
  name: 'queryFocusSchool',
  summary: '我关注的院校（最近关注的在前；传 schoolIds 时只看这些院校，用于判断是否已关注），分页',
  path: '/web/user/queryFocusSchool',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    ...PageQuery,
    schoolIds: Type.Optional(Type.Array(SchoolId, { maxItems: 50, title: '院校ID' })),
  }),
  data: Paged(FocusedSchool),
  cache: NO_CACHE,
})
