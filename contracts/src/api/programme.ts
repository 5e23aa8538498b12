import * as Type from 'typebox/type'
import { endpoint, publicCache } from '../endpoint.js'
import { Provenance } from '../provenance/provenance.js'
import { Paged, PageQuery, ProvinceName, Score } from '../schemas.js'
import { PROGRAMME_TEXT } from '../texts-programme.js'
import { TrackName } from './score-lines.js'

/**
 * Programme pages (升学路径: /plan, /undergraduatePlan, /postgraduatePlan,
 * /singleMovePlan, /stateEnterprisePlan, /scorePromote): the page's own
 * text (upstream/data/programmes), the related articles and tools, and the
 * figures the dataset can give each path: the schools of a programme, the
 * ranks a few more points buy, the jobs of state-owned industries.
 */

export const PROGRAMME_KEYS = [
  'plan',
  'undergraduatePlan',
  'postgraduatePlan',
  'singleMovePlan',
  'stateEnterprisePlan',
  'scorePromote',
] as const
export type ProgrammeKey = (typeof PROGRAMME_KEYS)[number]

/** The programmes whose page lists schools. */
export const SCHOOL_PROGRAMMES = ['plan', 'undergraduatePlan', 'postgraduatePlan', 'singleMovePlan'] as const
export type SchoolProgramme = (typeof SCHOOL_PROGRAMMES)[number]

export const PROGRAMME_REFUSAL_CODE = {
  programmeNotFound: 2050,
  tableMissing: 2051,
} as const

const PROGRAMME_CACHE = publicCache(600)

export const ProgrammeKeyName = Type.Enum(PROGRAMME_KEYS, { errorMessage: PROGRAMME_TEXT.programmeNotFound })
export const SchoolProgrammeName = Type.Enum(SCHOOL_PROGRAMMES, { errorMessage: PROGRAMME_TEXT.programmeNotFound })

export const ProgrammeSection = Type.Object({
  heading: Type.String(),
  paragraphs: Type.Array(Type.String()),
  points: Type.Array(Type.String()),
})

export const ProgrammeDetail = Type.Object({
  key: ProgrammeKeyName,
  path: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  summary: Type.String(),
  audience: Type.Array(Type.String(), { description: '适合人群' }),
  sections: Type.Array(ProgrammeSection),
  steps: Type.Array(Type.Object({ title: Type.String(), text: Type.String() }), { description: '时间线/步骤' }),
  faq: Type.Array(Type.Object({ question: Type.String(), answer: Type.String() })),
  source: Type.String(),
  updated: Type.String({ description: 'YYYY-MM-DD' }),
})

export const queryProgrammeDetail = endpoint({
  name: 'queryProgrammeDetail',
  summary: '升学路径页面的内容',
  path: '/web/programme/queryDetail',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ key: ProgrammeKeyName }),
  data: ProgrammeDetail,
  cache: PROGRAMME_CACHE,
})

export const RelatedArticle = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  date: Type.String(),
  summary: Type.String(),
})
export const RelatedTool = Type.Object({
  path: Type.String({ description: 'a site route, e.g. /evaluate' }),
  title: Type.String(),
  text: Type.String(),
})

export const queryProgrammeRelated = endpoint({
  name: 'queryProgrammeRelated',
  summary: '升学路径页面的相关资讯与工具',
  path: '/web/programme/queryRelated',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ key: ProgrammeKeyName }),
  data: Type.Object({ articles: Type.Array(RelatedArticle), tools: Type.Array(RelatedTool) }),
  cache: PROGRAMME_CACHE,
})

export const ProgrammeSchool = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  province: Type.String(),
  city: Type.String(),
  level: Type.String(),
  nature: Type.String(),
  tags: Type.Array(Type.String()),
  /** The school's easiest unit in the exam province and track, newest year; null where it did not recruit. */
  admission: Type.Union([
    Type.Object({
      year: Type.Integer(),
      batch: Type.String(),
      minScore: Type.Integer(),
      /** null when a published line prints no rank and none can be read off that year's table. */
      minRank: Type.Union([Type.Integer(), Type.Null()]),
      source: Provenance,
    }),
    Type.Null(),
  ]),
})

export const queryProgrammeSchools = endpoint({
  name: 'queryProgrammeSchools',
  summary: '升学路径相关院校（强基计划、保研资格、本省高职、本科线附近；分页）',
  path: '/web/programme/querySchools',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    key: SchoolProgrammeName,
    province: Type.Optional(ProvinceName),
    track: Type.Optional(TrackName),
    ...PageQuery,
  }),
  data: Type.Object({
    ...Paged(ProgrammeSchool).properties,
    rule: Type.String({ description: 'which schools are listed, in one sentence' }),
    year: Type.Union([Type.Integer(), Type.Null()], { description: 'the admissions year shown' }),
    line: Type.Union([Type.Integer(), Type.Null()], { description: 'undergraduatePlan: the 本科 line used' }),
    demo: Type.Boolean(),
  }),
  cache: PROGRAMME_CACHE,
})

export const queryScoreGain = endpoint({
  name: 'queryScoreGain',
  summary: '提分规划：多考几分能超过多少考生、离下一条批次线多远',
  path: '/web/programme/queryScoreGain',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ province: ProvinceName, track: TrackName, score: Score }),
  data: Type.Object({
    year: Type.Integer(),
    candidates: Type.Integer(),
    score: Type.Integer(),
    rank: Type.Integer(),
    steps: Type.Array(
      Type.Object({
        points: Type.Integer(),
        score: Type.Integer(),
        rank: Type.Integer(),
        passed: Type.Integer({ description: 'candidates overtaken: rank now - rank then' }),
      }),
    ),
    lines: Type.Array(
      Type.Object({ batch: Type.String(), score: Type.Integer(), gap: Type.Integer({ description: 'line - score' }) }),
    ),
    demo: Type.Boolean(),
  }),
  cache: PROGRAMME_CACHE,
})

export const ProgrammeJob = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  industry: Type.String(),
  salaryMin: Type.Integer(),
  salaryMax: Type.Integer(),
  majors: Type.Array(Type.String()),
})

export const queryProgrammeJobs = endpoint({
  name: 'queryProgrammeJobs',
  summary: '央国企就业规划：央国企集中行业的职业（分页）',
  path: '/web/programme/queryJobs',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ industry: Type.Optional(Type.String({ maxLength: 20 })), ...PageQuery }),
  data: Type.Object({
    ...Paged(ProgrammeJob).properties,
    industries: Type.Array(Type.String()),
    year: Type.Integer(),
    demo: Type.Boolean(),
  }),
  cache: PROGRAMME_CACHE,
})
