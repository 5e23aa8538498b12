import * as Type from 'typebox/type'
import { SCHOOL_TAG_ORDER } from '../../rules/school-tags.js'
import { ID_MAX, literalUnion } from '../../schemas.js'

// Field schemas the planning calls share (ids, labels, the band counts, a table's id as a body). Not exported
// from the package: planning.ts re-exports the other modules only.

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])
export const Label = (title: string, maxLength = 20) => Type.String({ minLength: 1, maxLength, title })
export const WishId = Type.Integer({ minimum: 1, maximum: ID_MAX, title: '志愿表ID' })
export const LineId = Type.Integer({ minimum: 1, maximum: ID_MAX, title: '志愿ID' })
export const SchoolIdField = Type.Integer({ minimum: 1, maximum: 999_999, title: '院校ID' })
export const MajorIdField = Type.Integer({ minimum: 1, maximum: 99_999_999, title: '专业ID' })
/** '' outside group provinces; two digits inside (01, 02 ...). */
export const GroupCode = Type.String({ maxLength: 4, pattern: '^[0-9]{0,4}$', title: '专业组代码' })
export const SchoolTagField = literalUnion(SCHOOL_TAG_ORDER, { title: '院校标签' })

export const BandCounts = Type.Object({ 冲: Type.Integer(), 稳: Type.Integer(), 保: Type.Integer() })

export const WishBody = Type.Object({ wishId: WishId })
