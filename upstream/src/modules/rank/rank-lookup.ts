import { type ExamMode, formerTrackOf, type Track } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import { nearestRankAtScore, rankAtScore, type ScoreRank, type ScoreRow, type ScoreTable } from './rank-at-score.js'

/**
 * Score -> rank in each province's newest 一分一段表, answered from memory by
 * rankAtScore (docs/rank-lookup.md) over the table's rows, read once. The
 * newest year is the province's own (浙江 publishes 2026, 江苏's newest is
 * 2025), never a year the province has no table for.
 */
export class RankLookup {
  private constructor(
    /** The newest year of any table (national lists). */
    readonly year: number,
    private readonly years: ReadonlyMap<string, number>,
    private readonly modes: ReadonlyMap<string, ExamMode>,
    private readonly tables: ReadonlyMap<string, ReadonlyMap<Track, ScoreTable>>,
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
    const floors = db.prepare('SELECT track, floor_score AS floor FROM cohorts WHERE province = ? AND year = ?')
    const rows = db.prepare(
      'SELECT score, count, rank FROM score_ranks WHERE province = ? AND year = ? AND track = ? ORDER BY score DESC',
    )
    const tables = new Map<string, Map<Track, ScoreTable>>()
    for (const { province, year } of latest) {
      const byTrack = new Map<Track, ScoreTable>()
      for (const { track, floor } of floors.all(province, year) as { track: Track; floor: number | null }[]) {
        byTrack.set(track, { floor, rows: rows.all(province, year, track) as ScoreRow[] })
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

  lookup(province: string, track: Track, score: number): ScoreRank {
    const table = this.#tableOf(province, track)
    return table === undefined ? { kind: 'none' } : rankAtScore(table, score)
  }

  /** The nearest rank the newest table allows (nearestRankAtScore); undefined without a table. */
  nearestRank(province: string, track: Track, score: number, candidates: number): number | undefined {
    const table = this.#tableOf(province, track)
    return table === undefined || table.rows.length === 0 ? undefined : nearestRankAtScore(table, candidates, score)
  }

  #tableOf(province: string, track: Track): ScoreTable | undefined {
    const tableTrack = this.tableTrackOf(province, track)
    return tableTrack === undefined ? undefined : this.tables.get(province)?.get(tableTrack)
  }
}
