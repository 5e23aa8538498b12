import { datasetInfo, queryWc, SAMPLE_DATA_NOTE, SAMPLE_DATA_NOTICE } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { GENERATOR_VERSION, PLAN_YEAR } from '../../dataset/generate/model.js'
import { realDataCoverage } from '../../dataset/real/coverage.js'
import { DATASET_VERSION_KEY } from '../../dataset/seed.js'
import { implement } from '../../lib/implement.js'
import { DEMO_FIGURES } from '../../lib/provenance.js'
import { candidateRank } from '../rank/candidate-rank.js'
import { latestRankYears } from './latest-years.js'

/** Score to rank, and what clients need to label generated figures. */
export default async function datasetRoutes(app: FastifyInstance): Promise<void> {
  const datasetVersion = app.db
    .prepare('SELECT value FROM meta WHERE key = ?')
    .pluck()
    .get(DATASET_VERSION_KEY) as string

  // The schema has refused a missing province, subjects or score (docs/spec-rules.md, Validation); the rest is candidateRank's.
  implement(app, queryWc, ({ body }) => candidateRank(app.ranks, body.province, body.xk, body.score))

  // What is published and what the database shows of it is fixed once seeded: read once at start, not per request.
  const attributed = app.db
    .prepare("SELECT COUNT(*) FROM school_admissions WHERE province = ? AND year = ? AND source_url <> ''")
    .pluck()
  const info = {
    demo: DEMO_FIGURES,
    label: SAMPLE_DATA_NOTICE,
    // Each province has its own last three years (docs/exam-modes.md): every year some table covers.
    years: app.db.prepare('SELECT DISTINCT year FROM cohorts ORDER BY year').pluck().all() as number[],
    planYear: PLAN_YEAR,
    generatorVersion: GENERATOR_VERSION,
    datasetVersion,
    note: SAMPLE_DATA_NOTE,
    coverage: realDataCoverage((province, year) => attributed.get(province, year) as number),
    latestYears: latestRankYears(app.db),
  }
  implement(app, datasetInfo, () => info)
}
