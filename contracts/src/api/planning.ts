import type { Static } from 'typebox/type'
import * as Type from 'typebox/type'
import { endpoint, NO_CACHE } from '../endpoint.js'
import { Provenance } from '../provenance/provenance.js'
import { WISH_INFO_MAX_LENGTH, WISH_NAME_MAX_LENGTH } from '../rules/text-lengths.js'
import { EmptyBody, ID_MAX, Paged, PageQuery, ProvinceName } from '../schemas.js'
import { AdmissionTypesField } from './planning-admission.js'
import { TableRisk } from './planning-risk.js'
import { EqualScoreFigure } from './score-lines.js'

/**
 * Planning (spec §7 Intelligent choice, /web/toFillVolunteer and the user's
 * wish calls): the candidate's options with their admission chance
 * (docs/chance-model.md), the volunteer tables (志愿表) a user builds by hand
 * or by one click, and their exports. docs/planning-api.md describes each call.
 *
 * The candidate is always the logged-in user: province, subjects, score and
 * rank come from their profile, never from the body.
 */

/** Business refusals of the planning calls (HTTP 200, code != 0). */
export const PLANNING_REFUSAL_CODE = {
  profileIncomplete: 1700,
  wishNotFound: 1701,
  wishLimit: 1702,
  wishNameTaken: 1703,
  tableFull: 1704,
  duplicateLine: 1705,
  majorsFull: 1706,
  subjectMismatch: 1707,
  unitNotFound: 1708,
  batchMismatch: 1709,
  lineNotFound: 1710,
  positionInvalid: 1711,
  orderInvalid: 1712,
  majorRequired: 1713,
  groupRequired: 1714,
  nothingToFill: 1715,
  provinceChanged: 1716,
  schoolNotFound: 1717,
  splitInvalid: 1718,
  rankMissing: 1719,
} as const

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])
const Label = (title: string, maxLength = 20) => Type.String({ minLength: 1, maxLength, title })

export const BandSchema = Type.Union([Type.Literal('冲'), Type.Literal('稳'), Type.Literal('保')], { title: '冲稳保' })
export const BatchSchema = Type.Union([Type.Literal('本科批'), Type.Literal('专科批')], { title: '批次' })
export const VolunteerModeSchema = Type.Union([
  Type.Literal('院校专业组'),
  Type.Literal('专业+院校'),
  Type.Literal('院校'),
])
export const PrioritySchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  title: '填报优先级',
})
export const ColourVisionSchema = Type.Union([Type.Literal('正常'), Type.Literal('色弱'), Type.Literal('色盲')], {
  title: '色觉',
})
const WishId = Type.Integer({ minimum: 1, maximum: ID_MAX, title: '志愿表ID' })
const LineId = Type.Integer({ minimum: 1, maximum: ID_MAX, title: '志愿ID' })
const SchoolIdField = Type.Integer({ minimum: 1, maximum: 999_999, title: '院校ID' })
const MajorIdField = Type.Integer({ minimum: 1, maximum: 99_999_999, title: '专业ID' })
/** '' outside group provinces; two digits inside (01, 02 ...). */
const GroupCode = Type.String({ maxLength: 4, pattern: '^[0-9]{0,4}$', title: '专业组代码' })
const SchoolTagField = Type.Union(
  ['985', '211', '双一流', '强基计划', '保研资格', '双高计划'].map((t) => Type.Literal(t)),
  { title: '院校标签' },
)

/**
 * Physical conditions the planner honours (spec §3 enumerations): colour
 * vision, and eyesight (the worse eye) on either scale; with both given
 * the worse one counts.
 */
export const PhysicalSchema = Type.Object({
  colourVision: Type.Optional(ColourVisionSchema),
  /** 小数视力 0.8-1.5 */
  visionDecimal: Type.Optional(Type.Number({ minimum: 0.8, maximum: 1.5, title: '小数视力' })),
  /** 五分制视力 4.0-5.3 */
  visionFivePoint: Type.Optional(Type.Number({ minimum: 4.0, maximum: 5.3, title: '五分制视力' })),
})
export type Physical = Static<typeof PhysicalSchema>

/** The filters of the options lists and the preferences of one-click filling. */
export const ChoiceFilterFields = {
  /** Without it: 本科批 when the candidate's score reaches last year's 本科 line, else 专科批. */
  batch: Type.Optional(BatchSchema),
  /** Part of the school's name. */
  keyword: Type.Optional(Type.String({ maxLength: 30, title: '院校名称' })),
  /** Where the school is (its province, short name: 江苏). */
  schoolProvinces: Type.Optional(Type.Array(Label('院校省份', 16), { maxItems: 31, uniqueItems: true })),
  cities: Type.Optional(Type.Array(Label('城市'), { maxItems: 30, uniqueItems: true })),
  level: Type.Optional(Type.Union([Type.Literal('本科'), Type.Literal('专科')], { title: '办学层次' })),
  types: Type.Optional(Type.Array(Label('院校类型', 8), { maxItems: 12, uniqueItems: true })),
  natures: Type.Optional(Type.Array(Label('办学性质', 8), { maxItems: 3, uniqueItems: true })),
  /** Every tag listed must be held. */
  tags: Type.Optional(Type.Array(SchoolTagField, { maxItems: 6, uniqueItems: true })),
  /** 门类 (本科: 工学, 医学 ...) or 专业大类 (专科); in order of preference. */
  majorCategories: Type.Optional(Type.Array(Label('专业门类'), { maxItems: 32, uniqueItems: true })),
  /** Yuan a year. */
  tuitionMax: Type.Optional(Type.Integer({ minimum: 0, maximum: 500_000, title: '学费上限' })),
  ...PhysicalSchema.properties,
  /** 服从调剂 inside a group (default yes). Without it a group's chance is that of a place in a chosen major. */
  acceptAdjust: Type.Optional(Type.Boolean({ title: '是否服从调剂' })),
  /** 1 专业优先, 2 院校优先, 3 均衡: how options are ordered by preference. */
  priority: Type.Optional(PrioritySchema),
  /**
   * The admission types to show besides ordinary lines (军队院校, 艺术类 ...; docs/admission-types.md).
   * Without it none is shown; one-click filling fills ordinary lines only.
   */
  admissionTypes: AdmissionTypesField,
}
export const ChoiceFilters = Type.Object(ChoiceFilterFields)
export type ChoiceFilters = Static<typeof ChoiceFilters>

/** One past year of a unit, as the model used it. */
export const ChanceYear = Type.Object({
  year: Type.Integer(),
  minScore: Type.Integer(),
  minRank: Type.Integer(),
  /** That year's minimum rank at this year's cohort size (equal percentile). */
  rescaledRank: Type.Integer(),
  /** null where the line is published: 投档线 print no places. */
  places: Nullable(Type.Integer()),
  /** Candidates of that year's 一分一段表 (province and track). */
  candidates: Type.Integer(),
})

/** One chosen major of a group or school line: the chance of a place in it (never above the group's). */
export const ChanceMajor = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** null: the major has no admission history. */
  probability: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
  band: Nullable(BandSchema),
})

/**
 * 调剂风险 (accepting adjustment, likely placed in a major not chosen) or 退档风险
 * (refusing it, likely returned): the chosen majors are well out of reach of the group's line.
 */
export const AdjustRiskSchema = Type.Union([Type.Literal('adjust'), Type.Literal('withdraw')])

/**
 * How adjustment enters a group's or school's chance (docs/chance-model.md, "Adjustment"):
 * a place in a chosen major, plus, when the candidate accepts adjustment, a place anywhere in the group.
 */
export const ChanceAdjustment = Type.Object({
  acceptAdjust: Type.Boolean(),
  /** The chance of a place anywhere in the group (its 投档线). */
  group: Type.Number({ minimum: 0, maximum: 1 }),
  /** The chance of a place in one of the chosen majors; null when none of them has history. */
  chosen: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
  majors: Type.Array(ChanceMajor),
  risk: Nullable(AdjustRiskSchema),
})

/** The admission chance of one unit for the candidate, with every input it came from. */
export const Chance = Type.Object({
  years: Type.Array(ChanceYear),
  /** The year of the candidate's rank and of the scale (the newest 一分一段表). */
  rankYear: Type.Integer(),
  candidateRank: Type.Integer(),
  predictedRank: Type.Integer(),
  spread: Type.Integer(),
  planYear: Type.Integer(),
  planPlaces: Type.Integer(),
  /** null when last year's places are not published: the plan change is then not judged (planChange 0). */
  lastPlaces: Nullable(Type.Integer()),
  /** (plan - last) / last, clamped to [-0.5, 1]. */
  planChange: Type.Number(),
  probability: Type.Number({ minimum: 0, maximum: 1 }),
  /** null: below the 冲 floor (P < 10%). */
  band: Nullable(BandSchema),
  reasons: Type.Array(Type.String()),
  /** A group or school line with chosen majors; absent for a major and where no majors are chosen. */
  adjustment: Type.Optional(ChanceAdjustment),
})
export type Chance = Static<typeof Chance>
export type ChanceAdjustment = Static<typeof ChanceAdjustment>

export const UnitKey = Type.Object({
  schoolId: SchoolIdField,
  groupCode: GroupCode,
  /** 0 for a group or school unit. */
  majorId: Type.Integer({ minimum: 0 }),
})
export type UnitKey = Static<typeof UnitKey>

export const PlanSchool = Type.Object({
  id: Type.Integer(),
  /**
   * The MOE 学校标识码 (10 digits), '' where it is not known. Not the
   * province's own 院校代码, which only its 招生计划 prints (docs/wish-exports.md).
   */
  code: Type.String({ title: '学校标识码' }),
  name: Type.String(),
  province: Type.String(),
  city: Type.String(),
  level: Type.String(),
  type: Type.String(),
  nature: Type.String(),
  tags: Type.Array(Type.String()),
  /** Our composite ranking within the school's level; null without one. */
  rank: Nullable(Type.Integer()),
})

export const PlanMajor = Type.Object({
  id: Type.Integer(),
  /** 专业代码 of the national catalogue (080901, 010103K); '' where unknown. */
  code: Type.String({ title: '专业代码' }),
  name: Type.String(),
  category: Type.String(),
  className: Type.String(),
})

/** One option of the candidate: a group, a school or a major at a school. */
export const ChoiceItem = Type.Object({
  key: UnitKey,
  kind: Type.Union([Type.Literal('group'), Type.Literal('school'), Type.Literal('major')]),
  /** Whether fillVolunteer takes this key as it is (a school in a 专业+院校 province needs a major first). */
  addable: Type.Boolean(),
  school: PlanSchool,
  groupCode: Type.String(),
  /** 第01组, or '' outside group provinces. */
  groupName: Type.String(),
  major: Nullable(PlanMajor),
  batch: Type.String(),
  track: Type.String(),
  subjectRequirement: Type.String(),
  planYear: Type.Integer(),
  planPlaces: Type.Integer(),
  tuitionMin: Type.Integer(),
  tuitionMax: Type.Integer(),
  /** Majors of the unit in the plan (1 for a major). */
  majorCount: Type.Integer(),
  chance: Chance,
  /** Physical-examination notes for majors of the unit the candidate's conditions restrict. */
  limits: Type.Array(Type.String()),
  /** Its admission types when it is not an ordinary line: then chance.band is null (not 冲/稳/保). */
  admissionTypes: AdmissionTypesField,
  /**
   * The unit's latest line as its 等位分 in the candidate's rank year (docs/equal-scores.md):
   * that line's year and score, and the score at its rank rescaled to this year's candidates.
   */
  equalScore: Type.Optional(
    Nullable(Type.Object({ lineYear: Type.Integer(), lineScore: Type.Integer(), ...EqualScoreFigure.properties })),
  ),
})
export type ChoiceItem = Static<typeof ChoiceItem>

export const ChoiceSort = Type.Union(
  [Type.Literal('fit'), Type.Literal('chance'), Type.Literal('preference'), Type.Literal('rank')],
  { title: '排序' },
)

const ChoiceListBody = Type.Object({
  ...PageQuery,
  ...ChoiceFilterFields,
  band: Type.Optional(BandSchema),
  /** true: list the special admission types chosen in admissionTypes (never banded) instead of a band. */
  special: Type.Optional(Type.Boolean({ title: '特殊类型' })),
  /**
   * fit (default without a priority): closest to the candidate first, P nearest 50% (the 保 tab's least easy
   * first); chance: most likely first; preference: by the priority's order; rank: predicted minimum rank, hardest first.
   */
  sort: Type.Optional(ChoiceSort),
})

export const PlanBatchLine = Type.Object({
  batch: Type.String(),
  year: Type.Integer(),
  score: Type.Integer(),
  rank: Type.Integer(),
})

/** The candidate as the planner sees them. */
export const Candidate = Type.Object({
  name: Type.String(),
  province: Type.String(),
  track: Type.String(),
  xk: Type.String(),
  score: Type.Integer(),
  rank: Type.Integer(),
  rankYear: Type.Integer(),
  /**
   * Present when the rank and the history come from another track's tables:
   * 理科/文科 in a province whose first new-style exam is the plan year (新疆,
   * 西藏; docs/exam-modes.md).
   */
  historyTrack: Type.Optional(Type.String()),
  mode: VolunteerModeSchema,
  volunteers: Type.Integer(),
  majorsPerVolunteer: Type.Integer(),
  /** The batch the candidate's score points to (本科批 when it reaches the 本科 line). */
  defaultBatch: BatchSchema,
  batchLines: Type.Array(PlanBatchLine),
})
export type Candidate = Static<typeof Candidate>

const BandCounts = Type.Object({ 冲: Type.Integer(), 稳: Type.Integer(), 保: Type.Integer() })

const ViewSum = Type.Object({
  counts: BandCounts,
  total: Type.Integer(),
  /** Options left out by the subject requirement (a hard rule), for the page to say so. */
  subjectExcluded: Type.Integer(),
  /** Options of the admission types chosen (admissionTypes), listed apart and counted in no band. */
  special: Type.Integer(),
})

export const querySum = endpoint({
  name: 'querySum',
  summary: '自主填报：考生概况与冲稳保数量（按院校/专业组与按专业两种看法）',
  path: '/intelligence/querySum',
  method: 'POST',
  auth: 'user',
  body: ChoiceFilters,
  data: Type.Object({
    candidate: Candidate,
    batch: BatchSchema,
    /** The view whose units a volunteer names: major in 专业+院校 provinces, school (group or school) elsewhere. */
    defaultView: Type.Union([Type.Literal('school'), Type.Literal('major')]),
    /** school: what querySchoolList lists; major: what queryMajorList lists. */
    views: Type.Object({ school: ViewSum, major: ViewSum }),
    planYear: Type.Integer(),
  }),
  cache: NO_CACHE,
})

export const choiceSchoolList = endpoint({
  name: 'intelligenceQuerySchoolList',
  summary: '自主填报：院校（专业组）及录取概率',
  path: '/intelligence/querySchoolList',
  method: 'POST',
  auth: 'user',
  body: ChoiceListBody,
  data: Paged(ChoiceItem),
  cache: NO_CACHE,
})

export const choiceMajorList = endpoint({
  name: 'intelligenceQueryMajorList',
  summary: '自主填报：专业及录取概率',
  path: '/intelligence/queryMajorList',
  method: 'POST',
  auth: 'user',
  body: ChoiceListBody,
  data: Paged(ChoiceItem),
  cache: NO_CACHE,
})

export const MajorOption = Type.Object({
  key: UnitKey,
  major: PlanMajor,
  planPlaces: Type.Integer(),
  tuition: Type.Integer(),
  subjectRequirement: Type.String(),
  /** The candidate's subjects meet the requirement. */
  eligible: Type.Boolean(),
  /** Restricted by the candidate's physical conditions: the reason, else null. */
  limited: Nullable(Type.String()),
  /** null without history. */
  chance: Nullable(Chance),
  /** Not an ordinary line (艺术类 ...): its chance is then not banded. */
  admissionTypes: AdmissionTypesField,
})

export const SchoolUnit = Type.Object({
  key: UnitKey,
  groupCode: Type.String(),
  groupName: Type.String(),
  batch: Type.String(),
  subjectRequirement: Type.String(),
  eligible: Type.Boolean(),
  /** Whether fillVolunteer takes this key without a major. */
  addable: Type.Boolean(),
  planPlaces: Type.Integer(),
  chance: Nullable(Chance),
  majors: Type.Array(MajorOption),
  /** Not an ordinary unit (军队院校 ...): its chance is then not banded. */
  admissionTypes: AdmissionTypesField,
})

export const queryMajorListByYxmc = endpoint({
  name: 'queryMajorListByYxmc',
  summary: '自主填报：一所院校（按名称或ID）在本省的专业组与专业',
  path: '/intelligence/queryMajorListByYxmc',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    schoolId: Type.Optional(SchoolIdField),
    /** 院校名称, exactly. */
    yxmc: Type.Optional(Type.String({ maxLength: 40, title: '院校名称' })),
    ...PhysicalSchema.properties,
    acceptAdjust: Type.Optional(Type.Boolean()),
  }),
  data: Type.Object({
    school: PlanSchool,
    track: Type.String(),
    planYear: Type.Integer(),
    units: Type.Array(SchoolUnit),
  }),
  cache: NO_CACHE,
})

const HistoryBody = Type.Object({
  schoolId: SchoolIdField,
  province: ProvinceName,
  track: Label('科类', 8),
})

export const HistoryAdmission = Type.Object({
  year: Type.Integer(),
  batch: Type.String(),
  groupCode: Type.String(),
  /** A campus's line printed under its own name (北京大学医学部); '' for the school's own. */
  printedName: Type.String(),
  minScore: Type.Integer(),
  /** Published 投档线 may print no rank, and print no average or places: null then, never 0. */
  minRank: Type.Union([Type.Integer(), Type.Null()]),
  avgScore: Type.Union([Type.Integer(), Type.Null()]),
  places: Type.Union([Type.Integer(), Type.Null()]),
  source: Provenance,
})

export const HistoryPlan = Type.Object({
  year: Type.Integer(),
  batch: Type.String(),
  groupCode: Type.String(),
  places: Type.Integer(),
  tuitionMin: Type.Integer(),
  tuitionMax: Type.Integer(),
  subjectRequirement: Type.String(),
  majorCount: Type.Integer(),
})

/** Plans and admissions by group: member data (issue 8, 招生计划). */
export const querySchoolHistoryPlan = endpoint({
  name: 'querySchoolHistoryPlan',
  summary: '院校（专业组）历年录取与招生计划',
  path: '/intelligence/querySchoolHistoryPlan',
  method: 'POST',
  auth: 'user',
  body: HistoryBody,
  data: Type.Object({
    schoolId: Type.Integer(),
    province: Type.String(),
    track: Type.String(),
    admissions: Type.Array(HistoryAdmission),
    plans: Type.Array(HistoryPlan),
  }),
  cache: NO_CACHE,
})

/** A major's plans and score lines: member data (issue 8, 历年专业分数线). */
export const queryMajorHistoryPlan = endpoint({
  name: 'queryMajorHistoryPlan',
  summary: '院校某专业历年录取与招生计划',
  path: '/intelligence/queryMajorHistoryPlan',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ ...HistoryBody.properties, majorId: MajorIdField }),
  data: Type.Object({
    schoolId: Type.Integer(),
    major: Nullable(PlanMajor),
    province: Type.String(),
    track: Type.String(),
    admissions: Type.Array(HistoryAdmission),
    plans: Type.Array(
      Type.Object({
        year: Type.Integer(),
        batch: Type.String(),
        groupCode: Type.String(),
        places: Type.Integer(),
        tuition: Type.Integer(),
        duration: Type.Integer(),
        subjectRequirement: Type.String(),
      }),
    ),
  }),
  cache: NO_CACHE,
})

// ---------------------------------------------------------------- volunteer tables

export const FillSplitSchema = Type.Object({
  reach: Type.Integer({ minimum: 0, maximum: 100, title: '冲' }),
  match: Type.Integer({ minimum: 0, maximum: 100, title: '稳' }),
  safe: Type.Integer({ minimum: 0, maximum: 100, title: '保' }),
})

/** What one-click filling was asked for; kept with the plan so it can be regenerated. */
export const FillPreferences = Type.Object({
  ...ChoiceFilterFields,
  split: Type.Optional(FillSplitSchema),
})
export type FillPreferences = Static<typeof FillPreferences>

export const WishSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  info: Type.String(),
  /** self: built by hand (自主填报); ai: generated by one-click filling (AI填报). */
  kind: Type.Union([Type.Literal('self'), Type.Literal('ai')]),
  province: Type.String(),
  track: Type.String(),
  batch: Type.String(),
  lineCount: Type.Integer(),
  /** The province's volunteers per table. */
  capacity: Type.Integer(),
  sortOrder: Type.Integer(),
  acceptAdjust: Type.Boolean(),
  physical: PhysicalSchema,
  preferences: Nullable(FillPreferences),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})
export type WishSummary = Static<typeof WishSummary>

export const WishWarning = Type.Object({
  kind: Type.Union([
    Type.Literal('subject'),
    Type.Literal('physical'),
    Type.Literal('adjust'),
    Type.Literal('missing'),
    Type.Literal('unlikely'),
    Type.Literal('tooEasy'),
  ]),
  text: Type.String(),
})

export const WishLineMajor = Type.Object({
  id: Type.Integer(),
  /** 专业代码 of the national catalogue; '' where unknown. */
  code: Type.String({ title: '专业代码' }),
  name: Type.String(),
  planPlaces: Type.Integer(),
  tuition: Type.Integer(),
  /** The major's own chance, null without history. */
  probability: Nullable(Type.Number()),
  band: Nullable(BandSchema),
})

export const WishLine = Type.Object({
  id: Type.Integer(),
  position: Type.Integer({ minimum: 1 }),
  key: UnitKey,
  school: PlanSchool,
  groupCode: Type.String(),
  groupName: Type.String(),
  major: Nullable(PlanMajor),
  /** Majors chosen inside a group or school line, in order. */
  majors: Type.Array(WishLineMajor),
  batch: Type.String(),
  subjectRequirement: Type.String(),
  planYear: Type.Integer(),
  planPlaces: Type.Integer(),
  tuitionMin: Type.Integer(),
  tuitionMax: Type.Integer(),
  /** null when the unit has no plan this year or no history. */
  chance: Nullable(Chance),
  warnings: Type.Array(WishWarning),
  /** Why one-click filling chose it (empty for a line added by hand). */
  why: Type.Array(Type.String()),
  /** A line of a special admission type keeps its label in the table: chance.band is then null. */
  admissionTypes: AdmissionTypesField,
})
export type WishLine = Static<typeof WishLine>

export const WishDetail = Type.Object({
  wish: WishSummary,
  candidate: Candidate,
  lines: Type.Array(WishLine),
  /** Bands of the lines that count (risk.counts): a 选科不符, duplicate or vanished line is in none. */
  counts: Type.Object({ 冲: Type.Integer(), 稳: Type.Integer(), 保: Type.Integer(), none: Type.Integer() }),
  /** The table as a whole (docs/table-risk.md). */
  risk: TableRisk,
})
export type WishDetail = Static<typeof WishDetail>

const WishBody = Type.Object({ wishId: WishId })

/** The order of a table's lines after a change. */
export const LineOrder = Type.Object({
  wishId: Type.Integer(),
  lineIds: Type.Array(Type.Integer()),
  lineCount: Type.Integer(),
  capacity: Type.Integer(),
})

export const queryVolunteer = endpoint({
  name: 'queryVolunteer',
  summary: '志愿表详情：每条志愿的录取概率、历年数据与提示',
  path: '/intelligence/queryVolunteer',
  method: 'POST',
  auth: 'user',
  body: WishBody,
  data: WishDetail,
  cache: NO_CACHE,
})

export const filledIn = endpoint({
  name: 'filledIn',
  summary: '志愿表中已填的志愿（用于标记“已加入”）',
  path: '/intelligence/filledIn',
  method: 'POST',
  auth: 'user',
  body: WishBody,
  data: Type.Object({
    wishId: Type.Integer(),
    lineCount: Type.Integer(),
    capacity: Type.Integer(),
    units: Type.Array(
      Type.Object({
        lineId: Type.Integer(),
        position: Type.Integer(),
        ...UnitKey.properties,
        majorIds: Type.Array(Type.Integer()),
      }),
    ),
  }),
  cache: NO_CACHE,
})

export const fillVolunteer = endpoint({
  name: 'fillVolunteer',
  summary: '把一个志愿（专业组、院校或专业）加入志愿表',
  path: '/intelligence/fillVolunteer',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    wishId: WishId,
    schoolId: SchoolIdField,
    groupCode: Type.Optional(GroupCode),
    /** Required in 专业+院校 provinces; elsewhere it adds the major inside the group's (or school's) line. */
    majorId: Type.Optional(MajorIdField),
  }),
  data: Type.Object({
    lineId: Type.Integer(),
    position: Type.Integer(),
    majorIds: Type.Array(Type.Integer()),
    lineCount: Type.Integer(),
    capacity: Type.Integer(),
  }),
  cache: NO_CACHE,
})

export const updateWishName = endpoint({
  name: 'updateWishName',
  summary: '重命名志愿表',
  path: '/intelligence/updateWishName',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    wishId: WishId,
    name: Type.String({
      minLength: 1,
      maxLength: WISH_NAME_MAX_LENGTH,
      title: '志愿表名称',
      errorMessage: '志愿表名称须为1-20个字',
    }),
  }),
  data: WishSummary,
  cache: NO_CACHE,
})

export const updateWishInfo = endpoint({
  name: 'updateWishInfo',
  summary: '修改志愿表备注、是否服从调剂与体检情况',
  path: '/intelligence/updateWishInfo',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    wishId: WishId,
    info: Type.Optional(Type.String({ maxLength: WISH_INFO_MAX_LENGTH, title: '备注' })),
    acceptAdjust: Type.Optional(Type.Boolean()),
    physical: Type.Optional(PhysicalSchema),
  }),
  data: WishSummary,
  cache: NO_CACHE,
})

export const wishSort = endpoint({
  name: 'wishSort',
  summary: '一键排序：按录取概率从低到高（冲→稳→保）排列志愿',
  path: '/intelligence/wishSort',
  method: 'POST',
  auth: 'user',
  body: WishBody,
  data: LineOrder,
  cache: NO_CACHE,
})

export const wishInputSort = endpoint({
  name: 'wishInputSort',
  summary: '输入序号调整一条志愿的位置',
  path: '/intelligence/wishInputSort',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    wishId: WishId,
    lineId: LineId,
    position: Type.Integer({ minimum: 1, maximum: ID_MAX, title: '序号' }),
  }),
  data: LineOrder,
  cache: NO_CACHE,
})

export const wishDragSort = endpoint({
  name: 'wishDragSort',
  summary: '拖动排序：保存志愿的新顺序',
  path: '/intelligence/wishDragSort',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    wishId: WishId,
    /** Every line of the table once, in the new order. */
    lineIds: Type.Array(LineId, { maxItems: 200, uniqueItems: true }),
  }),
  data: LineOrder,
  cache: NO_CACHE,
})

export const deleteWishById = endpoint({
  name: 'deleteWishById',
  summary: '删除一条志愿（或志愿中的一个专业）',
  path: '/intelligence/deleteWishById',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ wishId: WishId, lineId: LineId, majorId: Type.Optional(MajorIdField) }),
  data: LineOrder,
  cache: NO_CACHE,
})

/**
 * Undo of deleteWishById: the client sends back the line it deleted (its
 * unit, chosen majors and reasons) and where it stood; the upstream puts it
 * back at that position if the table still has room (docs/wish-undo.md).
 */
export const restoreWishLine = endpoint({
  name: 'restoreWishLine',
  summary: '撤销删除：把刚删除的志愿放回原来的位置',
  path: '/intelligence/restoreWishLine',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    wishId: WishId,
    position: Type.Integer({ minimum: 1, maximum: ID_MAX, title: '序号' }),
    schoolId: SchoolIdField,
    groupCode: GroupCode,
    /** 0 for a group or school line. */
    majorId: Type.Integer({ minimum: 0, maximum: 99_999_999, title: '专业ID' }),
    majorIds: Type.Array(MajorIdField, { maxItems: 10, uniqueItems: true }),
    /** One-click filling's reasons, as queryVolunteer gave them (a few sentences naming majors). */
    why: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 20 }),
  }),
  data: LineOrder,
  cache: NO_CACHE,
})

export const clearWish = endpoint({
  name: 'clearWish',
  summary: '清空志愿表',
  path: '/intelligence/clearWish',
  method: 'POST',
  auth: 'user',
  body: WishBody,
  data: LineOrder,
  cache: NO_CACHE,
})

/**
 * A file answer, not an envelope: the body is the file itself, with
 * Content-Disposition attachment. The web's request() returns it as a Blob.
 */
const FileAnswer = (description: string) => Type.Unsafe<Blob>({ type: 'string', format: 'binary', description })

export const EXCEL_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const PDF_CONTENT_TYPE = 'application/pdf'

export const wishExecl = endpoint({
  name: 'wishExecl',
  summary: '导出志愿表 Excel',
  path: '/intelligence/wishExecl',
  method: 'POST',
  auth: 'user',
  body: WishBody,
  data: FileAnswer(EXCEL_CONTENT_TYPE),
  cache: NO_CACHE,
})

export const wishPdf = endpoint({
  name: 'wishPdf',
  summary: '导出志愿表 PDF',
  path: '/intelligence/wishPdf',
  method: 'POST',
  auth: 'user',
  body: WishBody,
  data: FileAnswer(PDF_CONTENT_TYPE),
  cache: NO_CACHE,
})

export const toFillVolunteer = endpoint({
  name: 'toFillVolunteer',
  summary: 'AI一键填报：按偏好生成一整张志愿表',
  path: '/web/toFillVolunteer',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    /** Regenerate this one-click plan in place; without it a new plan is saved. */
    wishId: Type.Optional(WishId),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: WISH_NAME_MAX_LENGTH, title: '方案名称' })),
    preferences: FillPreferences,
  }),
  data: Type.Object({
    wish: WishSummary,
    counts: BandCounts,
    /** Volunteers the table could not fill from the options left by the filters. */
    shortfall: Type.Integer(),
    /** The generated table as a whole, as queryVolunteer answers it. */
    risk: TableRisk,
  }),
  cache: NO_CACHE,
})

// ---------------------------------------------------------------- the user's tables (/web/user)

export const myWish = endpoint({
  name: 'myWish',
  summary: '我的志愿表（自主填报与AI方案）',
  path: '/web/user/myWish',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    ...PageQuery,
    kind: Type.Optional(Type.Union([Type.Literal('self'), Type.Literal('ai')])),
  }),
  data: Paged(WishSummary),
  cache: NO_CACHE,
})

export const delMyWish = endpoint({
  name: 'delMyWish',
  summary: '删除志愿表',
  path: '/web/user/delMyWish',
  method: 'POST',
  auth: 'user',
  body: WishBody,
  data: Type.Object({ wishId: Type.Integer() }),
  cache: NO_CACHE,
})

export const queryAddWishPcList = endpoint({
  name: 'queryAddWishPcList',
  summary: '新建志愿表可选的批次',
  path: '/web/user/queryAddWishPcList',
  method: 'POST',
  auth: 'user',
  body: EmptyBody,
  data: Type.Array(
    Type.Object({
      batch: BatchSchema,
      /** Last year's line of the batch in the candidate's province and track. */
      line: Nullable(PlanBatchLine),
      /** The batch the candidate's score points to. */
      recommended: Type.Boolean(),
    }),
  ),
  cache: NO_CACHE,
})

export const addWish = endpoint({
  name: 'addWish',
  summary: '新建志愿表',
  path: '/web/user/addWish',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    name: Type.String({
      minLength: 1,
      maxLength: WISH_NAME_MAX_LENGTH,
      title: '志愿表名称',
      errorMessage: '志愿表名称须为1-20个字',
    }),
    batch: BatchSchema,
    info: Type.Optional(Type.String({ maxLength: WISH_INFO_MAX_LENGTH, title: '备注' })),
  }),
  data: WishSummary,
  cache: NO_CACHE,
})
