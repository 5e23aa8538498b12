import {
  type DataOf,
  JOB_TEXT,
  MAJOR_REFUSAL_CODE,
  queryProfession,
  queryProfessionDetail,
  queryProfessionFiltering,
  SALARY_BANDS,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { LATEST_YEAR } from '../../dataset/generate/model.js'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'
import { DEMO_FIGURES } from '../../lib/provenance.js'
import { keywordOf, paging } from '../major/sql.js'
import { type JobRow, professionQueries } from './queries.js'

/** The authored salary bands describe pay around the latest dataset year. */
const SALARY_YEAR = LATEST_YEAR

/** The job library (docs/spec-rules.md, Calls: Jobs). */
export default async function professionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db
  const q = professionQueries(db)
  const salaryBands = SALARY_BANDS.map((b) => ({
    code: b.code,
    label: b.label,
    min: b.min,
    max: b.max,
    count: q.countBand.pluck().get({ min: b.min, max: b.max }) as number,
  }))

  implement(app, queryProfessionFiltering, () => ({ industries: q.industries, salaryBands }))

  implement(app, queryProfession, ({ body }) => {
    const { pageNum, pageSize, offset } = paging(body)
    const band = SALARY_BANDS.find((b) => b.code === body.salary)
    const filters = {
      industry: body.industry?.trim() || null,
      min: band ? band.min : null,
      max: band ? band.max : null,
      keyword: keywordOf(body.keyword),
    }
    const total = q.countJobs.get(filters) as number
    const list = q.listJobs.all({ ...filters, limit: pageSize, offset }) as JobRow[]
    return { list, total, pageNum, pageSize, year: SALARY_YEAR, demo: DEMO_FIGURES }
  })

  implement(app, queryProfessionDetail, ({ body }) => {
    const job = q.jobById.get(body.id) as (JobRow & { outlook: string }) | undefined
    if (!job) throw ApiError.refuse(MAJOR_REFUSAL_CODE.jobNotFound, JOB_TEXT.notFound)
    const midpoint = (job.salaryMin + job.salaryMax) / 2
    return {
      ...job,
      year: SALARY_YEAR,
      demo: DEMO_FIGURES,
      majors: q.majorsOfJob.all(job.id) as DataOf<typeof queryProfessionDetail>['majors'],
      related: q.relatedJobs.all({ industry: job.industry, id: job.id, midpoint }) as DataOf<
        typeof queryProfessionDetail
      >['related'],
    }
  })
}
