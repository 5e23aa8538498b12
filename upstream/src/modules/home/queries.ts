import type { DataOf, queryRecommendHome } from '@gaokao/contracts'
import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'

/** A recommended school as read: its tags comma-joined, no track yet. */
export type Row = Omit<DataOf<typeof queryRecommendHome>['list'][number], 'tags' | 'track'> & { tags: string | null }

type StatementName = 'inProvince' | 'latestAdmissionYear' | 'national'

export type HomeQueries = Readonly<Record<StatementName, Statement>>

/** The home page's recommended schools (routes.ts): in a province with its lines, or nationally. */
export function homeQueries(db: Db): HomeQueries {
  const columns = `c.id, c.name, c.province, c.city, c.level, c.type, c.nature, r.rank AS ranking,
    (SELECT group_concat(tag) FROM college_tags t WHERE t.college_id = c.id) AS tags`
  // Walks school_rankings_by_rank; the admissions subqueries use their primary key (school, province, year, track).
  const inProvince = db.prepare(
    `SELECT ${columns},
       (SELECT MIN(a.min_score) FROM school_admissions a
        WHERE a.school_id = c.id AND a.province = @province AND a.year = @year AND a.track = @track) AS minScore
     FROM school_rankings r JOIN colleges c ON c.id = r.school_id
     WHERE r.level = '本科' AND EXISTS (
       SELECT 1 FROM school_admissions a WHERE a.school_id = r.school_id AND a.province = @province AND a.year = @year)
     ORDER BY r.rank LIMIT @limit`,
  )
  const latestAdmissionYear = db.prepare('SELECT MAX(year) FROM school_admissions WHERE province = ?').pluck()
  const national = db.prepare(
    `SELECT ${columns}, NULL AS minScore
     FROM school_rankings r JOIN colleges c ON c.id = r.school_id
     WHERE r.level = '本科' ORDER BY r.rank LIMIT @limit`,
  )
  return { inProvince, latestAdmissionYear, national }
}
