import * as Type from 'typebox/type'
import { endpoint, NO_CACHE, publicCache } from '../endpoint.js'
import { EmptyBody, ProvinceName, Score } from '../schemas.js'
import { VALIDATION_TEXT } from '../texts.js'

/**
 * A property that must be present and neither '' nor null, refused with its
 * own text. Ajv checks allOf before `required` and `properties`, so a missing
 * field gets this text, in the order of allOf, instead of "缺少参数".
 */
function present(field: string, message: string) {
  return {
    anyOf: [{ required: [field], properties: { [field]: { not: { enum: ['', null] } } } }],
    errorMessage: message,
  }
}

/** The lookup needs a province, then the subjects, then a score, each refused with its own text (docs/spec-rules.md, Validation). */
export const QueryWcBody = Type.Object(
  {
    score: Score,
    province: ProvinceName,
    xk: Type.String({
      description: "subject codes joined by '/', e.g. 物/化/生; in 3+1+2 provinces 物 or 史 picks the track",
    }),
  },
  {
    allOf: [
      present('province', VALIDATION_TEXT.provinceRequired),
      present('xk', VALIDATION_TEXT.subjectCount),
      present('score', VALIDATION_TEXT.scoreRequired),
    ],
  },
)

/** Score to rank (位次) in the latest year's 一分一段表 of the track the subjects imply. */
export const queryWc = endpoint({
  name: 'queryWc',
  summary: '分数查位次（最新年份一分一段表）',
  path: '/web/queryWc',
  method: 'POST',
  auth: 'none',
  body: QueryWcBody,
  data: Type.Integer({ minimum: 1, description: 'cumulative rank: candidates with this score or more' }),
  cache: NO_CACHE,
})

/** A published source: its publisher (publisherOf: an aggregator named as 转载) and the page. */
const SourcePage = Type.Object({ publisher: Type.String(), url: Type.String() })

/** One 一分一段表 the upstream ships: a province, year and track, as published. */
export const RankTableCoverage = Type.Object({
  province: Type.String(),
  year: Type.Integer(),
  track: Type.String(),
  /** Rows of the file for this track, withheld and damaged ones included. */
  rows: Type.Integer(),
  /** The first and the lowest score a rank is given for. */
  topScore: Type.Integer(),
  floorScore: Type.Integer(),
  ...SourcePage.properties,
})

/** One province-year file (选科要求, 投档线): its rows and the pages they were read from. */
export const FileCoverage = Type.Object({
  province: Type.String(),
  year: Type.Integer(),
  rows: Type.Integer(),
  sources: Type.Array(SourcePage),
})

/** One file of 投档线, and how many of its rows the site shows under one of its colleges. */
export const AdmissionsCoverage = Type.Object({
  ...FileCoverage.properties,
  attributed: Type.Integer({ description: 'rows shown under a college; the rest are set aside (docs/real-data.md)' }),
})

/** A national list: the MOE list of institutions, the undergraduate catalogue. */
export const ListCoverage = Type.Object({ rows: Type.Integer(), ...SourcePage.properties })

/** Every published source the upstream ships, with its counts (docs/real-data.md). */
export const DataCoverage = Type.Object({
  /** The open project the copies were taken from (owner/name) and its commit. */
  repository: Type.String(),
  commit: Type.String(),
  institutions: ListCoverage,
  catalogue: ListCoverage,
  rankTables: Type.Array(RankTableCoverage),
  admissions: Type.Array(AdmissionsCoverage),
  subjectRequirements: Type.Array(FileCoverage),
})

/** A province's newest year with a 一分一段表, and whether that table is published or generated. */
export const LatestYear = Type.Object({ province: Type.String(), year: Type.Integer(), real: Type.Boolean() })

export type DataCoverageValue = Type.Static<typeof DataCoverage>
export type LatestYearValue = Type.Static<typeof LatestYear>

export const DatasetInfo = Type.Object({
  demo: Type.Boolean({ description: 'true when some figures are generated sample data, not official' }),
  label: Type.String({ description: 'the label to show beside such figures: 示例数据' }),
  years: Type.Array(Type.Integer(), { description: 'years with rank tables, batch lines and admissions' }),
  planYear: Type.Integer({ description: 'the year of the enrolment plans' }),
  generatorVersion: Type.String({ description: 'the version of the upstream generators' }),
  datasetVersion: Type.String({
    description: 'generator version + fingerprint of the authored data: changes when any figure may',
  }),
  note: Type.String(),
  coverage: DataCoverage,
  latestYears: Type.Array(LatestYear),
})

/** Tells clients which figures are sample data and which are published, and where from, so they can label them. */
export const datasetInfo = endpoint({
  name: 'datasetInfo',
  summary: '数据集说明（示例数据、年份、公开数据来源与覆盖范围）',
  path: '/web/datasetInfo',
  method: 'GET',
  auth: 'none',
  body: EmptyBody,
  data: DatasetInfo,
  cache: publicCache(3600),
})
