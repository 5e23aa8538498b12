import { DATASET_VERSION_KEY } from '../../dataset/seed.js'
import type { Db } from '../../db/open.js'

/**
 * What datasetInfo says of the database (routes.ts). Fixed once seeded, so
 * read once at start: the dataset's version, every year some rank table
 * covers, and how many of a province's admissions in a year name a source.
 */
export interface DatasetQueries {
  readonly datasetVersion: string
  readonly years: number[]
  readonly attributed: (province: string, year: number) => number
}

export function datasetQueries(db: Db): DatasetQueries {
  const datasetVersion = db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(DATASET_VERSION_KEY) as string
  const attributed = db
    .prepare("SELECT COUNT(*) FROM school_admissions WHERE province = ? AND year = ? AND source_url <> ''")
    .pluck()
  // Each province has its own last three years (docs/exam-modes.md): every year some table covers.
  const years = db.prepare('SELECT DISTINCT year FROM cohorts ORDER BY year').pluck().all() as number[]
  return {
    datasetVersion,
    years,
    attributed: (province, year) => attributed.get(province, year) as number,
  }
}
