import * as Type from 'typebox/type'
import { endpoint, publicCache } from '../endpoint.js'
import { MOCK_SCOPES } from '../mock-scopes.js'
import { Provenance } from '../provenance/provenance.js'
import { Paged, PageQuery, ProvinceName, Score } from '../schemas.js'
import { CONVERSION_TEXT } from '../texts-conversion.js'
import { TrackName } from './score-lines.js'

/**
 * Mock-score conversion (docs/spec-rules.md, Calls: Conversion; routes /mockConvert and
 * /mockConvert/result): the form's places, the reference size of a mock,
 * the estimate of a mock score's provincial rank with its range, the
 * equal-rank scores of recent years (等位分) and the schools near the
 * estimate. The method is docs/mock-conversion.md. Every call is public and
 * deterministic: the result page is a shareable URL.
 */

/** Refusals of the conversion calls (HTTP 200, code != 0). */
export const CONVERSION_REFUSAL_CODE = {
  provinceUnknown: 2010,
  tableMissing: 2011,
  cityUnknown: 2012,
  dateFuture: 2013,
  dateTooOld: 2014,
  scoreAboveFullMark: 2015,
  rankNeedsCandidates: 2016,
  rankAboveCandidates: 2017,
  lineAboveFullMark: 2018,
  rangeInvalid: 2019,
} as const

/** Scores are out of 750 everywhere but 上海 (660). */
export function fullMarkOf(province: string): number {
  return province === '上海' ? 660 : 750
}

const CONVERSION_CACHE = publicCache(600)

export const MockScopeName = Type.Enum(MOCK_SCOPES, { errorMessage: CONVERSION_TEXT.scopeInvalid })
export const MockMethodName = Type.Union([Type.Literal('rank'), Type.Literal('line'), Type.Literal('score')])
const City = Type.String({ minLength: 1, maxLength: 20, errorMessage: CONVERSION_TEXT.cityRequired })
const MockDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', errorMessage: CONVERSION_TEXT.dateRequired })
const Candidates = Type.Integer({ minimum: 10, maximum: 2_000_000, errorMessage: CONVERSION_TEXT.candidatesInvalid })
const Rank = Type.Integer({ minimum: 1, maximum: 2_000_000, errorMessage: CONVERSION_TEXT.rankInvalid })
const ProvinceRank = Type.Integer({ minimum: 1, maximum: 10_000_000, errorMessage: CONVERSION_TEXT.rankInvalid })
const Line = Type.Integer({ minimum: 100, maximum: 750, errorMessage: CONVERSION_TEXT.lineInvalid })

export const CityItem = Type.Object({ code: Type.String(), name: Type.String() })

export const provinceAndCity = endpoint({
  name: 'provinceAndCity',
  summary: '模考换算：可选的省份（含科类、满分）及其地市',
  path: '/web/conversion/provinceAndCity',
  method: 'POST',
  auth: 'none',
  body: Type.Object({}),
  data: Type.Array(
    Type.Object({
      province: Type.String(),
      gkms: Type.String(),
      fullMark: Type.Integer(),
      tracks: Type.Array(TrackName, { description: '物理类 before 历史类; 综合 in 3+3 provinces' }),
      cities: Type.Array(CityItem, { description: 'prefecture-level cities (districts for 北京, 天津, 上海, 重庆)' }),
    }),
    { description: 'gaokao provinces with a rank table, in the site’s order' },
  ),
  cache: publicCache(3600),
})

export const diagnosesNumber = endpoint({
  name: 'diagnosesNumber',
  summary: '模考参考人数的参考值：全省考生数与按地市平均的估计',
  path: '/web/conversion/diagnosesNumber',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ province: ProvinceName, track: TrackName }),
  data: Type.Object({
    year: Type.Integer({ description: 'the newest rank table' }),
    provinceCandidates: Type.Integer(),
    cityCount: Type.Integer({ minimum: 1 }),
    cityAverage: Type.Integer({ description: 'provinceCandidates / cityCount, rounded: a rough guide, not a count' }),
    demo: Type.Boolean(),
  }),
  cache: CONVERSION_CACHE,
})

export const ConversionInput = Type.Object({
  province: ProvinceName,
  city: City,
  date: MockDate,
  track: TrackName,
  scope: MockScopeName,
  score: Score,
  candidates: Type.Optional(Candidates),
  rank: Type.Optional(Rank),
  line: Type.Optional(Line),
})

export const MockEstimate = Type.Object({
  province: Type.String(),
  city: Type.String(),
  track: TrackName,
  date: Type.String(),
  scope: MockScopeName,
  method: MockMethodName,
  gaokaoYear: Type.Integer({ description: 'the gaokao the mock prepares for (7 June)' }),
  monthsBefore: Type.Number({ description: 'months from the mock to that gaokao, one decimal' }),
  tableYear: Type.Integer({ description: 'the newest 一分一段表 the estimate is placed in' }),
  candidates: Type.Integer({ description: 'candidates of that table' }),
  percentile: Type.Number({ description: 'share of the province at or above the estimate, in percent' }),
  rank: Type.Integer({ minimum: 1 }),
  rankLow: Type.Integer({ minimum: 1, description: 'the best rank of the range (smallest number)' }),
  rankHigh: Type.Integer({ minimum: 1, description: 'the worst rank of the range' }),
  score: Type.Integer({ description: 'the score at the estimated rank in the newest table' }),
  scoreLow: Type.Integer(),
  scoreHigh: Type.Integer(),
  line: Type.Union([Type.Integer(), Type.Null()], { description: 'the newest 本科批 line of the track' }),
  uncertainty: Type.Object({
    sampling: Type.Union([Type.Number(), Type.Null()], { description: 'relative half-width from the mock’s size' }),
    cohort: Type.Number({ description: 'relative half-width for the mock’s cohort not being the province' }),
    time: Type.Number({ description: 'relative half-width for the months until the gaokao' }),
    points: Type.Union([Type.Integer(), Type.Null()], { description: 'half-width in points (line and score methods)' }),
  }),
  explanation: Type.Array(Type.String()),
  demo: Type.Boolean(),
})

export const conversionVerify = endpoint({
  name: 'conversionVerify',
  summary: '模考换算：校验模考信息并估计全省位次（含范围）',
  path: '/web/conversion/conversionVerify',
  method: 'POST',
  auth: 'none',
  body: ConversionInput,
  data: MockEstimate,
  cache: CONVERSION_CACHE,
})

const RankRange = {
  province: ProvinceName,
  track: TrackName,
  rank: ProvinceRank,
  rankLow: ProvinceRank,
  rankHigh: ProvinceRank,
}

export const EqualScoreYear = Type.Object({
  year: Type.Integer(),
  candidates: Type.Integer(),
  rank: Type.Integer({ description: 'the estimate’s share of that year’s candidates' }),
  rankLow: Type.Integer(),
  rankHigh: Type.Integer(),
  score: Type.Integer({ description: '等位分: the score at that rank in that year’s table' }),
  scoreHigh: Type.Integer({ description: 'at rankLow' }),
  scoreLow: Type.Integer({ description: 'at rankHigh' }),
  line: Type.Union([Type.Integer(), Type.Null()], { description: 'that year’s 本科批 line' }),
})

export const queryHistoryRank = endpoint({
  name: 'queryHistoryRank',
  summary: '位次法：估计位次在近几年一分一段表中的等位分',
  path: '/web/conversion/queryHistoryRank',
  method: 'POST',
  auth: 'none',
  body: Type.Object(RankRange, {
    description: 'ranks on the scale of the newest table; every year is scaled by its candidates',
  }),
  data: Type.Object({
    tableYear: Type.Integer(),
    list: Type.Array(EqualScoreYear, { description: 'newest year first' }),
    demo: Type.Boolean(),
  }),
  cache: CONVERSION_CACHE,
})

export const ReachBand = Type.Union([Type.Literal('冲'), Type.Literal('稳'), Type.Literal('保')])

export const ReachSchool = Type.Object({
  schoolId: Type.Integer(),
  name: Type.String(),
  province: Type.String(),
  city: Type.String(),
  level: Type.String(),
  nature: Type.String(),
  tags: Type.Array(Type.String()),
  groupCode: Type.String({ description: "'' where the province fills by school or major" }),
  batch: Type.String(),
  minScore: Type.Integer(),
  minRank: Type.Integer(),
  /** Published 投档线 print no average and no places: null then, never 0. */
  avgScore: Type.Union([Type.Integer(), Type.Null()]),
  places: Type.Union([Type.Integer(), Type.Null()]),
  source: Provenance,
  band: ReachBand,
})

export const conversionSchoolList = endpoint({
  name: 'conversionSchoolList',
  summary: '估计位次附近的院校（按最新一年最低位次，分页）',
  path: '/web/conversion/querySchoolList',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ ...RankRange, band: Type.Optional(ReachBand), ...PageQuery }),
  data: Type.Object({
    ...Paged(ReachSchool).properties,
    year: Type.Integer({ description: 'the admissions year compared' }),
    window: Type.Object({ from: Type.Integer(), to: Type.Integer() }, { description: 'min ranks listed' }),
    counts: Type.Object({ 冲: Type.Integer(), 稳: Type.Integer(), 保: Type.Integer() }),
    demo: Type.Boolean(),
  }),
  cache: CONVERSION_CACHE,
})
