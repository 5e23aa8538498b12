import type { Static } from 'typebox/type'
import * as Type from 'typebox/type'
import { COLOUR_VISIONS, PLANNING_BATCHES, VOLUNTEER_MODES } from '../../rules/planning-values.js'
import { literalUnion } from '../../schemas.js'
import { AdmissionTypesField } from '../planning-admission.js'
import { EqualScoreFigure } from '../score-lines.js'
import { GroupCode, Label, Nullable, SchoolIdField, SchoolTagField } from './fields.js'

// The candidate's options and their admission chance: filters, units, the chance with its inputs, the candidate
// (docs/chance-model.md), and the planning calls' refusal codes.

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

export const BandSchema = Type.Union([Type.Literal('冲'), Type.Literal('稳'), Type.Literal('保')], { title: '冲稳保' })
export const BatchSchema = literalUnion(PLANNING_BATCHES, { title: '批次' })
export const VolunteerModeSchema = literalUnion(VOLUNTEER_MODES)
export const PrioritySchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  title: '填报优先级',
})
export const ColourVisionSchema = literalUnion(COLOUR_VISIONS, { title: '色觉' })

/**
 * Physical conditions the planner honours (docs/spec-rules.md, Entities: enumerations): colour
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
