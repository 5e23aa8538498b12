import * as Type from 'typebox/type'
import { publicCache } from '../../endpoint.js'
import { SCHOOL_TAG_ORDER } from '../../rules/school-tags.js'
import { literalUnion, PageQuery, ProvinceName } from '../../schemas.js'

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

/** A college's lists in one province (the tracks of its scores or plans), of one year when it is given. */
export const InProvinceYear = { ...InProvince, year: Type.Optional(Year) }
/** The same of one track when it is given (admission types, batches, scores). */
export const InProvinceYearTrack = { ...InProvinceYear, track: Type.Optional(TrackName) }
/** A page of a member table (major scores, plans): one year and track, every batch when none is named. */
export const MemberTableBody = {
  ...PageQuery,
  ...InProvince,
  year: Year,
  track: TrackName,
  batch: Type.Optional(BatchName),
}

/** Every admission-score and plan row of a college starts with its year, track and batch. */
export const RowYearTrackBatch = { year: Type.Integer(), track: Type.String(), batch: Type.String() }
/** A major's row (its score or its plan) then names its group and the major. */
export const MajorRowFields = {
  ...RowYearTrackBatch,
  groupCode: Type.String(),
  majorId: Type.Integer(),
  majorName: Type.String(),
}
