import * as Type from 'typebox/type'
import { endpoint, publicCache } from '../endpoint.js'
import { Provenance } from '../provenance/provenance.js'
import { COMPARE_MAJOR_SAMPLE, COMPARE_MAX } from '../rules/compare.js'
import { ProvinceName } from '../schemas.js'
import { AdmissionSnapshot, SchoolId, SchoolSummary } from './college.js'

/**
 * 院校对比 (/compare, docs/compare.md): 1 to 4 colleges side by side in one
 * call, each with its facts, its latest school-level line in the student's
 * exam province and track, its majors and its tuition there.
 */

/** Tuition of the college's newest enrolment plan in the exam province and track. */
export const CompareTuition = Type.Object({
  year: Type.Integer(),
  min: Type.Integer({ minimum: 0 }),
  max: Type.Integer({ minimum: 0 }),
  source: Provenance,
})

export const CompareSchool = Type.Object({
  ...SchoolSummary.properties,
  /** Majors the college runs (its catalogue in the dataset). */
  majorCount: Type.Integer({ minimum: 0 }),
  /** A few of them by name, in catalogue order. */
  majorSample: Type.Array(Type.String(), { maxItems: COMPARE_MAJOR_SAMPLE }),
  /** With a province: the latest year's lowest admission there; null when it does not recruit there. */
  admission: Type.Union([AdmissionSnapshot, Type.Null()]),
  /** With a province: null when it has no plan there. */
  tuition: Type.Union([CompareTuition, Type.Null()]),
})

export const querySchoolCompare = endpoint({
  name: 'querySchoolCompare',
  summary: '院校对比：2-4所院校的层次、标签、所在地、本省最新录取线与位次、开设专业、学费',
  path: '/web/school/querySchoolCompare',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    ids: Type.Array(SchoolId, { minItems: 1, maxItems: COMPARE_MAX, uniqueItems: true, title: '院校ID' }),
    /** The exam province whose lines and plans are compared. */
    province: Type.Optional(ProvinceName),
    /** The track; without it the province's usual one (综合 in 3+3 provinces, 物理类 in 3+1+2). */
    track: Type.Optional(Type.String({ minLength: 1, maxLength: 16, title: '科类' })),
  }),
  data: Type.Object({
    /** In the order asked for; ids that are no college are left out and listed in `unknownIds`. */
    schools: Type.Array(CompareSchool),
    unknownIds: Type.Array(Type.Integer()),
  }),
  cache: publicCache(600),
})
