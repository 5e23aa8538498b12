import * as Type from 'typebox/type'
import { endpoint, NO_CACHE, publicCache } from '../endpoint.js'
import { EmptyBody, ID_MAX, Paged, PageQuery } from '../schemas.js'

/**
 * Career and aptitude assessments (docs/spec-rules.md, Calls: Evaluation, user myEvaluation):
 * the list, the questions, the user's answers kept on the server so a test
 * can be left and resumed, submission, and the report with its scores per
 * dimension, its code and the majors and jobs of the dataset that fit it.
 *
 * Two kinds, told apart by the data: `code` assessments (霍兰德: the top three
 * dimensions form a code such as ISA) and `type` assessments (four axes of
 * two poles each form a 4-letter type such as INTJ).
 */

/** Business refusals of the evaluation calls (HTTP 200, code != 0). */
export const EVALUATION_REFUSAL_CODE = {
  evaluationNotFound: 1860,
  reportNotFound: 1861,
  incomplete: 1862,
  badAnswer: 1863,
} as const

export const EvaluationId = Type.Integer({ minimum: 1, maximum: 999_999, title: '测评' })
export const ReportId = Type.Integer({ minimum: 1, maximum: ID_MAX, title: '测评报告' })
export const EvaluationKind = Type.Union([Type.Literal('code'), Type.Literal('type')], {
  description: 'code: the top three dimensions form the result (霍兰德); type: one pole per axis (四维度性格类型)',
})

export const EvaluationDimension = Type.Object({
  code: Type.String(),
  name: Type.String(),
})

export const EvaluationSummary = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  intro: Type.String(),
  /** About how long it takes. */
  minutes: Type.Integer(),
  questionCount: Type.Integer(),
  kind: EvaluationKind,
  dimensions: Type.Array(EvaluationDimension),
})

/** Answers are short, identical for everyone and change only with a reseed. */
const EVALUATION_CACHE = publicCache(600)

export const queryEvaluationList = endpoint({
  name: 'queryEvaluationList',
  summary: '测评列表',
  path: '/web/queryEvaluationList',
  method: 'POST',
  auth: 'none',
  body: EmptyBody,
  data: Type.Array(EvaluationSummary),
  cache: EVALUATION_CACHE,
})

export const EvaluationQuestion = Type.Object({
  id: Type.Integer(),
  /** 1-based, the order to ask in. */
  position: Type.Integer({ minimum: 1 }),
  text: Type.String(),
  /** The options' labels; an answer is an option's index. What each option scores stays on the server. */
  options: Type.Array(Type.String()),
})

export const queryQuestionsByEvaluationId = endpoint({
  name: 'queryQuestionsByEvaluationId',
  summary: '测评题目（按顺序）',
  path: '/web/queryQuestionsByEvaluationId',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ evaluationId: EvaluationId }),
  data: Type.Object({
    evaluation: EvaluationSummary,
    questions: Type.Array(EvaluationQuestion),
  }),
  cache: EVALUATION_CACHE,
})

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])

/** A user's unfinished answers to one assessment: what resuming starts from. */
export const EvaluationProgress = Type.Object({
  evaluationId: Type.Integer(),
  /** One entry per question in order: the chosen option's index, or null while unanswered. */
  answers: Type.Array(Nullable(Type.Integer({ minimum: 0 }))),
  answered: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  /** ms since the epoch; null when the user has not started (or has just submitted). */
  startedAt: Nullable(Type.Integer()),
  updatedAt: Nullable(Type.Integer()),
})

export const EvaluationDone = Type.Object({
  reportId: Type.Integer(),
  code: Type.String(),
  finishedAt: Type.Integer(),
})

export const queryUserEvaluationTime = endpoint({
  name: 'queryUserEvaluationTime',
  summary: '我的测评进度：未完成的作答（用于继续作答）与已完成的时间',
  path: '/web/queryUserEvaluationTime',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ evaluationId: EvaluationId }),
  data: Type.Object({
    progress: EvaluationProgress,
    /** Finished attempts, latest first (at most 10). */
    done: Type.Array(EvaluationDone),
    doneCount: Type.Integer({ minimum: 0 }),
  }),
  cache: NO_CACHE,
})

export const AnswerItem = Type.Object({
  position: Type.Integer({ minimum: 1, maximum: 1000, title: '题号' }),
  /** The option's index; left out, the answer is cleared. (Not null: the server's validator coerces types, and null and 0 would blur.) */
  option: Type.Optional(Type.Integer({ minimum: 0, maximum: 20, title: '选项' })),
})

export const saveEvaluationAnswers = endpoint({
  name: 'saveEvaluationAnswers',
  summary: '保存作答（一题或多题），用于中途离开后继续',
  path: '/web/saveEvaluationAnswers',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    evaluationId: EvaluationId,
    answers: Type.Array(AnswerItem, { minItems: 1, maxItems: 200, title: '作答' }),
  }),
  data: EvaluationProgress,
  cache: NO_CACHE,
})

export const submitEvaluation = endpoint({
  name: 'submitEvaluation',
  summary: '提交测评：按已保存的作答计分并生成报告',
  path: '/web/submitEvaluation',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ evaluationId: EvaluationId }),
  data: EvaluationDone,
  cache: NO_CACHE,
})

export const DimensionScore = Type.Object({
  code: Type.String(),
  name: Type.String(),
  score: Type.Number(),
  /** The most the dimension can score in this assessment. */
  max: Type.Number(),
})

/** The report text of one dimension (or pole) in the result. */
export const DimensionText = Type.Object({
  code: Type.String(),
  name: Type.String(),
  summary: Type.String(),
  traits: Type.Array(Type.String()),
})

export const FitMajor = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  level: Type.String(),
  className: Type.String(),
  /** The dimension or type code that names it. */
  from: Type.String(),
})

export const FitJob = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  industry: Type.String(),
  salaryMin: Type.Integer(),
  salaryMax: Type.Integer(),
})

export const FitCareer = Type.Object({
  /** The career as the assessment names it. */
  name: Type.String(),
  from: Type.String(),
  /** The job library's jobs of that name (or, failing an exact name, containing it; at most 3). */
  jobs: Type.Array(FitJob),
})

export const EvaluationReport = Type.Object({
  id: Type.Integer(),
  evaluation: EvaluationSummary,
  /** ISA (code) or INTJ (type). */
  code: Type.String(),
  /** 研究型 · 社会型 · 艺术型, or the type's name. */
  codeName: Type.String(),
  /** The type's summary (type), or '' (code: the dimensions carry the texts). */
  summary: Type.String(),
  scores: Type.Array(DimensionScore),
  /** The texts of the dimensions (code) or poles (type) that make up the code, in its order. */
  dimensions: Type.Array(DimensionText),
  majors: Type.Array(FitMajor),
  careers: Type.Array(FitCareer),
  /** Further jobs of the library that the fitting majors lead to, most fitting majors first. */
  relatedJobs: Type.Array(FitJob),
  startedAt: Type.Integer(),
  finishedAt: Type.Integer(),
})

export const queryUserEvaluationReport = endpoint({
  name: 'queryUserEvaluationReport',
  summary: '测评报告：各维度得分、结果代码、解读与匹配的专业和职业',
  path: '/web/queryUserEvaluationReport',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ reportId: ReportId }),
  data: EvaluationReport,
  cache: NO_CACHE,
})

export const queryUserDoneEvaluationReport = endpoint({
  name: 'queryUserDoneEvaluationReport',
  summary: '某项测评我最近一次完成的报告（没有时为 null）',
  path: '/web/queryUserDoneEvaluationReport',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ evaluationId: EvaluationId }),
  data: Nullable(EvaluationReport),
  cache: NO_CACHE,
})

export const MyEvaluationItem = Type.Object({
  reportId: Type.Integer(),
  evaluationId: Type.Integer(),
  evaluationName: Type.String(),
  kind: EvaluationKind,
  code: Type.String(),
  codeName: Type.String(),
  finishedAt: Type.Integer(),
})

export const myEvaluation = endpoint({
  name: 'myEvaluation',
  summary: '我的测评记录（最近完成的在前），分页',
  path: '/web/user/myEvaluation',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ ...PageQuery }),
  data: Paged(MyEvaluationItem),
  cache: NO_CACHE,
})
