import * as Type from 'typebox/type'
import { endpoint, NO_CACHE, publicCache } from '../endpoint.js'
import { Provenance } from '../provenance/provenance.js'
import { Paged, PageQuery, ProvinceName } from '../schemas.js'
import { EqualScoreFigure } from './score-lines.js'

/**
 * Colleges (spec §7 College, school/querySchoolRank, user focus): the list
 * with its filters, a college's facts, its admission scores, major scores and
 * enrolment plans in one exam province, its trend, similar colleges, our
 * composite ranking, and the colleges a user follows (关注).
 *
 * Names: `province` in a figure call is the exam province (高考省份) whose
 * figures are asked for, as in queryWc; the list's location filters are
 * `province` and `city` of the college itself, and its figures' province is
 * `examProvince`.
 */

/** Business refusals of the college calls (HTTP 200, code != 0). */
export const COLLEGE_REFUSAL_CODE = {
  schoolNotFound: 1410,
  focusLimit: 1411,
} as const

/** A user follows at most this many colleges. */
export const FOCUS_LIMIT = 100

/** How long public college answers may be cached: the data changes only with a new dataset. */
const COLLEGE_CACHE = publicCache(600)

export const SchoolId = Type.Integer({ minimum: 1, maximum: 999_999, title: '院校ID' })
const Level = Type.Union([Type.Literal('本科'), Type.Literal('专科')], { title: '办学层次' })
const Keyword = Type.String({ maxLength: 30, title: '关键词' })
const Label = (title: string) => Type.String({ minLength: 1, maxLength: 16, title })
const TrackName = Label('科类')
const BatchName = Label('批次')
const AdmissionType = Label('招生类型')
const Year = Type.Integer({ minimum: 2000, maximum: 2100, title: '年份' })
const SchoolTag = Type.Union(
  [
    Type.Literal('985'),
    Type.Literal('211'),
    Type.Literal('双一流'),
    Type.Literal('强基计划'),
    Type.Literal('保研资格'),
    Type.Literal('双高计划'),
  ],
  { title: '院校标签' },
)
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])

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

const SchoolBody = Type.Object({ schoolId: SchoolId })

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

const InProvince = { schoolId: SchoolId, province: ProvinceName }
const YearList = Type.Array(Type.Integer(), { description: 'newest first' })
const NameList = Type.Array(Type.String())

/** The volunteer unit of a province (planning-domain.md): by 院校专业组, by 专业+院校, or by 院校. */
export const FillMode = Type.String({ description: '院校专业组 | 专业+院校 | 院校' })

// --- School admission scores: years -> tracks -> admission types -> batches -> scores ---

export const getDataNfBySf = endpoint({
  name: 'getDataNfBySf',
  summary: '院校在某省有录取数据的年份',
  path: '/web/getDataNfBySf',
  method: 'POST',
  auth: 'none',
  body: Type.Object(InProvince),
  data: YearList,
  cache: COLLEGE_CACHE,
})

export const querySchoolKl = endpoint({
  name: 'querySchoolKl',
  summary: '院校在某省录取数据的科类',
  path: '/web/querySchoolKl',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ ...InProvince, year: Type.Optional(Year) }),
  data: NameList,
  cache: COLLEGE_CACHE,
})

export const querySchoolZslx = endpoint({
  name: 'querySchoolZslx',
  summary: '院校在某省录取数据的招生类型',
  path: '/web/querySchoolZslx',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ ...InProvince, year: Type.Optional(Year), track: Type.Optional(TrackName) }),
  data: NameList,
  cache: COLLEGE_CACHE,
})

export const querySchoolPc = endpoint({
  name: 'querySchoolPc',
  summary: '院校在某省录取数据的批次',
  path: '/web/querySchoolPc',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ ...InProvince, year: Type.Optional(Year), track: Type.Optional(TrackName) }),
  data: NameList,
  cache: COLLEGE_CACHE,
})

export const SchoolScoreRow = Type.Object({
  year: Type.Integer(),
  track: Type.String(),
  batch: Type.String(),
  admissionType: Type.String(),
  /** The 院校专业组 code ('01') where the province fills by group, else ''. */
  groupCode: Type.String(),
  /** The group's subject requirement(s); '' outside group provinces. */
  subjectRequirement: Type.String(),
  /** The majors of the group that year; empty outside group provinces. */
  majors: Type.Array(Type.String()),
  minScore: Type.Integer(),
  /** null when the authority printed no rank and none can be read off that year's table (docs/real-data.md). */
  minRank: Nullable(Type.Integer()),
  /** Published 投档线 print no average and no places: null then. */
  avgScore: Nullable(Type.Integer()),
  places: Nullable(Type.Integer()),
  /** The name as printed when it names a campus or an old name (北京大学医学部); '' otherwise. */
  printedName: Type.String(),
  /** Where the line comes from, and where its rank does (derived: read off that year's 一分一段表). */
  source: Provenance,
  rankSource: Provenance,
  /** The batch line of that year and track, and minScore minus it (线差). */
  batchLine: Nullable(Type.Integer()),
  lineDiff: Nullable(Type.Integer()),
  /**
   * The line's rank as its 等位分 in the province's newest table of the same track
   * (docs/equal-scores.md); null without a rank, in another exam's track, or below that table's floor.
   */
  equalScore: Type.Optional(Nullable(EqualScoreFigure)),
})

export const querySchoolScore = endpoint({
  name: 'querySchoolScore',
  summary: '院校历年录取分数（按年份、科类、批次；分专业组的省份按专业组）',
  path: '/web/querySchoolScore',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    ...InProvince,
    year: Type.Optional(Year),
    track: Type.Optional(TrackName),
    admissionType: Type.Optional(AdmissionType),
    batch: Type.Optional(BatchName),
  }),
  data: Type.Object({ fillMode: FillMode, list: Type.Array(SchoolScoreRow) }),
  cache: COLLEGE_CACHE,
})

// --- Major admission scores ---

export const getMajorDataNfBySf = endpoint({
  name: 'getMajorDataNfBySf',
  summary: '院校在某省有专业录取数据的年份',
  path: '/web/getMajorDataNfBySf',
  method: 'POST',
  auth: 'none',
  body: Type.Object(InProvince),
  data: YearList,
  cache: COLLEGE_CACHE,
})

export const queryMajorKl = endpoint({
  name: 'queryMajorKl',
  summary: '院校在某省专业录取数据的科类',
  path: '/web/queryMajorKl',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ ...InProvince, year: Type.Optional(Year) }),
  data: NameList,
  cache: COLLEGE_CACHE,
})

export const MajorScoreRow = Type.Object({
  year: Type.Integer(),
  track: Type.String(),
  batch: Type.String(),
  groupCode: Type.String(),
  majorId: Type.Integer(),
  majorName: Type.String(),
  subjectRequirement: Type.String(),
  minScore: Type.Integer(),
  minRank: Type.Integer(),
  avgScore: Type.Integer(),
  places: Type.Integer(),
})

/** 历年专业分数线: a member feature (issue 8), so it needs a login and is never cached. */
export const queryMajorScore = endpoint({
  name: 'queryMajorScore',
  summary: '院校各专业录取分数（分页）',
  path: '/web/queryMajorScore',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ ...PageQuery, ...InProvince, year: Year, track: TrackName, batch: Type.Optional(BatchName) }),
  data: Type.Object({ ...Paged(MajorScoreRow).properties, fillMode: FillMode }),
  cache: NO_CACHE,
})

// --- Enrolment plans ---

export const getPlanNfBySf = endpoint({
  name: 'getPlanNfBySf',
  summary: '院校在某省有招生计划的年份',
  path: '/web/getPlanNfBySf',
  method: 'POST',
  auth: 'none',
  body: Type.Object(InProvince),
  data: YearList,
  cache: COLLEGE_CACHE,
})

export const querySchoolPlanKl = endpoint({
  name: 'querySchoolPlanKl',
  summary: '院校在某省招生计划的科类',
  path: '/web/querySchoolPlanKl',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ ...InProvince, year: Type.Optional(Year) }),
  data: NameList,
  cache: COLLEGE_CACHE,
})

export const querySchoolPlanPc = endpoint({
  name: 'querySchoolPlanPc',
  summary: '院校在某省招生计划的批次',
  path: '/web/querySchoolPlanPc',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ ...InProvince, year: Type.Optional(Year), track: Type.Optional(TrackName) }),
  data: NameList,
  cache: COLLEGE_CACHE,
})

export const PlanRow = Type.Object({
  year: Type.Integer(),
  track: Type.String(),
  batch: Type.String(),
  groupCode: Type.String(),
  majorId: Type.Integer(),
  majorName: Type.String(),
  places: Type.Integer(),
  /** Yuan a year. */
  tuition: Type.Integer(),
  /** Years of study. */
  duration: Type.Integer(),
  subjectRequirement: Type.String(),
})

/** 招生计划: a member feature (issue 8), so it needs a login and is never cached. */
export const queryPlan = endpoint({
  name: 'queryPlan',
  summary: '院校招生计划（分页）',
  path: '/web/queryPlan',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ ...PageQuery, ...InProvince, year: Year, track: TrackName, batch: Type.Optional(BatchName) }),
  data: Type.Object({
    ...Paged(PlanRow).properties,
    fillMode: FillMode,
    /** Places of every row that matched, across pages. */
    totalPlaces: Type.Integer({ minimum: 0 }),
  }),
  cache: NO_CACHE,
})

// --- Trend, similar colleges, ranking ---

/** A year of the college's lowest line in a province and track, published or generated (`source`). */
export const TrendPoint = Type.Object({
  year: Type.Integer(),
  batch: Type.String(),
  minScore: Type.Integer(),
  /** null when no rank is printed or derivable that year. */
  minRank: Nullable(Type.Integer()),
  /** Published 投档线 print no average: null then, never 0. */
  avgScore: Nullable(Type.Integer()),
  batchLine: Nullable(Type.Integer()),
  source: Provenance,
})

export const queryDataLineChart = endpoint({
  name: 'queryDataLineChart',
  summary: '院校在某省某科类历年最低分与最低位次走势',
  path: '/web/queryDataLineChart',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ ...InProvince, track: TrackName }),
  data: Type.Array(TrendPoint, { description: 'oldest year first' }),
  cache: COLLEGE_CACHE,
})

export const SimilarSchool = Type.Object({
  ...SchoolSummary.properties,
  /** Why it is shown, e.g. 同为理工类本科院校，录取位次排名相近, or 同为江苏的理工类本科院校 for an unranked college. */
  reason: Type.String(),
})

export const querySchoolRecommendations = endpoint({
  name: 'querySchoolRecommendations',
  summary: '相似院校（同层次同类型、录取位次排名相近；未排名的院校按同省同类型）',
  path: '/web/querySchoolRecommendations',
  method: 'POST',
  auth: 'none',
  body: SchoolBody,
  data: Type.Array(SimilarSchool, { maxItems: 8 }),
  cache: COLLEGE_CACHE,
})

/** A ranked college, or (ranking null) one listed apart after them: no published lines in the basis. */
export const RankItem = SchoolSummary

export const querySchoolRank = endpoint({
  name: 'querySchoolRank',
  summary: '院校排名（按真实投档线的录取位次，分页；无真实录取数据的院校按名称另列于后）',
  path: '/web/school/querySchoolRank',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    ...PageQuery,
    level: Type.Optional(Level),
    type: Type.Optional(Label('院校类型')),
    province: Type.Optional(Label('院校所在省份')),
    nature: Type.Optional(Label('办学性质')),
    tags: Type.Optional(Type.Array(SchoolTag, { maxItems: 6, uniqueItems: true })),
    keyword: Type.Optional(Keyword),
  }),
  data: Type.Object({
    ...Paged(RankItem).properties,
    /** The newest year of the basis. */
    year: Type.Integer(),
    /** How many of `total` are ranked: they come first, in rank order; the rest follow by name. */
    rankedTotal: Type.Integer({ minimum: 0 }),
    basis: Type.Array(RankingBasis),
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
