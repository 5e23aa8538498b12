import type { Static } from 'typebox/type'
import * as Type from 'typebox/type'

/**
 * Admission types other than the ordinary 本科批/专科批 line
 * (docs/admission-types.md): units a candidate can fill only with more than
 * a score (a 提前批 of its own, 政审, 军检, an 艺考 or a 体育专业考试) or
 * under other terms (中外合作办学). The planner hides them unless the
 * candidate asks for them, and never bands them 冲/稳/保 against ordinary
 * lines. 强基计划 and 专项计划 are not here: no unit of the planning data
 * is one (the document says why).
 */
export const AdmissionTypeSchema = Type.Union(
  [
    Type.Literal('军队'),
    Type.Literal('公安'),
    Type.Literal('飞行'),
    Type.Literal('艺术'),
    Type.Literal('体育'),
    Type.Literal('中外合作'),
  ],
  { title: '特殊类型招生' },
)
export type AdmissionType = Static<typeof AdmissionTypeSchema>
/** Every type, in the order labels are listed. */
export const ADMISSION_TYPES: readonly AdmissionType[] = ['军队', '公安', '飞行', '艺术', '体育', '中外合作']

/** A unit's admission types; absent (or empty) for an ordinary unit. */
export const AdmissionTypesField = Type.Optional(
  Type.Array(AdmissionTypeSchema, { maxItems: ADMISSION_TYPES.length, uniqueItems: true, title: '特殊类型招生' }),
)
