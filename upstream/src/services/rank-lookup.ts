import type { ExamMode, Track } from '@gaokao/contracts'
import type { Db } from '../db/open.js'

/**
 * Score -> rank in the latest year's 一分一段表, answered from memory: one
 * Int32Array per province and track, indexed by score (0 where no candidate
 * scored that high). About 56 x 751 integers, loaded once at start.
 */
export class RankLookup {
  private constructor(
    readonly year: number,
    private readonly modes: ReadonlyMap<string, ExamMode>,
    private readonly tables: ReadonlyMap<string, ReadonlyMap<Track, Int32Array>>,
  ) {}

  static fromDatabase(db: Db): RankLookup {
    const year = db.prepare('SELECT MAX(year) FROM cohorts').pluck().get() as number | null
    if (year === null) throw new Error('the dataset holds no rank tables')
    const modes = new Map(
      (db.prepare('SELECT name, gkms FROM gaokao_provinces').all() as { name: string; gkms: ExamMode }[]).map((p) => [
        p.name,
        p.gkms,
      ]),
    )
    const tables = new Map<string, Map<Track, Int32Array>>()
    const cohorts = db.prepare('SELECT province, track, top_score AS top FROM cohorts WHERE year = ?').all(year) as {
      province: string
      track: Track
      top: number
    }[]
    const rows = db.prepare('SELECT score, rank FROM score_ranks WHERE province = ? AND year = ? AND track = ?')
    for (const { province, track, top } of cohorts) {
      const ranks = new Int32Array(top + 1)
      for (const row of rows.all(province, year, track) as { score: number; rank: number }[])
        ranks[row.score] = row.rank
      const byTrack = tables.get(province) ?? new Map<Track, Int32Array>()
      byTrack.set(track, ranks)
      tables.set(province, byTrack)
    }
    return new RankLookup(year, modes, tables)
  }

  /** The exam mode of a gaokao province, undefined for anything else. */
  modeOf(province: string): ExamMode | undefined {
    return this.modes.get(province)
  }

  /** Candidates with this score or more; undefined when nobody scored that much (or the table is missing). */
  rank(province: string, track: Track, score: number): number | undefined {
    const ranks = this.tables.get(province)?.get(track)
    if (ranks === undefined || score < 0 || score >= ranks.length) return undefined
    const rank = ranks[score]
    return rank === undefined || rank === 0 ? undefined : rank
  }
}
