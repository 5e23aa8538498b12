import { type ExamMode, formerTrackOf, type Track } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'

/** What a table says about a score: a rank, or why it gives none (a published table stops at a floor). */
export type ScoreLookup =
  | { readonly kind: 'rank'; readonly rank: number }
  | { readonly kind: 'below-floor'; readonly floor: number }
  | { readonly kind: 'above-top'; readonly rankAtMost: number }
  | { readonly kind: 'unreadable' }
  /** No table, or a score nobody in a generated table reached. */
  | { readonly kind: 'none' }

interface Table {
  /** ranks[score]; 0 where the table gives no rank. */
  readonly ranks: Int32Array
  readonly top: number
  /** A published table's lowest score; null for a complete generated one. */
  readonly floor: number | null
  /** Above a published table's first row: at most this rank. */
  readonly aboveTopRank: number | null
}

/**
 * Score -> rank in each province's newest 一分一段表, answered from memory:
 * one Int32Array per province and track, indexed by score. The newest year
 * is the province's own (浙江 publishes 2026, 江苏's newest is 2025), never a
 * year the province has no table for.
 */
export class RankLookup {
  private constructor(
    /** The newest year of any table (national lists). */
    readonly year: number,
    private readonly years: ReadonlyMap<string, number>,
    private readonly modes: ReadonlyMap<string, ExamMode>,
    private readonly tables: ReadonlyMap<string, ReadonlyMap<Track, Table>>,
  ) {}

  static fromDatabase(db: Db): RankLookup {
    const latest = db.prepare('SELECT province, MAX(year) AS year FROM cohorts GROUP BY province').all() as {
      province: string
      year: number
    }[]
    if (latest.length === 0) throw new Error('the dataset holds no rank tables')
    const modes = new Map(
      (db.prepare('SELECT name, gkms FROM gaokao_provinces').all() as { name: string; gkms: ExamMode }[]).map((p) => [
        p.name,
        p.gkms,
      ]),
    )
    const cohort = db.prepare(
      `SELECT track, top_score AS top, floor_score AS floor, above_top_rank AS aboveTopRank
       FROM cohorts WHERE province = ? AND year = ?`,
    )
    const rows = db.prepare('SELECT score, rank FROM score_ranks WHERE province = ? AND year = ? AND track = ?')
    const tables = new Map<string, Map<Track, Table>>()
    for (const { province, year } of latest) {
      const byTrack = new Map<Track, Table>()
      const facts = cohort.all(province, year) as {
        track: Track
        top: number
        floor: number | null
        aboveTopRank: number | null
      }[]
      for (const { track, top, floor, aboveTopRank } of facts) {
        const ranks = new Int32Array(top + 1)
        for (const row of rows.all(province, year, track) as { score: number; rank: number }[])
          ranks[row.score] = row.rank
        // A published table's score without a stored row is missing or unreadable there (or, rarely, printed
        // with nobody on it): marked so that lookup gives no rank rather than a guess.
        if (floor !== null) for (let s = top - 1; s >= floor; s--) if (ranks[s] === 0) ranks[s] = -1
        byTrack.set(track, { ranks, top, floor, aboveTopRank })
      }
      tables.set(province, byTrack)
    }
    const years = new Map(latest.map((l) => [l.province, l.year]))
    return new RankLookup(Math.max(...years.values()), years, modes, tables)
  }

  /** The exam mode of a gaokao province, undefined for anything else. */
  modeOf(province: string): ExamMode | undefined {
    return this.modes.get(province)
  }

  /** The year of the province's newest table (the year its ranks are given in). */
  yearOf(province: string): number | undefined {
    return this.years.get(province)
  }

  /** Candidates with this score or more; undefined when the table gives no exact rank (lookup says why). */
  rank(province: string, track: Track, score: number): number | undefined {
    const found = this.lookup(province, track, score)
    return found.kind === 'rank' ? found.rank : undefined
  }

  /**
   * The track whose table answers for `track`: itself, or the traditional track
   * (理科 for 物理类) in a province whose newest table predates its first
   * new-style exam (新疆, 西藏 in 2026); undefined when neither has one.
   */
  tableTrackOf(province: string, track: Track): Track | undefined {
    const tables = this.tables.get(province)
    if (tables?.has(track)) return track
    const former = formerTrackOf(track)
    return former !== undefined && tables?.has(former) ? former : undefined
  }

  lookup(province: string, track: Track, score: number): ScoreLookup {
    const tableTrack = this.tableTrackOf(province, track)
    const table = tableTrack === undefined ? undefined : this.tables.get(province)?.get(tableTrack)
    if (table === undefined) return { kind: 'none' }
    if (table.floor !== null) {
      if (score < table.floor) return { kind: 'below-floor', floor: table.floor }
      if (score > table.top) return { kind: 'above-top', rankAtMost: table.aboveTopRank ?? 1 }
    }
    const rank = score >= 0 && score < table.ranks.length ? (table.ranks[score] ?? 0) : 0
    if (rank > 0) return { kind: 'rank', rank }
    // -1 marks a published table's score without a row (missing or unreadable): no rank is given.
    return rank < 0 ? { kind: 'unreadable' } : { kind: 'none' }
  }
}
