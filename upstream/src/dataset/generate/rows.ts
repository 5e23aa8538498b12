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
  /** A published table's lowest score (it stops there); null for a complete generated table. */
  floorScore: number | null
  /** Above a published table's first row only this bound is known; null for a generated table. */
  aboveTopRank: number | null
  /** The page a published table was taken from; '' for a generated one. */
  sourceUrl: string
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
  /** A published line's name when it names a campus or an old name (北京大学医学部); '' otherwise. */
  printedName: string
  minScore: number
  /** null: published without a rank, and none can be read off that year's table. */
  minRank: number | null
  /** Published lines print no average and no places. */
  avgScore: number | null
  places: number | null
  rankKind: 'published' | 'derived' | 'generated' | 'none'
  /** The page a published line was taken from; '' for a generated one. */
  sourceUrl: string
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

/** The ranking by admission selectivity (docs/school-ranking.md): only schools with published 本科批 lines. */
export interface SchoolRankingRow {
  schoolId: number
  level: '本科' | '专科'
  rank: number
  /** Rank among schools of the same level and type (综合, 理工...). */
  typeRank: number
  /** The selectivity as a share of candidates in percent (前 0.02%): smaller is more selective. */
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
