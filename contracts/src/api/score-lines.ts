import * as Type from 'typebox/type'
import { endpoint, publicCache } from '../endpoint.js'
import { Provenance } from '../provenance/provenance.js'
import { TRACK_ORDER } from '../rules/subjects.js'
import { literalUnion, Paged, PageQuery, ProvinceName, Score } from '../schemas.js'
import { SCORE_LINE_TEXT } from '../texts-scores.js'

/**
 * 一分一段表 and 批次线 (docs/spec-rules.md, Calls: Jobs, rankings, score lines): which years
 * and tracks a province has, the table's rows, its distribution for a chart,
 * the reverse lookup (rank to score) and the batch lines. The read-only table
 * calls the spec names intelligence/... live under /web/intelligence/, apart
 * from the /intelligence/ planning group that needs a user.
 */

export const TrackName = literalUnion(TRACK_ORDER, {
  errorMessage: SCORE_LINE_TEXT.trackInvalid,
})
export const ExamYear = Type.Integer({ minimum: 2000, maximum: 2100, errorMessage: SCORE_LINE_TEXT.yearInvalid })

/** Refusals of this group: HTTP 200 with these codes (docs/api-conventions.md). */
export const SCORE_LINE_REFUSAL_CODE = {
  /** The province has no 一分一段表 for that year and track. */
  tableMissing: 1410,
  /** The rank is beyond the table's last candidate. */
  rankBeyondTable: 1411,
  /** A score below a published table's lowest row, above its first, or on a row that cannot be read. */
  scoreOutsideTable: 1412,
} as const

const TableKey = { province: ProvinceName, year: ExamYear, track: TrackName }

export const getRankNf = endpoint({
  name: 'getRankNf',
  summary: '一分一段表：有数据的年份（新到旧）',
  path: '/web/getRankNf',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ province: ProvinceName }),
  data: Type.Array(Type.Integer(), { description: 'years, newest first; empty for an unknown province' }),
  cache: publicCache(3600),
})

export const getRankKl = endpoint({
  name: 'getRankKl',
  summary: '一分一段表：某年份的科类',
  path: '/web/getRankKl',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ province: ProvinceName, year: ExamYear }),
  data: Type.Array(TrackName, { description: '物理类 before 历史类; 综合 in 3+3 provinces' }),
  cache: publicCache(3600),
})

export const WcRow = Type.Object({
  score: Type.Integer(),
  count: Type.Integer({
    minimum: 0,
    description:
      'candidates with exactly this score (本段人数); 0 only on a page of one score nobody reached (docs/rank-lookup.md)',
  }),
  rank: Type.Integer({ minimum: 1, description: 'candidates with this score or more (累计人数 = 位次)' }),
})

/** What a table answer says about the whole table, beside the page of rows. */
const TableFacts = {
  year: Type.Integer(),
  track: TrackName,
  candidates: Type.Integer({
    description:
      'candidates in the table: the whole cohort for a generated table, down to floorScore for a published one',
  }),
  topScore: Type.Integer({ description: 'the highest score anyone reached (a published table: its first row)' }),
  /** The lowest score a published table lists (it stops near the 本科 line); null for a complete generated table. */
  floorScore: Type.Union([Type.Integer(), Type.Null()]),
  source: Provenance,
}

const WcPage = Paged(WcRow)

export const queryWcList = endpoint({
  name: 'queryWcList',
  summary: '一分一段表（分页，可按分数段筛选，分数从高到低）',
  path: '/web/intelligence/queryWcList',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    ...TableKey,
    minScore: Type.Optional(Score),
    maxScore: Type.Optional(Score),
    ...PageQuery,
  }),
  data: Type.Object({ ...WcPage.properties, ...TableFacts }),
  cache: publicCache(3600),
})

export const queryWcLineChart = endpoint({
  name: 'queryWcLineChart',
  summary: '一分一段分布（按分数段汇总，用于图表）',
  path: '/web/queryWcLineChart',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    ...TableKey,
    step: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 50, default: 1, description: 'points per bucket: 1 per score, 10 per ten' }),
    ),
  }),
  data: Type.Object({
    ...TableFacts,
    step: Type.Integer(),
    points: Type.Array(
      Type.Object({
        score: Type.Integer({ description: "the bucket's lowest score" }),
        count: Type.Integer({ description: 'candidates in the bucket' }),
        rank: Type.Integer({ description: "the rank at the bucket's lowest score" }),
      }),
      { description: 'highest score first' },
    ),
  }),
  cache: publicCache(3600),
})

export const queryScoreByWc = endpoint({
  name: 'queryScoreByWc',
  summary: '位次查分数：该位次的考生所在的分数',
  path: '/web/intelligence/queryScoreByWc',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    ...TableKey,
    wc: Type.Integer({ minimum: 1, maximum: 10_000_000, errorMessage: SCORE_LINE_TEXT.rankInvalid }),
  }),
  data: Type.Object({
    year: Type.Integer(),
    track: TrackName,
    score: Type.Integer({ description: 'the score of the candidate at that rank' }),
    count: Type.Integer({ description: 'candidates with that score' }),
    rank: Type.Integer({ description: 'the cumulative rank of that score (>= the rank asked for)' }),
  }),
  cache: publicCache(3600),
})

/**
 * 等位分 of a line or a rank in another year's table (docs/equal-scores.md):
 * the rank as the same share of that year's candidates, and its score there.
 */
export const EqualScoreFigure = Type.Object({
  /** The year of the table the score is read in. */
  year: Type.Integer(),
  track: TrackName,
  /** The rank at the same share of that year's candidates. */
  rank: Type.Integer({ minimum: 1 }),
  score: Type.Integer(),
  /** That table's source: published, or generated (示例数据). */
  source: Provenance,
})

/** One year of a province for a looked-up score: its rank there, and the 等位分 of the looked-up rank. */
export const RankEqualScoreYear = Type.Object({
  year: Type.Integer(),
  /** The year's table in the same track; null when that year's candidates sat the other exam (文理 or new). */
  track: Type.Union([TrackName, Type.Null()]),
  /** The year of the looked-up table itself. */
  current: Type.Boolean(),
  candidates: Type.Union([Type.Integer(), Type.Null()]),
  /** Candidates with the looked-up score or more that year; null where the table has no such row. */
  sameScoreRank: Type.Union([Type.Integer(), Type.Null()]),
  /** The looked-up rank at the same share of that year's candidates; null when not comparable. */
  rank: Type.Union([Type.Integer(), Type.Null()]),
  /** 等位分: the score at that rank; null when not comparable or below a published table's floor. */
  score: Type.Union([Type.Integer(), Type.Null()]),
  /** Why there is no 等位分 ('' when there is one). */
  note: Type.String(),
  source: Type.Union([Provenance, Type.Null()]),
})

export const queryEqualScores = endpoint({
  name: 'queryEqualScores',
  summary: '等位分：某分数在本表的位次，在该省各年同一考生占比处的分数，以及该分数在各年的位次',
  path: '/web/intelligence/queryEqualScores',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ ...TableKey, score: Score }),
  data: Type.Object({
    year: Type.Integer(),
    track: TrackName,
    score: Type.Integer(),
    rank: Type.Integer(),
    candidates: Type.Integer(),
    /** How a rank travels between years: by its share of the candidates (docs/equal-scores.md). */
    method: Type.Literal('share'),
    years: Type.Array(RankEqualScoreYear, { description: 'every year the province has a table, newest first' }),
  }),
  cache: publicCache(3600),
})

export const BatchLine = Type.Object({
  year: Type.Integer(),
  track: TrackName,
  batch: Type.String({ description: '本科批, 专科批, 特殊类型招生控制线' }),
  score: Type.Integer(),
  rank: Type.Integer({ description: 'the rank of the line score in that year’s table' }),
})

export const getPcxNf = endpoint({
  name: 'getPcxNf',
  summary: '批次线：有数据的年份（新到旧）',
  path: '/web/getPcxNf',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ province: ProvinceName }),
  data: Type.Array(Type.Integer()),
  cache: publicCache(3600),
})

export const getPcxKl = endpoint({
  name: 'getPcxKl',
  summary: '批次线：科类（可限定年份）',
  path: '/web/getPcxKl',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ province: ProvinceName, year: Type.Optional(ExamYear) }),
  data: Type.Array(TrackName),
  cache: publicCache(3600),
})

export const getPcxPc = endpoint({
  name: 'getPcxPc',
  summary: '批次线：批次（可限定年份和科类，分数线从高到低）',
  path: '/web/getPcxPc',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ province: ProvinceName, year: Type.Optional(ExamYear), track: Type.Optional(TrackName) }),
  data: Type.Array(Type.String()),
  cache: publicCache(3600),
})

export const queryPcx = endpoint({
  name: 'queryPcx',
  summary: '批次线（按省份，可限定年份、科类、批次；一个省份最多几十条，不分页）',
  path: '/web/intelligence/queryPcx',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    province: ProvinceName,
    year: Type.Optional(ExamYear),
    track: Type.Optional(TrackName),
    batch: Type.Optional(Type.String({ maxLength: 20 })),
  }),
  data: Type.Array(BatchLine, { description: 'newest year first, then by track, then highest line first' }),
  cache: publicCache(3600),
})
