import * as Type from 'typebox/type'
import { endpoint } from '../../endpoint.js'
import { Provenance } from '../../provenance/provenance.js'
import { Paged, PageQuery } from '../../schemas.js'
import {
  COLLEGE_CACHE,
  InProvince,
  Keyword,
  Label,
  Level,
  Nullable,
  SchoolBody,
  SchoolTag,
  TrackName,
} from './fields.js'
import { RankingBasis, SchoolSummary } from './schools.js'

// --- Trend, similar colleges, ranking ---

/** A year of the college's lowest line in a province and track, published or generated (`source`). */
export const TrendPoint = Type.Object({
  year: Type.Integer(),
  batch: Type.String(),
  minScore: Type.Integer(),
  /** null when no rank is printed or derivable that year. */
  minRank: Nullable(Type.Integer()),
  /** Published 投档线 print no average: null then, never 0. */
  avgScore: Nullable(Type.Integer()),
  batchLine: Nullable(Type.Integer()),
  source: Provenance,
})

export const queryDataLineChart = endpoint({
  name: 'queryDataLineChart',
  summary: '院校在某省某科类历年最低分与最低位次走势',
  path: '/web/queryDataLineChart',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ ...InProvince, track: TrackName }),
  data: Type.Array(TrendPoint, { description: 'oldest year first' }),
  cache: COLLEGE_CACHE,
})

export const SimilarSchool = Type.Object({
  ...SchoolSummary.properties,
  /** Why it is shown, e.g. 同为理工类本科院校，录取位次排名相近, or 同为江苏的理工类本科院校 for an unranked college. */
  reason: Type.String(),
})

export const querySchoolRecommendations = endpoint({
  name: 'querySchoolRecommendations',
  summary: '相似院校（同层次同类型、录取位次排名相近；未排名的院校按同省同类型）',
  path: '/web/querySchoolRecommendations',
  method: 'POST',
  auth: 'none',
  body: SchoolBody,
  data: Type.Array(SimilarSchool, { maxItems: 8 }),
  cache: COLLEGE_CACHE,
})

/** A ranked college, or (ranking null) one listed apart after them: no published lines in the basis. */
export const RankItem = SchoolSummary

export const querySchoolRank = endpoint({
  name: 'querySchoolRank',
  summary: '院校排名（按真实投档线的录取位次，分页；无真实录取数据的院校按名称另列于后）',
  path: '/web/school/querySchoolRank',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    ...PageQuery,
    level: Type.Optional(Level),
    type: Type.Optional(Label('院校类型')),
    province: Type.Optional(Label('院校所在省份')),
    nature: Type.Optional(Label('办学性质')),
    tags: Type.Optional(Type.Array(SchoolTag, { maxItems: 6, uniqueItems: true })),
    keyword: Type.Optional(Keyword),
  }),
  data: Type.Object({
    ...Paged(RankItem).properties,
    /** The newest year of the basis. */
    year: Type.Integer(),
    /** How many of `total` are ranked: they come first, in rank order; the rest follow by name. */
    rankedTotal: Type.Integer({ minimum: 0 }),
    basis: Type.Array(RankingBasis),
  }),
  cache: COLLEGE_CACHE,
})
