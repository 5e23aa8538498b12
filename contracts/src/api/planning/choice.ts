import * as Type from 'typebox/type'
import { endpoint, NO_CACHE } from '../../endpoint.js'
import { Provenance } from '../../provenance/provenance.js'
import { Paged, PageQuery, ProvinceName } from '../../schemas.js'
import { AdmissionTypesField } from '../planning-admission.js'
import { BandCounts, Label, MajorIdField, Nullable, SchoolIdField } from './fields.js'
import {
  BandSchema,
  BatchSchema,
  Candidate,
  Chance,
  ChoiceFilterFields,
  ChoiceFilters,
  ChoiceItem,
  ChoiceSort,
  PhysicalSchema,
  PlanMajor,
  PlanSchool,
  UnitKey,
} from './options.js'

// Intelligent choice: the options lists, their counts per band, a school's units and majors, and their history.

const ChoiceListBody = Type.Object({
  ...PageQuery,
  ...ChoiceFilterFields,
  band: Type.Optional(BandSchema),
  /** true: list the special admission types chosen in admissionTypes (never banded) instead of a band. */
  special: Type.Optional(Type.Boolean({ title: '特殊类型' })),
  /**
   * fit (default without a priority): closest to the candidate first, P nearest 50% (the 保 tab's least easy
   * first); chance: most likely first; preference: by the priority's order; rank: predicted minimum rank, hardest first.
   */
  sort: Type.Optional(ChoiceSort),
})

const ViewSum = Type.Object({
  counts: BandCounts,
  total: Type.Integer(),
  /** Options left out by the subject requirement (a hard rule), for the page to say so. */
  subjectExcluded: Type.Integer(),
  /** Options of the admission types chosen (admissionTypes), listed apart and counted in no band. */
  special: Type.Integer(),
})

export const querySum = endpoint({
  name: 'querySum',
  summary: '自主填报：考生概况与冲稳保数量（按院校/专业组与按专业两种看法）',
  path: '/intelligence/querySum',
  method: 'POST',
  auth: 'user',
  body: ChoiceFilters,
  data: Type.Object({
    candidate: Candidate,
    batch: BatchSchema,
    /** The view whose units a volunteer names: major in 专业+院校 provinces, school (group or school) elsewhere. */
    defaultView: Type.Union([Type.Literal('school'), Type.Literal('major')]),
    /** school: what querySchoolList lists; major: what queryMajorList lists. */
    views: Type.Object({ school: ViewSum, major: ViewSum }),
    planYear: Type.Integer(),
  }),
  cache: NO_CACHE,
})

export const choiceSchoolList = endpoint({
  name: 'intelligenceQuerySchoolList',
  summary: '自主填报：院校（专业组）及录取概率',
  path: '/intelligence/querySchoolList',
  method: 'POST',
  auth: 'user',
  body: ChoiceListBody,
  data: Paged(ChoiceItem),
  cache: NO_CACHE,
})

export const choiceMajorList = endpoint({
  name: 'intelligenceQueryMajorList',
  summary: '自主填报：专业及录取概率',
  path: '/intelligence/queryMajorList',
  method: 'POST',
  auth: 'user',
  body: ChoiceListBody,
  data: Paged(ChoiceItem),
  cache: NO_CACHE,
})

export const MajorOption = Type.Object({
  key: UnitKey,
  major: PlanMajor,
  planPlaces: Type.Integer(),
  tuition: Type.Integer(),
  subjectRequirement: Type.String(),
  /** The candidate's subjects meet the requirement. */
  eligible: Type.Boolean(),
  /** Restricted by the candidate's physical conditions: the reason, else null. */
  limited: Nullable(Type.String()),
  /** null without history. */
  chance: Nullable(Chance),
  /** Not an ordinary line (艺术类 ...): its chance is then not banded. */
  admissionTypes: AdmissionTypesField,
})

export const SchoolUnit = Type.Object({
  key: UnitKey,
  groupCode: Type.String(),
  groupName: Type.String(),
  batch: Type.String(),
  subjectRequirement: Type.String(),
  eligible: Type.Boolean(),
  /** Whether fillVolunteer takes this key without a major. */
  addable: Type.Boolean(),
  planPlaces: Type.Integer(),
  chance: Nullable(Chance),
  majors: Type.Array(MajorOption),
  /** Not an ordinary unit (军队院校 ...): its chance is then not banded. */
  admissionTypes: AdmissionTypesField,
})

export const queryMajorListByYxmc = endpoint({
  name: 'queryMajorListByYxmc',
  summary: '自主填报：一所院校（按名称或ID）在本省的专业组与专业',
  path: '/intelligence/queryMajorListByYxmc',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    schoolId: Type.Optional(SchoolIdField),
    /** 院校名称, exactly. */
    yxmc: Type.Optional(Type.String({ maxLength: 40, title: '院校名称' })),
    ...PhysicalSchema.properties,
    acceptAdjust: Type.Optional(Type.Boolean()),
  }),
  data: Type.Object({
    school: PlanSchool,
    track: Type.String(),
    planYear: Type.Integer(),
    units: Type.Array(SchoolUnit),
  }),
  cache: NO_CACHE,
})

const HistoryBody = Type.Object({
  schoolId: SchoolIdField,
  province: ProvinceName,
  track: Label('科类', 8),
})

export const HistoryAdmission = Type.Object({
  year: Type.Integer(),
  batch: Type.String(),
  groupCode: Type.String(),
  /** A campus's line printed under its own name (北京大学医学部); '' for the school's own. */
  printedName: Type.String(),
  minScore: Type.Integer(),
  /** Published 投档线 may print no rank, and print no average or places: null then, never 0. */
  minRank: Type.Union([Type.Integer(), Type.Null()]),
  avgScore: Type.Union([Type.Integer(), Type.Null()]),
  places: Type.Union([Type.Integer(), Type.Null()]),
  source: Provenance,
})

export const HistoryPlan = Type.Object({
  year: Type.Integer(),
  batch: Type.String(),
  groupCode: Type.String(),
  places: Type.Integer(),
  tuitionMin: Type.Integer(),
  tuitionMax: Type.Integer(),
  subjectRequirement: Type.String(),
  majorCount: Type.Integer(),
})

/** Plans and admissions by group: member data (招生计划). */
export const querySchoolHistoryPlan = endpoint({
  name: 'querySchoolHistoryPlan',
  summary: '院校（专业组）历年录取与招生计划',
  path: '/intelligence/querySchoolHistoryPlan',
  method: 'POST',
  auth: 'user',
  body: HistoryBody,
  data: Type.Object({
    schoolId: Type.Integer(),
    province: Type.String(),
    track: Type.String(),
    admissions: Type.Array(HistoryAdmission),
    plans: Type.Array(HistoryPlan),
  }),
  cache: NO_CACHE,
})

/** A major's plans and score lines: member data (历年专业分数线). */
export const queryMajorHistoryPlan = endpoint({
  name: 'queryMajorHistoryPlan',
  summary: '院校某专业历年录取与招生计划',
  path: '/intelligence/queryMajorHistoryPlan',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ ...HistoryBody.properties, majorId: MajorIdField }),
  data: Type.Object({
    schoolId: Type.Integer(),
    major: Nullable(PlanMajor),
    province: Type.String(),
    track: Type.String(),
    admissions: Type.Array(HistoryAdmission),
    plans: Type.Array(
      Type.Object({
        year: Type.Integer(),
        batch: Type.String(),
        groupCode: Type.String(),
        places: Type.Integer(),
        tuition: Type.Integer(),
        duration: Type.Integer(),
        subjectRequirement: Type.String(),
      }),
    ),
  }),
  cache: NO_CACHE,
})
