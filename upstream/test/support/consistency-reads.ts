import { availableRankTables } from '../../src/dataset/real/rank-tables.js'
import { useSeededDatabase } from '../helpers.js'

/** What the data-consistency test files share: the database a first start seeds, and two readers over it. */
export function useSeededReads() {
  const db = useSeededDatabase()

  const count = (sql: string, ...params: unknown[]) =>
    db()
      .prepare(sql)
      .pluck()
      .get(...params) as number
  const all = <T>(sql: string, ...params: unknown[]) =>
    db()
      .prepare(sql)
      .all(...params) as T[]

  return { db, count, all }
}

/** Every (province, year, track) with a shipped 一分一段表, read from the loader (docs/real-data.md). */
export const publishedTables = () => availableRankTables().map((t) => `${t.province}|${t.year}|${t.track}`)
