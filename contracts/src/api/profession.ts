import * as Type from 'typebox/type'
import { endpoint, publicCache } from '../endpoint.js'
import { EmptyBody, FigureSource, ID_MAX, Paged, PageQuery } from '../schemas.js'
import { JOB_TEXT, SALARY_BANDS } from '../texts-job.js'
import { MajorLevelSchema } from './major.js'

/**
 * The job library (docs/spec-rules.md, Calls: Jobs): jobs by industry and salary band, the
 * filter options, and a job's detail with the majors that lead to it. A
 * job's salary is the typical monthly band we wrote down for the year in
 * `year` (reference figures, labelled like the generated ones).
 */

export const JobId = Type.Integer({ minimum: 1, maximum: ID_MAX, title: '职业' })
export const JobKeyword = Type.String({ maxLength: 30, title: '关键词' })
export const SalaryBandSchema = Type.Enum(
  SALARY_BANDS.map((b) => b.code),
  { title: '薪资', errorMessage: JOB_TEXT.salaryInvalid },
)

export const JobSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  industry: Type.String(),
  description: Type.String(),
  salaryMin: Type.Integer({ description: 'yuan per month' }),
  salaryMax: Type.Integer({ description: 'yuan per month' }),
  majorCount: Type.Integer({ minimum: 0 }),
})

export const queryProfession = endpoint({
  name: 'queryProfession',
  summary: '职业列表：按行业、薪资和关键词，分页',
  path: '/web/profession/queryProfession',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    industry: Type.Optional(Type.String({ maxLength: 20, title: '行业' })),
    salary: Type.Optional(SalaryBandSchema),
    keyword: Type.Optional(JobKeyword),
    ...PageQuery,
  }),
  data: Type.Object({ ...Paged(JobSummary).properties, ...FigureSource.properties }),
  cache: publicCache(600),
})

export const queryProfessionFiltering = endpoint({
  name: 'queryProfessionFiltering',
  summary: '职业筛选项：行业、薪资区间',
  path: '/web/profession/queryProfessionFiltering',
  method: 'POST',
  auth: 'none',
  body: EmptyBody,
  data: Type.Object({
    industries: Type.Array(Type.Object({ name: Type.String(), count: Type.Integer({ minimum: 0 }) })),
    salaryBands: Type.Array(
      Type.Object({
        code: SalaryBandSchema,
        label: Type.String(),
        min: Type.Integer({ minimum: 0 }),
        max: Type.Union([Type.Integer(), Type.Null()]),
        count: Type.Integer({ minimum: 0 }),
      }),
    ),
  }),
  cache: publicCache(3600),
})

export const JobDetail = Type.Object({
  ...JobSummary.properties,
  ...FigureSource.properties,
  outlook: Type.String(),
  majors: Type.Array(
    Type.Object({
      id: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      level: MajorLevelSchema,
      category: Type.String(),
      className: Type.String(),
    }),
  ),
  /** A few other jobs of the same industry. */
  related: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      salaryMin: Type.Integer(),
      salaryMax: Type.Integer(),
    }),
  ),
})

export const queryProfessionDetail = endpoint({
  name: 'queryProfessionDetail',
  summary: '职业详情：介绍、薪资、发展前景、相关专业',
  path: '/web/profession/queryProfessionDetail',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ id: JobId }),
  data: JobDetail,
  cache: publicCache(600),
})
