import {
  type DataOf,
  queryJobListByName,
  queryMajorListByName,
  querySchoolListByName,
  querySynthesisListByName,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { LATEST_YEAR } from '../../dataset/generate/model.js'
import { aliasNamesOf } from '../../dataset/school-aliases.js'
import { implement } from '../../lib/implement.js'
import { keywordOf, paging, relevance, tagsOf } from '../major/sql.js'

type SchoolHit = DataOf<typeof querySchoolListByName>['list'][number]
type MajorHit = DataOf<typeof queryMajorListByName>['list'][number]
type JobHit = DataOf<typeof queryJobListByName>['list'][number]

/** Search by name across schools, majors and jobs (docs/spec-rules.md, Calls: Public). */
export default async function searchRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db

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

  function findSchools(keyword: string | null, limit: number, offset: number) {
    if (keyword === null) return { total: 0, list: [] as SchoolHit[] }
    const aliases = JSON.stringify(aliasNamesOf(keyword))
    const rows = schools.all({ keyword, aliases, limit, offset }) as (Omit<SchoolHit, 'tags'> & {
      tags: string | null
    })[]
    return {
      total: countSchools.get({ keyword, aliases }) as number,
      list: rows.map((r) => ({ ...r, tags: tagsOf(r.tags) })),
    }
  }
  function findMajors(keyword: string | null, cc: string | null, limit: number, offset: number) {
    if (keyword === null) return { total: 0, list: [] as MajorHit[] }
    return {
      total: countMajors.get({ keyword, cc }) as number,
      list: majors.all({ keyword, cc, limit, offset }) as MajorHit[],
    }
  }
  /** The job salary bands describe pay around the latest dataset year (as the job library says). */
  const salaryYear = { year: LATEST_YEAR, demo: true }
  function findJobs(keyword: string | null, limit: number, offset: number) {
    if (keyword === null) return { total: 0, list: [] as JobHit[], ...salaryYear }
    return {
      total: countJobs.get({ keyword }) as number,
      list: jobs.all({ keyword, limit, offset }) as JobHit[],
      ...salaryYear,
    }
  }

  implement(app, querySchoolListByName, ({ body }) => {
    const { pageNum, pageSize, offset } = paging(body)
    return { ...findSchools(keywordOf(body.name), pageSize, offset), pageNum, pageSize }
  })
  implement(app, queryMajorListByName, ({ body }) => {
    const { pageNum, pageSize, offset } = paging(body)
    return { ...findMajors(keywordOf(body.name), body.cc ?? null, pageSize, offset), pageNum, pageSize }
  })
  implement(app, queryJobListByName, ({ body }) => {
    const { pageNum, pageSize, offset } = paging(body)
    return { ...findJobs(keywordOf(body.name), pageSize, offset), pageNum, pageSize }
  })
  implement(app, querySynthesisListByName, ({ body }) => {
    const keyword = keywordOf(body.name)
    const size = body.size ?? 5
    return {
      schools: findSchools(keyword, size, 0),
      majors: findMajors(keyword, null, size, 0),
      jobs: findJobs(keyword, size, 0),
    }
  })
}
