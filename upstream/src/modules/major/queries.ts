import type { DataOf, MajorLevel, queryMajorList, queryXkmlList } from '@gaokao/contracts'
import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'
import { relevance } from './sql.js'

/** A major as the lists show it (SUMMARY_COLUMNS). */
export type Summary = DataOf<typeof queryMajorList>['list'][number]
/** A discipline category (门类) of one level, with its counts. */
export type Category = DataOf<typeof queryXkmlList>[number]
/** A major class (专业类) of one level and category, with its count. */
export interface MajorClass {
  cc: MajorLevel
  category: string
  code: string
  name: string
  majorCount: number
}

const SUMMARY_COLUMNS = `m.id, m.code, m.name, m.level, m.category, substr(m.class_code, 1, 2) AS categoryCode,
  m.class_name AS className, m.class_code AS classCode, m.degree, m.duration`

/** Absent filters are NULL, so one prepared statement serves every combination (1,069 majors: a scan is cheap). */
const MAJOR_FILTERS = `(@cc IS NULL OR m.level = @cc)
  AND (@xkml IS NULL OR substr(m.class_code, 1, 2) = @xkml)
  AND (@zyl IS NULL OR m.class_code = @zyl)
  AND (@keyword IS NULL OR instr(m.name, @keyword) > 0)`

type StatementName =
  | 'listMajors'
  | 'countMajors'
  | 'summariesByIds'
  | 'majorById'
  | 'requirements'
  | 'jobsOfMajor'
  | 'schoolCount'
  | 'majorExists'
  | 'existingInOrder'

export type MajorQueries = Readonly<Record<StatementName, Statement>> & {
  readonly categories: Category[]
  readonly classes: readonly MajorClass[]
}

/**
 * The major group's reads (routes.ts): the catalogue's categories and classes,
 * read once, and the statements its calls run, prepared once.
 */
export function majorQueries(db: Db): MajorQueries {
  // The catalogue's shape changes only with a reseed, which happens before the routes start: read it once.
  const categories = db
    .prepare(
      `SELECT level AS cc, substr(class_code, 1, 2) AS code, category AS name,
         COUNT(DISTINCT class_code) AS classCount, COUNT(*) AS majorCount
       FROM majors GROUP BY level, substr(class_code, 1, 2), category ORDER BY level = '专科', 2`,
    )
    .all() as Category[]
  const classes = db
    .prepare(
      `SELECT level AS cc, substr(class_code, 1, 2) AS category, class_code AS code, class_name AS name,
         COUNT(*) AS majorCount
       FROM majors GROUP BY level, class_code, class_name ORDER BY class_code`,
    )
    .all() as MajorClass[]

  const listMajors = db.prepare(
    `SELECT ${SUMMARY_COLUMNS} FROM majors m WHERE ${MAJOR_FILTERS}
     ORDER BY ${relevance('m.name')}, m.code LIMIT @limit OFFSET @offset`,
  )
  const countMajors = db.prepare(`SELECT COUNT(*) FROM majors m WHERE ${MAJOR_FILTERS}`).pluck()
  const summariesByIds = db.prepare(
    `SELECT ${SUMMARY_COLUMNS} FROM majors m WHERE m.id IN (SELECT value FROM json_each(?))`,
  )
  const majorById = db.prepare(`SELECT ${SUMMARY_COLUMNS}, m.intro, m.courses, m.careers FROM majors m WHERE m.id = ?`)
  const requirements = db.prepare(
    `SELECT subject_requirement AS requirement, COUNT(DISTINCT school_id) AS schools
     FROM enrolment_plans WHERE major_id = ? AND year = ?
     GROUP BY subject_requirement ORDER BY schools DESC, requirement`,
  )
  const jobsOfMajor = db.prepare(
    `SELECT j.id, j.name, j.industry, j.salary_min AS salaryMin, j.salary_max AS salaryMax
     FROM job_majors jm JOIN jobs j ON j.id = jm.job_id WHERE jm.major_id = ? ORDER BY j.id`,
  )
  const schoolCount = db.prepare('SELECT COUNT(*) FROM school_majors WHERE major_id = ?').pluck()

  const majorExists = db.prepare('SELECT 1 FROM majors WHERE id = ?').pluck()
  // A JSON array of ids (a user's follows, user store) less those no major has, in the array's order.
  const existingInOrder = db
    .prepare('SELECT m.id FROM json_each(?) j JOIN majors m ON m.id = j.value ORDER BY j.key')
    .pluck()

  return {
    categories,
    classes,
    listMajors,
    countMajors,
    summariesByIds,
    majorById,
    requirements,
    jobsOfMajor,
    schoolCount,
    majorExists,
    existingInOrder,
  }
}
