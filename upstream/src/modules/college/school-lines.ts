import { type DataOf, formerTrackOf, type querySchoolList, type Track } from '@gaokao/contracts'
import { LATEST_YEAR } from '../../dataset/generate/model.js'
import type { Db } from '../../db/open.js'
import { provenanceOf, rankProvenanceOf } from '../../lib/provenance.js'

export type Admission = NonNullable<DataOf<typeof querySchoolList>['list'][number]['admission']>

/**
 * The colleges' lowest lines in an exam province (the college list, its sort
 * by score and /compare show them): the province's newest year with lines,
 * the track that answers for the student's, and each college's lowest
 * admission with where its figures come from.
 */
export class SchoolLines {
  readonly #snapshots
  readonly #latestLineYear
  readonly #hasLines

  constructor(
    db: Db,
    private readonly defaultTrack: (province: string) => string | undefined,
  ) {
    this.#snapshots = db.prepare(`
      SELECT a.school_id AS id, min(a.min_score) AS minScore, a.min_rank AS minRank, a.source_url AS sourceUrl,
             a.rank_kind AS rankKind, t.source_url AS tableUrl
      FROM school_admissions a
      LEFT JOIN cohorts t ON t.province = a.province AND t.year = a.year AND t.track = a.track
      WHERE a.school_id IN (SELECT value FROM json_each(?)) AND a.province = ? AND a.year = ? AND a.track = ?
        AND a.printed_name = ''
      GROUP BY a.school_id`)
    this.#latestLineYear = db.prepare('SELECT max(year) FROM school_admissions WHERE province = ?').pluck()
    this.#hasLines = db
      .prepare('SELECT 1 FROM school_admissions WHERE province = ? AND year = ? AND track = ? LIMIT 1')
      .pluck()
  }

  /** The exam province's newest year with lines (江苏 2025, 北京 2024), not one national year. */
  latestYear(province: string): number {
    return (this.#latestLineYear.get(province) as number | null) ?? LATEST_YEAR
  }

  /**
   * The track whose lines answer for `track` in a year: itself, or its
   * traditional counterpart where that year predates the province's new exam
   * (新疆 2026: a 物理类 student sees the 理科 lines, labelled 理科).
   */
  linesTrack(province: string, year: number, track: string): string {
    if (this.#hasLines.get(province, year, track) !== undefined) return track
    const former = formerTrackOf(track as Track)
    return former !== undefined && this.#hasLines.get(province, year, former) !== undefined ? former : track
  }

  /**
   * The colleges' lowest admissions in the exam province's newest year, in
   * `wanted` (else the province's usual track), as the list shows them.
   */
  admissions(ids: readonly number[], examProvince: string, wanted: string | undefined): Map<number, Admission> {
    const year = this.latestYear(examProvince)
    const want = wanted?.trim() || this.defaultTrack(examProvince)
    if (!want || ids.length === 0) return new Map()
    return this.admissionsIn(ids, examProvince, year, this.linesTrack(examProvince, year, want))
  }

  /** The colleges' lowest admissions in this year and track; a college without one is left out. */
  admissionsIn(ids: readonly number[], province: string, year: number, track: string): Map<number, Admission> {
    const found = this.#snapshots.all(JSON.stringify(ids), province, year, track) as (SnapshotRow & { id: number })[]
    return new Map(
      found.map((s) => [
        s.id,
        {
          year,
          province,
          track,
          minScore: s.minScore,
          minRank: s.minRank,
          source: provenanceOf(s.sourceUrl, year),
          rankSource: rankProvenanceOf(s, year),
        },
      ]),
    )
  }
}

/** A college's lowest line in the exam province (its own, not a campus's) with where its figures come from. */
interface SnapshotRow {
  minScore: number
  minRank: number | null
  sourceUrl: string
  rankKind: string
  tableUrl: string | null
}
