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
import { DEMO_FIGURES } from '../../lib/provenance.js'
import { keywordOf, paging, tagsOf } from '../major/sql.js'
import { searchQueries } from './queries.js'

type SchoolHit = DataOf<typeof querySchoolListByName>['list'][number]
type MajorHit = DataOf<typeof queryMajorListByName>['list'][number]
type JobHit = DataOf<typeof queryJobListByName>['list'][number]

/** Search by name across schools, majors and jobs (docs/spec-rules.md, Calls: Public). */
export default async function searchRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db
  const q = searchQueries(db)

  function findSchools(keyword: string | null, limit: number, offset: number) {
    if (keyword === null) return { total: 0, list: [] as SchoolHit[] }
    const aliases = JSON.stringify(aliasNamesOf(keyword))
    const rows = q.schools.all({ keyword, aliases, limit, offset }) as (Omit<SchoolHit, 'tags'> & {
      tags: string | null
    })[]
    return {
      total: q.countSchools.get({ keyword, aliases }) as number,
      list: rows.map((r) => ({ ...r, tags: tagsOf(r.tags) })),
    }
  }
  function findMajors(keyword: string | null, cc: string | null, limit: number, offset: number) {
    if (keyword === null) return { total: 0, list: [] as MajorHit[] }
    return {
      total: q.countMajors.get({ keyword, cc }) as number,
      list: q.majors.all({ keyword, cc, limit, offset }) as MajorHit[],
    }
  }
  /** The job salary bands describe pay around the latest dataset year (as the job library says). */
  const salaryYear = { year: LATEST_YEAR, demo: DEMO_FIGURES }
  function findJobs(keyword: string | null, limit: number, offset: number) {
    if (keyword === null) return { total: 0, list: [] as JobHit[], ...salaryYear }
    return {
      total: q.countJobs.get({ keyword }) as number,
      list: q.jobs.all({ keyword, limit, offset }) as JobHit[],
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
