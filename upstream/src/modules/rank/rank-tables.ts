import { type ProvenanceValue, TRACK_ORDER, type Track } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import { provenanceOf } from '../../lib/provenance.js'
import { type EqualTable, equalScoreIn } from './equal-score.js'

/** A stored 一分一段表 with where it comes from. */
export interface SourcedTable extends EqualTable {
  readonly province: string
  readonly track: Track
  readonly source: ProvenanceValue
  /** With each score's count, so that rankAtScore can tell a score nobody reached (docs/rank-lookup.md). */
  readonly rows: readonly { score: number; count: number; rank: number }[]
}

interface CohortRow {
  year: number
  track: Track
  candidates: number
  floor: number | null
  sourceUrl: string
}

/**
 * Every 一分一段表 of the dataset, read once per province on first use and
 * kept (a province has a few tables of at most ~750 rows). One instance per
 * database, shared by the calls that give 等位分 (/rank, a college's lines,
 * the option cards), so each table is read once.
 */
export class RankTables {
  readonly #cohorts
  readonly #rows
  readonly #byProvince = new Map<string, readonly SourcedTable[]>()

  private constructor(db: Db) {
    this.#cohorts = db.prepare(
      `SELECT year, track, candidates, floor_score AS floor, source_url AS sourceUrl
       FROM cohorts WHERE province = ? ORDER BY year DESC`,
    )
    this.#rows = db.prepare(
      'SELECT score, count, rank FROM score_ranks WHERE province = ? AND year = ? AND track = ? ORDER BY score DESC',
    )
  }

  static readonly #instances = new WeakMap<Db, RankTables>()

  static of(db: Db): RankTables {
    let tables = RankTables.#instances.get(db)
    if (!tables) {
      tables = new RankTables(db)
      RankTables.#instances.set(db, tables)
    }
    return tables
  }

  /** The province's tables, newest year first, tracks in the site's order within a year. */
  all(province: string): readonly SourcedTable[] {
    const known = this.#byProvince.get(province)
    if (known) return known
    const order = (t: Track) => TRACK_ORDER.indexOf(t)
    const tables = (this.#cohorts.all(province) as CohortRow[])
      .sort((a, b) => b.year - a.year || order(a.track) - order(b.track))
      .map((c) => ({
        province,
        year: c.year,
        track: c.track,
        candidates: c.candidates,
        floor: c.floor,
        source: provenanceOf(c.sourceUrl, c.year),
        rows: this.#rows.all(province, c.year, c.track) as { score: number; count: number; rank: number }[],
      }))
    this.#byProvince.set(province, tables)
    return tables
  }

  table(province: string, year: number, track: string): SourcedTable | undefined {
    return this.all(province).find((t) => t.year === year && t.track === track)
  }

  /** The newest table of the track in the province: where a past line's 等位分 is read. */
  newest(province: string, track: string): SourcedTable | undefined {
    return this.all(province).find((t) => t.track === track)
  }

  /** The years the province has tables for, newest first. */
  years(province: string): number[] {
    return [...new Set(this.all(province).map((t) => t.year))]
  }

  /**
   * A past line's rank (`rank` in its year's table of `track`) as its 等位分 in
   * the province's newest table of the same track: the year, the rank at the same
   * share, the score there and that table's source. Undefined without that year's
   * table, when the newest year's candidates sat the other exam (no table of the
   * track), or when the position falls below a published table's floor.
   */
  equalInNewest(province: string, year: number, track: string, rank: number): EqualInNewest | undefined {
    const newestYear = this.years(province)[0]
    const from = this.table(province, year, track)
    const to = newestYear === undefined ? undefined : this.table(province, newestYear, track)
    if (!from || !to) return undefined
    const figure = equalScoreIn(from.candidates, rank, to)
    if (figure.kind !== 'score') return undefined
    return { year: to.year, track: to.track, rank: figure.rank, score: figure.score, source: to.source }
  }
}

export interface EqualInNewest {
  readonly year: number
  readonly track: Track
  readonly rank: number
  readonly score: number
  readonly source: ProvenanceValue
}
