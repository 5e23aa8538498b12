import type { DataOf, queryProfession } from '@gaokao/contracts'
import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'
import { relevance } from '../major/sql.js'

/** A job as the library lists it (JOB_COLUMNS). */
export type JobRow = DataOf<typeof queryProfession>['list'][number]
/** An industry and how many jobs it has. */
export interface IndustryRow {
  name: string
  count: number
}

/** Other jobs of the same industry a detail shows. */
const RELATED_JOBS = 6

const JOB_COLUMNS = `j.id, j.name, j.industry, j.description, j.salary_min AS salaryMin, j.salary_max AS salaryMax,
  (SELECT COUNT(*) FROM job_majors jm WHERE jm.job_id = j.id) AS majorCount`
const MIDPOINT = '(j.salary_min + j.salary_max) / 2.0'
const JOB_FILTERS = `(@industry IS NULL OR j.industry = @industry)
  AND (@min IS NULL OR ${MIDPOINT} >= @min)
  AND (@max IS NULL OR ${MIDPOINT} < @max)
  AND (@keyword IS NULL OR instr(j.name, @keyword) > 0)`

type StatementName = 'listJobs' | 'countJobs' | 'jobById' | 'majorsOfJob' | 'relatedJobs' | 'countBand'

export type ProfessionQueries = Readonly<Record<StatementName, Statement>> & {
  readonly industries: IndustryRow[]
}

/** The job library's reads (routes.ts): the industries, counted once, and the statements its calls run. */
export function professionQueries(db: Db): ProfessionQueries {
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
    .all() as IndustryRow[]
  const countBand = db.prepare(
    `SELECT COUNT(*) FROM jobs j WHERE ${MIDPOINT} >= @min AND (@max IS NULL OR ${MIDPOINT} < @max)`,
  )

  return { industries, listJobs, countJobs, jobById, majorsOfJob, relatedJobs, countBand }
}
