import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'
import { relevance } from '../major/sql.js'

type StatementName = 'schools' | 'countSchools' | 'majors' | 'countMajors' | 'jobs' | 'countJobs'

export type SearchQueries = Readonly<Record<StatementName, Statement>>

/** Search by name's reads (routes.ts): schools, majors and jobs whose names hold a keyword, prepared once. */
export function searchQueries(db: Db): SearchQueries {
  // Schools: the schools a short name stands for first (南大: 南京大学 before 河南大学, in the alias list's
  // order), then the best match, then 本科 before 专科 and by our composite ranking.
  const SCHOOL_MATCH = 'instr(c.name, @keyword) > 0 OR c.name IN (SELECT value FROM json_each(@aliases))'
  const schools = db.prepare(
    `SELECT c.id, c.name, c.province, c.city, c.level, c.type, c.nature,
       (SELECT group_concat(t.tag) FROM college_tags t WHERE t.college_id = c.id) AS tags
     FROM colleges c LEFT JOIN school_rankings r ON r.school_id = c.id
     WHERE ${SCHOOL_MATCH}
     ORDER BY coalesce((SELECT a.key FROM json_each(@aliases) a WHERE a.value = c.name), 1e9),
       ${relevance('c.name', true)}, c.level = '专科', r.rank IS NULL, r.rank, c.id
     LIMIT @limit OFFSET @offset`,
  )
  const countSchools = db.prepare(`SELECT COUNT(*) FROM colleges c WHERE ${SCHOOL_MATCH}`).pluck()

  const majors = db.prepare(
    `SELECT m.id, m.code, m.name, m.level, m.category, m.class_name AS className FROM majors m
     WHERE instr(m.name, @keyword) > 0 AND (@cc IS NULL OR m.level = @cc)
     ORDER BY ${relevance('m.name')}, m.code LIMIT @limit OFFSET @offset`,
  )
  const countMajors = db
    .prepare('SELECT COUNT(*) FROM majors m WHERE instr(m.name, @keyword) > 0 AND (@cc IS NULL OR m.level = @cc)')
    .pluck()

  const jobs = db.prepare(
    `SELECT j.id, j.name, j.industry, j.salary_min AS salaryMin, j.salary_max AS salaryMax FROM jobs j
     WHERE instr(j.name, @keyword) > 0
     ORDER BY ${relevance('j.name')}, j.id LIMIT @limit OFFSET @offset`,
  )
  const countJobs = db.prepare('SELECT COUNT(*) FROM jobs j WHERE instr(j.name, @keyword) > 0').pluck()

  return { schools, countSchools, majors, countMajors, jobs, countJobs }
}
