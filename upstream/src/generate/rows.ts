import type { Track } from '@gaokao/contracts'
import type { Batch, LineKind } from './model.js'
import type { SubjectRequirement } from './subject-requirements.js'

/** The generated rows, one interface per table; the seed writes them, the tests hash them. */

/** One line of a 一分一段表. */
export interface ScoreRankRow {
  province: string
  year: number
  track: Track
  score: number
  count: number
  /** Candidates with this score or more. */
  rank: number
}

/** The size and top score of one table. */
export interface CohortRow {
  province: string
  year: number
  track: Track
  candidates: number
  topScore: number
}

export interface BatchLineRow {
  province: string
  year: number
  track: Track
  batch: LineKind
  score: number
  /** The rank of the line score in that year's table. */
  rank: number
}

/** A major a school runs, with the subjects it asks for. */
export interface SchoolMajorRow {
  schoolId: number
  majorId: number
  subjectRequirement: SubjectRequirement
}

/** A school's (or, where the province fills by group, a 院校专业组's) admission in one year. */
export interface SchoolAdmissionRow {
  schoolId: number
  province: string
  year: number
  track: Track
  batch: Batch
  /** '01', '02'... where the province fills by 院校专业组; '' elsewhere. */
  groupCode: string
  minScore: number
  minRank: number
  avgScore: number
  places: number
}

export interface MajorAdmissionRow {
  schoolId: number
  majorId: number
  province: string
  year: number
  track: Track
  batch: Batch
  groupCode: string
  minScore: number
  minRank: number
  avgScore: number
  places: number
}

/** Places a school offers for the coming year, per major (and group), province and track. */
export interface PlanRow {
  year: number
  schoolId: number
  majorId: number
  province: string
  track: Track
  batch: Batch
  groupCode: string
  places: number
  /** Yuan per year. */
  tuition: number
  /** Years. */
  duration: number
  subjectRequirement: SubjectRequirement
}

/** Our own composite ranking, within 本科 and within 专科. */
export interface SchoolRankingRow {
  schoolId: number
  level: '本科' | '专科'
  rank: number
  /** Rank among schools of the same level and type (综合, 理工...). */
  typeRank: number
  /** 0-100. */
  score: number
}

export interface GeneratedRows {
  scoreRank: ScoreRankRow
  cohort: CohortRow
  batchLine: BatchLineRow
  schoolMajor: SchoolMajorRow
  schoolAdmission: SchoolAdmissionRow
  majorAdmission: MajorAdmissionRow
  plan: PlanRow
  schoolRanking: SchoolRankingRow
}

/** Where the generators put their rows: the database seed, or a hash in the tests. */
export type DatasetSink = { readonly [K in keyof GeneratedRows]: (row: GeneratedRows[K]) => void }
