import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'

/** undergraduatePlan lists 本科 schools whose minimum is within this many points above the 本科 line. */
export const NEAR_LINE_POINTS = 30
export const UNDERGRADUATE_LINE = '本科批'

/** A school as the programme lists show it; tags comma-joined. */
export interface SchoolRow {
  id: number
  name: string
  province: string
  city: string
  level: string
  nature: string
  tags: string | null
}
/** A school's easiest unit in one province, year and track. */
export interface AdmissionRow {
  schoolId: number
  batch: string
  minScore: number
  minRank: number | null
  sourceUrl: string
}

type StatementName =
  | 'byTag'
  | 'byTagCount'
  | 'vocational'
  | 'vocationalCount'
  | 'admissionsYear'
  | 'admissionsOf'
  | 'nearLine'
  | 'nearLineCount'
  | 'schoolsById'
  | 'lineOf'
  | 'linesOf'
  | 'cohort'
  | 'articlesOf'
  | 'jobsIn'
  | 'jobsCount'

export type ProgrammeQueries = Readonly<Record<StatementName, Statement>>

/**
 * The programme pages' reads (routes.ts), prepared once. School lists are
 * paged in SQL; a page's admissions come in one query for all its schools
 * (json_each over the page's ids), never one per school.
 */
export function programmeQueries(db: Db): ProgrammeQueries {
  const schoolColumns = `c.id, c.name, c.province, c.city, c.level, c.nature,
    (SELECT group_concat(t.tag) FROM college_tags t WHERE t.college_id = c.id) AS tags`
  const byTag = db.prepare(
    `SELECT ${schoolColumns} FROM college_tags k JOIN colleges c ON c.id = k.college_id
     LEFT JOIN school_rankings r ON r.school_id = c.id
     WHERE k.tag = @tag ORDER BY r.rank IS NULL, r.rank, c.id LIMIT @limit OFFSET @offset`,
  )
  const byTagCount = db.prepare('SELECT COUNT(*) FROM college_tags WHERE tag = ?').pluck()
  const vocational = db.prepare(
    `SELECT ${schoolColumns} FROM colleges c LEFT JOIN school_rankings r ON r.school_id = c.id
     WHERE c.level = '专科' AND (@province IS NULL OR c.province = @province)
     ORDER BY EXISTS (SELECT 1 FROM college_tags t WHERE t.college_id = c.id AND t.tag = '双高计划') DESC,
       r.rank IS NULL, r.rank, c.id
     LIMIT @limit OFFSET @offset`,
  )
  const vocationalCount = db
    .prepare(`SELECT COUNT(*) FROM colleges c WHERE c.level = '专科' AND (@province IS NULL OR c.province = @province)`)
    .pluck()
  const admissionsYear = db.prepare('SELECT MAX(year) FROM school_admissions WHERE province = ? AND track = ?').pluck()
  // The easiest unit of each school on the page: SQLite returns the row of MIN() for the bare columns.
  const admissionsOf = db.prepare(
    `SELECT school_id AS schoolId, batch, MIN(min_score) AS minScore, min_rank AS minRank, source_url AS sourceUrl
     FROM school_admissions
     WHERE school_id IN (SELECT value FROM json_each(@ids)) AND province = @province AND year = @year AND track = @track
     GROUP BY school_id`,
  )
  const nearLineFilter = `FROM school_admissions a JOIN colleges c ON c.id = a.school_id
     WHERE a.province = @province AND a.year = @year AND a.track = @track AND a.batch = '${UNDERGRADUATE_LINE}'
       AND c.level = '本科'
     GROUP BY a.school_id HAVING MIN(a.min_score) BETWEEN @line AND @line + ${NEAR_LINE_POINTS}`
  const nearLine = db.prepare(
    `SELECT a.school_id AS id, MIN(a.min_score) AS minScore ${nearLineFilter}
     ORDER BY minScore, a.school_id LIMIT @limit OFFSET @offset`,
  )
  const nearLineCount = db.prepare(`SELECT COUNT(*) FROM (SELECT a.school_id ${nearLineFilter})`).pluck()
  const schoolsById = db.prepare(
    `SELECT ${schoolColumns} FROM colleges c WHERE c.id IN (SELECT value FROM json_each(?))`,
  )
  const lineOf = db
    .prepare('SELECT score FROM batch_lines WHERE province = ? AND track = ? AND year = ? AND batch = ?')
    .pluck()
  const linesOf = db.prepare(
    'SELECT batch, score FROM batch_lines WHERE province = ? AND track = ? AND year = ? ORDER BY score DESC',
  )
  const cohort = db.prepare('SELECT candidates FROM cohorts WHERE province = ? AND year = ? AND track = ?')
  const articlesOf = db.prepare(
    `SELECT id, kind, title, date, summary FROM articles WHERE id IN (SELECT value FROM json_each(?))`,
  )
  const jobsIn = db.prepare(
    `SELECT id, name, industry, salary_min AS salaryMin, salary_max AS salaryMax, major_names AS majors
     FROM jobs WHERE industry IN (SELECT value FROM json_each(@industries))
     ORDER BY (SELECT key FROM json_each(@industries) WHERE value = industry), id LIMIT @limit OFFSET @offset`,
  )
  const jobsCount = db.prepare('SELECT COUNT(*) FROM jobs WHERE industry IN (SELECT value FROM json_each(?))').pluck()

  return {
    byTag,
    byTagCount,
    vocational,
    vocationalCount,
    admissionsYear,
    admissionsOf,
    nearLine,
    nearLineCount,
    schoolsById,
    lineOf,
    linesOf,
    cohort,
    articlesOf,
    jobsIn,
    jobsCount,
  }
}
