import type { LatestYearValue } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'

/**
 * Per province, the newest year the database has a 一分一段表 for, and
 * whether every track of it is published (a source) or generated. The web
 * says from it which year is the latest (2026年数据暂未收录).
 */
export function latestRankYears(db: Db): LatestYearValue[] {
  const rows = db
    .prepare(
      `SELECT province, year, MIN(source_url <> '') AS real FROM cohorts AS c
       WHERE year = (SELECT MAX(year) FROM cohorts WHERE province = c.province)
       GROUP BY province, year ORDER BY province`,
    )
    .all() as { province: string; year: number; real: number }[]
  return rows.map(({ province, year, real }) => ({ province, year, real: real === 1 }))
}
