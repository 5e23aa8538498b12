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

/** Spec §5: the lookup needs a province, then the subjects, then a score, each refused with its own text. */
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

export const DatasetInfo = Type.Object({
  demo: Type.Boolean({ description: 'true when figures are generated sample data, not official' }),
  label: Type.String({ description: 'the label to show beside such figures: 示例数据' }),
  years: Type.Array(Type.Integer(), { description: 'years with rank tables, batch lines and admissions' }),
  planYear: Type.Integer({ description: 'the year of the enrolment plans' }),
  generatorVersion: Type.String({ description: 'the version of the upstream generators' }),
  datasetVersion: Type.String({
    description: 'generator version + fingerprint of the authored data: changes when any figure may',
  }),
  note: Type.String(),
})

/** Tells clients whether figures are sample data, so they can label them. */
export const datasetInfo = endpoint({
  name: 'datasetInfo',
  summary: '数据集说明（是否为示例数据、年份）',
  path: '/web/datasetInfo',
  method: 'GET',
  auth: 'none',
  body: EmptyBody,
  data: DatasetInfo,
  cache: publicCache(3600),
})
