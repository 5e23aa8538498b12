import * as Type from 'typebox/type'
import { endpoint, publicCache } from '../endpoint.js'
import { FigureSource, Paged, PageQuery } from '../schemas.js'
import { SEARCH_TEXT } from '../texts-search.js'
import { MajorLevelSchema } from './major.js'

/**
 * Search by name (docs/spec-rules.md, Calls: Public): schools, majors and jobs one kind at a
 * time (paged), and all three at once for the header's suggestions and the
 * tabs of /search. Matches are ranked: the exact name first, then names that
 * start with the words, then names that contain them earliest.
 */

export const SearchName = Type.String({
  minLength: 1,
  maxLength: 30,
  title: '关键词',
  errorMessage: SEARCH_TEXT.keywordRequired,
})

export const SchoolHit = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  province: Type.String(),
  city: Type.String(),
  level: MajorLevelSchema,
  type: Type.String(),
  nature: Type.String(),
  tags: Type.Array(Type.String()),
})

export const MajorHit = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  level: MajorLevelSchema,
  category: Type.String(),
  className: Type.String(),
})

export const JobHit = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  industry: Type.String(),
  salaryMin: Type.Integer(),
  salaryMax: Type.Integer(),
})

const byName = { name: SearchName, ...PageQuery }

export const querySchoolListByName = endpoint({
  name: 'querySchoolListByName',
  summary: '按名称搜索院校，分页',
  path: '/web/querySchoolListByName',
  method: 'POST',
  auth: 'none',
  body: Type.Object(byName),
  data: Paged(SchoolHit),
  cache: publicCache(600),
})

export const queryMajorListByName = endpoint({
  name: 'queryMajorListByName',
  summary: '按名称搜索专业，分页',
  path: '/web/queryMajorListByName',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ ...byName, cc: Type.Optional(MajorLevelSchema) }),
  data: Paged(MajorHit),
  cache: publicCache(600),
})

export const queryJobListByName = endpoint({
  name: 'queryJobListByName',
  summary: '按名称搜索职业，分页',
  path: '/web/queryJobListByName',
  method: 'POST',
  auth: 'none',
  body: Type.Object(byName),
  /** `year`: the year the salary bands describe (reference figures, labelled like sample data). */
  data: Type.Object({ ...Paged(JobHit).properties, ...FigureSource.properties }),
  cache: publicCache(600),
})

const firstHits = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({ total: Type.Integer({ minimum: 0 }), list: Type.Array(item) })

export const querySynthesisListByName = endpoint({
  name: 'querySynthesisListByName',
  summary: '综合搜索：院校、专业、职业各取前几条及总数',
  path: '/web/querySynthesisListByName',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    name: SearchName,
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 5, title: '每类条数' })),
  }),
  data: Type.Object({
    schools: firstHits(SchoolHit),
    majors: firstHits(MajorHit),
    jobs: Type.Object({ ...firstHits(JobHit).properties, ...FigureSource.properties }),
  }),
  cache: publicCache(600),
})
