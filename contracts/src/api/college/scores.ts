import * as Type from 'typebox/type'
import { endpoint, NO_CACHE } from '../../endpoint.js'
import { Provenance } from '../../provenance/provenance.js'
import { Paged } from '../../schemas.js'
import { EqualScoreFigure } from '../score-lines.js'
import {
  AdmissionType,
  BatchName,
  COLLEGE_CACHE,
  InProvince,
  InProvinceYear,
  InProvinceYearTrack,
  MajorRowFields,
  MemberTableBody,
  NameList,
  Nullable,
  RowYearTrackBatch,
  YearList,
} from './fields.js'

/** The volunteer unit of a province (planning-domain.md): by 院校专业组, by 专业+院校, or by 院校. */
export const FillMode = Type.String({ description: '院校专业组 | 专业+院校 | 院校' })

// --- School admission scores: years -> tracks -> admission types -> batches -> scores ---

export const getDataNfBySf = endpoint({
  name: 'getDataNfBySf',
  summary: '院校在某省有录取数据的年份',
  path: '/web/getDataNfBySf',
  method: 'POST',
  auth: 'none',
  body: Type.Object(InProvince),
  data: YearList,
  cache: COLLEGE_CACHE,
})

export const querySchoolKl = endpoint({
  name: 'querySchoolKl',
  summary: '院校在某省录取数据的科类',
  path: '/web/querySchoolKl',
  method: 'POST',
  auth: 'none',
  body: Type.Object(InProvinceYear),
  data: NameList,
  cache: COLLEGE_CACHE,
})

export const querySchoolZslx = endpoint({
  name: 'querySchoolZslx',
  summary: '院校在某省录取数据的招生类型',
  path: '/web/querySchoolZslx',
  method: 'POST',
  auth: 'none',
  body: Type.Object(InProvinceYearTrack),
  data: NameList,
  cache: COLLEGE_CACHE,
})

export const querySchoolPc = endpoint({
  name: 'querySchoolPc',
  summary: '院校在某省录取数据的批次',
  path: '/web/querySchoolPc',
  method: 'POST',
  auth: 'none',
  body: Type.Object(InProvinceYearTrack),
  data: NameList,
  cache: COLLEGE_CACHE,
})

export const SchoolScoreRow = Type.Object({
  ...RowYearTrackBatch,
  admissionType: Type.String(),
  /** The 院校专业组 code ('01') where the province fills by group, else ''. */
  groupCode: Type.String(),
  /** The group's subject requirement(s); '' outside group provinces. */
  subjectRequirement: Type.String(),
  /** The majors of the group that year; empty outside group provinces. */
  majors: Type.Array(Type.String()),
  minScore: Type.Integer(),
  /** null when the authority printed no rank and none can be read off that year's table (docs/real-data.md). */
  minRank: Nullable(Type.Integer()),
  /** Published 投档线 print no average and no places: null then. */
  avgScore: Nullable(Type.Integer()),
  places: Nullable(Type.Integer()),
  /** The name as printed when it names a campus or an old name (北京大学医学部); '' otherwise. */
  printedName: Type.String(),
  /** Where the line comes from, and where its rank does (derived: read off that year's 一分一段表). */
  source: Provenance,
  rankSource: Provenance,
  /** The batch line of that year and track, and minScore minus it (线差). */
  batchLine: Nullable(Type.Integer()),
  lineDiff: Nullable(Type.Integer()),
  /**
   * The line's rank as its 等位分 in the province's newest table of the same track
   * (docs/equal-scores.md); null without a rank, in another exam's track, or below that table's floor.
   */
  equalScore: Type.Optional(Nullable(EqualScoreFigure)),
})

export const querySchoolScore = endpoint({
  name: 'querySchoolScore',
  summary: '院校历年录取分数（按年份、科类、批次；分专业组的省份按专业组）',
  path: '/web/querySchoolScore',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    ...InProvinceYearTrack,
    admissionType: Type.Optional(AdmissionType),
    batch: Type.Optional(BatchName),
  }),
  data: Type.Object({ fillMode: FillMode, list: Type.Array(SchoolScoreRow) }),
  cache: COLLEGE_CACHE,
})

// --- Major admission scores ---

export const getMajorDataNfBySf = endpoint({
  name: 'getMajorDataNfBySf',
  summary: '院校在某省有专业录取数据的年份',
  path: '/web/getMajorDataNfBySf',
  method: 'POST',
  auth: 'none',
  body: Type.Object(InProvince),
  data: YearList,
  cache: COLLEGE_CACHE,
})

export const queryMajorKl = endpoint({
  name: 'queryMajorKl',
  summary: '院校在某省专业录取数据的科类',
  path: '/web/queryMajorKl',
  method: 'POST',
  auth: 'none',
  body: Type.Object(InProvinceYear),
  data: NameList,
  cache: COLLEGE_CACHE,
})

export const MajorScoreRow = Type.Object({
  ...MajorRowFields,
  subjectRequirement: Type.String(),
  minScore: Type.Integer(),
  minRank: Type.Integer(),
  avgScore: Type.Integer(),
  places: Type.Integer(),
})

/** 历年专业分数线: a member feature, so it needs a login and is never cached. */
export const queryMajorScore = endpoint({
  name: 'queryMajorScore',
  summary: '院校各专业录取分数（分页）',
  path: '/web/queryMajorScore',
  method: 'POST',
  auth: 'user',
  body: Type.Object(MemberTableBody),
  data: Type.Object({ ...Paged(MajorScoreRow).properties, fillMode: FillMode }),
  cache: NO_CACHE,
})

// --- Enrolment plans ---

export const getPlanNfBySf = endpoint({
  name: 'getPlanNfBySf',
  summary: '院校在某省有招生计划的年份',
  path: '/web/getPlanNfBySf',
  method: 'POST',
  auth: 'none',
  body: Type.Object(InProvince),
  data: YearList,
  cache: COLLEGE_CACHE,
})

export const querySchoolPlanKl = endpoint({
  name: 'querySchoolPlanKl',
  summary: '院校在某省招生计划的科类',
  path: '/web/querySchoolPlanKl',
  method: 'POST',
  auth: 'none',
  body: Type.Object(InProvinceYear),
  data: NameList,
  cache: COLLEGE_CACHE,
})

export const querySchoolPlanPc = endpoint({
  name: 'querySchoolPlanPc',
  summary: '院校在某省招生计划的批次',
  path: '/web/querySchoolPlanPc',
  method: 'POST',
  auth: 'none',
  body: Type.Object(InProvinceYearTrack),
  data: NameList,
  cache: COLLEGE_CACHE,
})

export const PlanRow = Type.Object({
  ...MajorRowFields,
  places: Type.Integer(),
  /** Yuan a year. */
  tuition: Type.Integer(),
  /** Years of study. */
  duration: Type.Integer(),
  subjectRequirement: Type.String(),
})

/** 招生计划: a member feature, so it needs a login and is never cached. */
export const queryPlan = endpoint({
  name: 'queryPlan',
  summary: '院校招生计划（分页）',
  path: '/web/queryPlan',
  method: 'POST',
  auth: 'user',
  body: Type.Object(MemberTableBody),
  data: Type.Object({
    ...Paged(PlanRow).properties,
    fillMode: FillMode,
    /** Places of every row that matched, across pages. */
    totalPlaces: Type.Integer({ minimum: 0 }),
  }),
  cache: NO_CACHE,
})
