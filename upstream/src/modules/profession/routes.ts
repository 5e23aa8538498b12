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
import { keywordOf, paging, relevance } from '../major/sql.js'

type JobRow = DataOf<typeof queryProfession>['list'][number]

/** The authored salary bands describe pay around the latest dataset year. */
const SALARY_YEAR = LATEST_YEAR
/** Other jobs of the same industry a detail shows. */
const RELATED_JOBS = 6

const JOB_COLUMNS = `j.id, j.name, j.industry, j.description, j.salary_min AS salaryMin, j.salary_max AS salaryMax,
  (SELECT COUNT(*) FROM job_majors jm WHERE jm.job_id = j.id) AS majorCount`
const MIDPOINT = '(j.salary_min + j.salary_max) / 2.0'
const JOB_FILTERS = `(@industry IS NULL OR j.industry = @industry)
  AND (@min IS NULL OR ${MIDPOINT} >= @min)
  AND (@max IS NULL OR ${MIDPOINT} < @max)
  AND (@keyword IS NULL OR instr(j.name, @keyword) > 0)`

/** The job library (docs/spec-rules.md, Calls: Jobs). */
export default async function professionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db
  const listJobs = db.prepare(
    `SELECT ${JOB_COLUMNS} FROM jobs j WHERE ${JOB_FILTERS}
     ORDER BY ${relevance('j.name')}, j.id LIMIT @limit OFFSET @offset`,
  )
  const countJobs = db.prepare(`SELECT COUNT(*) FROM jobs j WHERE ${JOB_FILTERS}`).pluck()
  const jobById = db.prepare(`SELECT ${JOB_COLUMNS}, j.outlook FROM jobs j WHERE j.id = ?`)
  const majorsOfJob = db.prepare(
    `SELECT m.id, m.code, m.name, m.level, m.category, m.class_name AS className
     FROM job_majors jm JOIN majors m ON m.id = jm.major_id
     WHERE jm.job_id = ? ORDER BY m.level = '专科', m.code`,
  )
  const relatedJobs = db.prepare(
    `SELECT j.id, j.name, j.salary_min AS salaryMin, j.salary_max AS salaryMax FROM jobs j
     WHERE j.industry = @industry AND j.id <> @id
     ORDER BY abs(${MIDPOINT} - @midpoint), j.id LIMIT ${RELATED_JOBS}`,
  )

  // The filter options change only with a reseed: count them once.
  const industries = db
    .prepare('SELECT industry AS name, COUNT(*) AS count FROM jobs GROUP BY industry ORDER BY count DESC, name')
    .all() as { name: string; count: number }[]
  const countBand = db.prepare(
    `SELECT COUNT(*) FROM jobs j WHERE ${MIDPOINT} >= @min AND (@max IS NULL OR ${MIDPOINT} < @max)`,
  )
  const salaryBands = SALARY_BANDS.map((b) => ({
    code: b.code,
    label: b.label,
    min: b.min,
    max: b.max,
    count: countBand.pluck().get({ min: b.min, max: b.max }) as number,
  }))

  implement(app, queryProfessionFiltering, () => ({ industries, salaryBands }))

  implement(app, queryProfession, ({ body }) => {
    const { pageNum, pageSize, offset } = paging(body)
    const band = SALARY_BANDS.find((b) => b.code === body.salary)
    const filters = {
      industry: body.industry?.trim() || null,
      min: band ? band.min : null,
      max: band ? band.max : null,
      keyword: keywordOf(body.keyword),
    }
    const total = countJobs.get(filters) as number
    const list = listJobs.all({ ...filters, limit: pageSize, offset }) as JobRow[]
    return { list, total, pageNum, pageSize, year: SALARY_YEAR, demo: true }
  })

  implement(app, queryProfessionDetail, ({ body }) => {
    const job = jobById.get(body.id) as (JobRow & { outlook: string }) | undefined
    if (!job) throw ApiError.refuse(MAJOR_REFUSAL_CODE.jobNotFound, JOB_TEXT.notFound)
    const midpoint = (job.salaryMin + job.salaryMax) / 2
    return {
      ...job,
      year: SALARY_YEAR,
      demo: true,
      majors: majorsOfJob.all(job.id) as DataOf<typeof queryProfessionDetail>['majors'],
      related: relatedJobs.all({ industry: job.industry, id: job.id, midpoint }) as DataOf<
        typeof queryProfessionDetail
      >['related'],
    }
  })
}
