import * as Type from 'typebox/type'
import { publicCache } from '../../endpoint.js'
import { SCHOOL_TAG_ORDER } from '../../rules/school-tags.js'
import { literalUnion, ProvinceName } from '../../schemas.js'

// Field schemas the college calls share. Not exported from the package except SchoolId: college.ts re-exports
// the other modules and names SchoolId.

export const SchoolId = Type.Integer({ minimum: 1, maximum: 999_999, title: '院校ID' })
/** How long public college answers may be cached: the data changes only with a new dataset. */
export const COLLEGE_CACHE = publicCache(600)

export const Level = Type.Union([Type.Literal('本科'), Type.Literal('专科')], { title: '办学层次' })
export const Keyword = Type.String({ maxLength: 30, title: '关键词' })
export const Label = (title: string) => Type.String({ minLength: 1, maxLength: 16, title })
export const TrackName = Label('科类')
export const BatchName = Label('批次')
export const AdmissionType = Label('招生类型')
export const Year = Type.Integer({ minimum: 2000, maximum: 2100, title: '年份' })
export const SchoolTag = literalUnion(SCHOOL_TAG_ORDER, { title: '院校标签' })
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])

export const SchoolBody = Type.Object({ schoolId: SchoolId })

export const InProvince = { schoolId: SchoolId, province: ProvinceName }
export const YearList = Type.Array(Type.Integer(), { description: 'newest first' })
export const NameList = Type.Array(Type.String())
