import type { Track } from '@gaokao/contracts'
import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'

export type Band = '冲' | '稳' | '保'

/** A province the site knows, in the site's order. */
export interface ProvinceRow {
  name: string
  regionCode: string
  gkms: string
}
/** A city of a province (its parent region). */
export interface CityRow {
  code: string
  name: string
  parent: string
}
/** One rank table's size: a province, track and year. */
export interface CohortRow {
  province: string
  track: Track
  year: number
  candidates: number
}
/** A school's unit within reach of a rank range, with its band. */
export interface ReachRow {
  schoolId: number
  name: string
  province: string
  city: string
  level: string
  nature: string
  tags: string | null
  groupCode: string
  batch: string
  minScore: number
  minRank: number
  avgScore: number | null
  places: number | null
  band: Band
  sourceUrl: string
}

type StatementName = 'tableRows' | 'lineRows' | 'admissionsYear' | 'reachPage' | 'reachCounts'

export type ConversionQueries = Readonly<Record<StatementName, Statement>> & {
  readonly provinces: readonly ProvinceRow[]
  readonly cityRows: readonly CityRow[]
  readonly cohortRows: readonly CohortRow[]
}

/**
 * Mock-score conversion's reads (routes.ts): the provinces, cities and rank
 * tables' sizes, read once at start, and the statements its calls run,
 * prepared once. The school list reads school_admissions by its rank index.
 */
export function conversionQueries(db: Db): ConversionQueries {
  const provinces = db
    .prepare('SELECT name, region_code AS regionCode, gkms FROM gaokao_provinces ORDER BY sort')
    .all() as ProvinceRow[]
  const cityRows = db
    .prepare(
      `SELECT r.code, r.name, r.parent_code AS parent FROM regions r
       WHERE r.parent_code IN (SELECT region_code FROM gaokao_provinces) ORDER BY r.sort`,
    )
    .all() as CityRow[]
  const cohortRows = db.prepare('SELECT province, track, year, candidates FROM cohorts').all() as CohortRow[]
  const tableRows = db.prepare(
    'SELECT score, rank FROM score_ranks WHERE province = ? AND year = ? AND track = ? ORDER BY score DESC',
  )
  const lineRows = db.prepare(
    'SELECT year, score FROM batch_lines WHERE province = ? AND track = ? AND batch = ? ORDER BY year DESC',
  )
  const admissionsYear = db.prepare('SELECT MAX(year) FROM school_admissions WHERE province = ? AND track = ?').pluck()
  const reachFilter = `a.province = @province AND a.year = @year AND a.track = @track
    AND a.min_rank BETWEEN @from AND @to`
  const bandSql = `CASE WHEN a.min_rank < @best THEN '冲' WHEN a.min_rank <= @worst THEN '稳' ELSE '保' END`
  const reachPage = db.prepare(
    `SELECT a.school_id AS schoolId, c.name, c.province, c.city, c.level, c.nature,
       (SELECT group_concat(t.tag) FROM college_tags t WHERE t.college_id = a.school_id) AS tags,
       a.group_code AS groupCode, a.batch, a.min_score AS minScore, a.min_rank AS minRank,
       a.avg_score AS avgScore, a.places, a.source_url AS sourceUrl, ${bandSql} AS band
     FROM school_admissions a JOIN colleges c ON c.id = a.school_id
     WHERE ${reachFilter} AND (@band IS NULL OR ${bandSql} = @band)
     ORDER BY a.min_rank, a.school_id, a.group_code
     LIMIT @limit OFFSET @offset`,
  )
  const reachCounts = db.prepare(
    `SELECT ${bandSql} AS band, COUNT(*) AS n FROM school_admissions a WHERE ${reachFilter} GROUP BY band`,
  )

  return { provinces, cityRows, cohortRows, tableRows, lineRows, admissionsYear, reachPage, reachCounts }
}
