import { join } from 'node:path'
import Database from 'better-sqlite3'
import { inject } from 'vitest'

/** Opens the stack's upstream database for one piece of work (setting up a test's own data), then closes it. */
export function withDatabase<R>(work: (db: Database.Database) => R): R {
  const db = new Database(join(inject('upstreamDataDir'), 'gaokao.sqlite'))
  try {
    db.pragma('busy_timeout = 5000')
    return work(db)
  } finally {
    db.close()
  }
}

let cards = 0
/** A VIP card of the calling file's own (`prefix` names it), so no demo card another file spends is taken. */
export function issueCard(prefix: string): string {
  cards++
  const code = `E2E-${prefix}-${Date.now().toString(36).toUpperCase()}-${cards}`
  const now = Date.now()
  withDatabase((db) =>
    db
      .prepare("INSERT INTO vip_cards (code, product_code, expires_at, created_at) VALUES (?, 'vip', ?, ?)")
      .run(code, now + 86_400_000, now),
  )
  return code
}

/** The score whose rank in the province's newest table is nearest the target (the figures move with the dataset). */
export function scoreNear(province: string, track: string, rank: number): number {
  const row = withDatabase(
    (db) =>
      db
        .prepare(`SELECT score FROM score_ranks WHERE province = ? AND track = ?
          AND year = (SELECT MAX(year) FROM score_ranks WHERE province = ? AND track = ?)
          ORDER BY abs(rank - ?) LIMIT 1`)
        .get(province, track, province, track, rank) as { score: number } | undefined,
  )
  if (!row) throw new Error(`no table for ${province} ${track}`)
  return row.score
}
