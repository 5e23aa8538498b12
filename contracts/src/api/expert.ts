import * as Type from 'typebox/type'
import { endpoint, NO_CACHE } from '../endpoint.js'
import {
  CONSULT_QUESTION_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  SCHEME_NAME_MAX_LENGTH,
  SCHEME_NOTE_MAX_LENGTH,
} from '../rules/text-lengths.js'
import { ID_MAX, Paged, PageQuery } from '../schemas.js'
import { CONSULT_CHANNELS, CONSULT_TIMES, CONSULT_TOPICS, EXPERT_TEXT } from '../texts-expert.js'
import { VipState } from './membership.js'

/**
 * 专家一对一 (docs/spec-rules.md, Calls: Expert): the sample experts and the consultation
 * form (expert/queryConsultIntention), saving a consultation
 * (expert/saveUserConsult), the user's consultations (expert/queryListByUser),
 * and the expert-assisted plan (辅助方案) under /userAuthority/: the intake
 * questions, saving a plan, the majors its score and subjects suit, the
 * share of majors the subjects open, the 冲/稳/保 reach of the plan, and the
 * generated report. Every call is the logged-in user's.
 */

export const EXPERT_REFUSAL_CODE = {
  expertNotFound: 2030,
  consultLimit: 2031,
  schemeNotFound: 2032,
  schemeLimit: 2033,
  answersInvalid: 2034,
  reportMissing: 2035,
} as const

export const ConsultTopicName = Type.Enum(CONSULT_TOPICS, { errorMessage: EXPERT_TEXT.topicInvalid })
export const ConsultTimeName = Type.Enum(CONSULT_TIMES, { errorMessage: EXPERT_TEXT.timeInvalid })
export const ConsultChannelName = Type.Enum(CONSULT_CHANNELS, { errorMessage: EXPERT_TEXT.channelInvalid })
const BandCounts = Type.Object({ 冲: Type.Integer(), 稳: Type.Integer(), 保: Type.Integer() })
const Band = Type.Union([Type.Literal('冲'), Type.Literal('稳'), Type.Literal('保')])

/** A sample expert profile (upstream/data/experts): a generic title, never a real person's name. */
export const Expert = Type.Object({
  id: Type.Integer(),
  title: Type.String({ description: 'e.g. 资深志愿规划师（示例）' }),
  focus: Type.String(),
  specialties: Type.Array(Type.String()),
  topics: Type.Array(ConsultTopicName),
  intro: Type.String(),
  sample: Type.Boolean({ description: 'always true: these are sample profiles' }),
})

export const queryConsultIntention = endpoint({
  name: 'queryConsultIntention',
  summary: '咨询意向：专家、咨询主题、时间与方式，以及联系人信息',
  path: '/expert/queryConsultIntention',
  method: 'POST',
  auth: 'user',
  body: Type.Object({}),
  data: Type.Object({
    experts: Type.Array(Expert),
    topics: Type.Array(ConsultTopicName),
    times: Type.Array(ConsultTimeName),
    channels: Type.Array(ConsultChannelName),
    contact: Type.Object({ name: Type.String(), phone: Type.String({ description: 'masked: 138****0001' }) }),
    pending: Type.Integer({ description: 'the user’s open consultations' }),
    pendingLimit: Type.Integer({ description: 'CONSULT_PENDING_LIMIT, or CONSULT_PENDING_LIMIT_PACKAGE for a holder' }),
    /** The expert consultation package (product 'expert'): whether the user holds it now, and until when. */
    expertPackage: VipState,
  }),
  cache: NO_CACHE,
})

export const ConsultItem = Type.Object({
  id: Type.Integer(),
  expertId: Type.Integer(),
  expertTitle: Type.String(),
  topic: ConsultTopicName,
  preferredTime: ConsultTimeName,
  channel: ConsultChannelName,
  contactName: Type.String(),
  question: Type.String(),
  status: Type.Union([Type.Literal('已提交'), Type.Literal('已联系'), Type.Literal('已完成')]),
  createdAt: Type.String({ description: 'ISO 8601' }),
})

export const saveUserConsult = endpoint({
  name: 'saveUserConsult',
  summary: '提交咨询意向',
  path: '/expert/saveUserConsult',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    expertId: Type.Integer({ minimum: 1, maximum: ID_MAX, errorMessage: EXPERT_TEXT.expertNotFound }),
    topic: ConsultTopicName,
    preferredTime: ConsultTimeName,
    channel: ConsultChannelName,
    contactName: Type.String({
      minLength: 1,
      maxLength: CONTACT_NAME_MAX_LENGTH,
      errorMessage: EXPERT_TEXT.contactNameLength,
    }),
    question: Type.String({
      minLength: 10,
      maxLength: CONSULT_QUESTION_MAX_LENGTH,
      errorMessage: EXPERT_TEXT.questionLength,
    }),
  }),
  data: ConsultItem,
  cache: NO_CACHE,
})

export const queryListByUser = endpoint({
  name: 'queryListByUser',
  summary: '我的咨询（新到旧，分页）',
  path: '/expert/queryListByUser',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ ...PageQuery }),
  data: Paged(ConsultItem),
  cache: NO_CACHE,
})

// ---- expert-assisted plans (辅助方案) ----

export const ProblemNote = Type.Object({
  key: Type.String(),
  label: Type.String(),
  kind: Type.Union([Type.Literal('single'), Type.Literal('multi')]),
  options: Type.Array(Type.String()),
  hint: Type.String(),
})

export const queryProblemNotes = endpoint({
  name: 'queryProblemNotes',
  summary: '辅助方案：规划老师的问题记录（问卷）',
  path: '/userAuthority/queryProblemNotes',
  method: 'POST',
  auth: 'user',
  body: Type.Object({}),
  data: Type.Object({ questions: Type.Array(ProblemNote) }),
  cache: NO_CACHE,
})

/** Answers by question key; a single-choice question has one item. */
export const SchemeAnswers = Type.Record(
  Type.String({ maxLength: 20 }),
  Type.Array(Type.String({ maxLength: 20 }), { maxItems: 20 }),
)

const SchemeId = Type.Integer({ minimum: 1, maximum: ID_MAX, errorMessage: EXPERT_TEXT.schemeNotFound })

export const SchemeSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  province: Type.String(),
  track: Type.String(),
  xk: Type.String(),
  score: Type.Integer(),
  rank: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  reportAt: Type.Union([Type.String(), Type.Null()], { description: 'when the report was last generated' }),
})

export const SchemeDetail = Type.Object({
  ...SchemeSummary.properties,
  answers: SchemeAnswers,
  note: Type.String(),
})

export const getSubsidiarySchemeList = endpoint({
  name: 'getSubsidiarySchemeList',
  summary: '我的辅助方案（新到旧，分页）',
  path: '/userAuthority/getSubsidiarySchemeList',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ ...PageQuery }),
  data: Paged(SchemeSummary),
  cache: NO_CACHE,
})

export const getSubsidiaryScheme = endpoint({
  name: 'getSubsidiaryScheme',
  summary: '一个辅助方案',
  path: '/userAuthority/getSubsidiaryScheme',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ id: SchemeId }),
  data: SchemeDetail,
  cache: NO_CACHE,
})

export const subsidiaryScheme = endpoint({
  name: 'subsidiaryScheme',
  summary: '保存辅助方案（无 id 新建，有 id 修改）',
  path: '/userAuthority/subsidiaryScheme',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    id: Type.Optional(SchemeId),
    name: Type.String({ minLength: 1, maxLength: SCHEME_NAME_MAX_LENGTH, errorMessage: EXPERT_TEXT.schemeNameLength }),
    answers: SchemeAnswers,
    note: Type.Optional(Type.String({ maxLength: SCHEME_NOTE_MAX_LENGTH, errorMessage: EXPERT_TEXT.noteLength })),
  }),
  data: SchemeDetail,
  cache: NO_CACHE,
})

const SchemeBody = Type.Object({ schemeId: SchemeId })

export const MajorFit = Type.Object({
  majorId: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
  className: Type.String(),
  preferred: Type.Boolean({ description: 'in a category the plan names' }),
  options: Type.Integer({ description: 'school units of this major the candidate may apply to (冲/稳/保)' }),
  counts: BandCounts,
  best: Type.Union([
    Type.Object({
      schoolId: Type.Integer(),
      schoolName: Type.String(),
      probability: Type.Number(),
      band: Band,
    }),
    Type.Null(),
  ]),
})

const PlanFacts = {
  province: Type.String(),
  track: Type.String(),
  rank: Type.Integer(),
  rankYear: Type.Integer(),
  planYear: Type.Integer(),
  demo: Type.Boolean(),
}

export const recommendationsMajorByScore = endpoint({
  name: 'recommendationsMajorByScore',
  summary: '辅助方案：按分数与选科适合的专业（分页）',
  path: '/userAuthority/recommendationsMajorByScore',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ schemeId: SchemeId, ...PageQuery }),
  data: Type.Object({ ...Paged(MajorFit).properties, ...PlanFacts }),
  cache: NO_CACHE,
})

export const ScaleResult = Type.Object({
  xk: Type.String(),
  province: Type.String(),
  track: Type.String(),
  planYear: Type.Integer(),
  total: Type.Integer({ description: 'school-major units in the plan of the province and track' }),
  open: Type.Integer({ description: 'those whose requirement the subjects meet' }),
  share: Type.Number(),
  byRequirement: Type.Array(Type.Object({ requirement: Type.String(), total: Type.Integer(), open: Type.Boolean() })),
  byCategory: Type.Array(
    Type.Object({ category: Type.String(), total: Type.Integer(), open: Type.Integer(), share: Type.Number() }),
  ),
  demo: Type.Boolean(),
})

export const queryScaleByxk = endpoint({
  name: 'queryScaleByxk',
  summary: '辅助方案：选科可报的院校专业比例',
  path: '/userAuthority/queryScaleByxk',
  method: 'POST',
  auth: 'user',
  body: SchemeBody,
  data: ScaleResult,
  cache: NO_CACHE,
})

export const ReachExample = Type.Object({
  schoolId: Type.Integer(),
  schoolName: Type.String(),
  groupCode: Type.String(),
  majorName: Type.Union([Type.String(), Type.Null()]),
  probability: Type.Number(),
  band: Band,
})

export const ConformResult = Type.Object({
  ...PlanFacts,
  batch: Type.String(),
  volunteers: Type.Integer(),
  split: Type.Object({ reach: Type.Integer(), match: Type.Integer(), safe: Type.Integer() }),
  suggested: BandCounts,
  available: BandCounts,
  examples: Type.Object({ 冲: Type.Array(ReachExample), 稳: Type.Array(ReachExample), 保: Type.Array(ReachExample) }),
})

export const conformVolunteer = endpoint({
  name: 'conformVolunteer',
  summary: '辅助方案：按方案条件的冲稳保梯度与示例志愿',
  path: '/userAuthority/conformVolunteer',
  method: 'POST',
  auth: 'user',
  body: SchemeBody,
  data: ConformResult,
  cache: NO_CACHE,
})

export const generativeReport = endpoint({
  name: 'generativeReport',
  summary: '辅助方案：生成规划报告（保存快照）',
  path: '/userAuthority/generativeReport',
  method: 'POST',
  auth: 'user',
  body: SchemeBody,
  data: Type.Object({ schemeId: Type.Integer(), generatedAt: Type.String() }),
  cache: NO_CACHE,
})

export const SchemeReport = Type.Object({
  scheme: SchemeDetail,
  generatedAt: Type.String(),
  position: Type.Object({
    score: Type.Integer(),
    rank: Type.Integer(),
    year: Type.Integer(),
    candidates: Type.Integer(),
    share: Type.Number({ description: 'rank / candidates' }),
    batch: Type.String({ description: 'the batch the score points to' }),
    lines: Type.Array(Type.Object({ batch: Type.String(), score: Type.Integer() })),
  }),
  majors: Type.Array(MajorFit),
  scale: ScaleResult,
  volunteers: ConformResult,
  summary: Type.Array(Type.String()),
  demo: Type.Boolean(),
})

export const interpretationReport = endpoint({
  name: 'interpretationReport',
  summary: '辅助方案：规划报告及解读',
  path: '/userAuthority/interpretationReport',
  method: 'POST',
  auth: 'user',
  body: SchemeBody,
  data: SchemeReport,
  cache: NO_CACHE,
})
