import { datasetInfo, queryWc, SAMPLE_DATA_NOTE, SAMPLE_DATA_NOTICE } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { GENERATOR_VERSION, PLAN_YEAR } from '../../dataset/generate/model.js'
import { realDataCoverage } from '../../dataset/real/coverage.js'
import { implement } from '../../lib/implement.js'
import { DEMO_FIGURES } from '../../lib/provenance.js'
import { candidateRank } from '../rank/candidate-rank.js'
import { latestRankYears } from './latest-years.js'
import { datasetQueries } from './queries.js'

/** Score to rank, and what clients need to label generated figures. */
export default async function datasetRoutes(app: FastifyInstance): Promise<void> {
  const q = datasetQueries(app.db)

  // The schema has refused a missing province, subjects or score (docs/spec-rules.md, Validation); the rest is candidateRank's.
  implement(app, queryWc, ({ body }) => candidateRank(app.ranks, body.province, body.xk, body.score))

  // What is published and what the database shows of it is fixed once seeded: read once at start, not per request.
  const info = {
    demo: DEMO_FIGURES,
    label: SAMPLE_DATA_NOTICE,
    years: q.years,
    planYear: PLAN_YEAR,
    generatorVersion: GENERATOR_VERSION,
    datasetVersion: q.datasetVersion,
    note: SAMPLE_DATA_NOTE,
    coverage: realDataCoverage(q.attributed),
    latestYears: latestRankYears(app.db),
  }
  implement(app, datasetInfo, () => info)
}
