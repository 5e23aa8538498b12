import {
  datasetInfo,
  FIRST_CHOICE_SUBJECTS,
  queryWc,
  SAMPLE_DATA_NOTE,
  SAMPLE_DATA_NOTICE,
  type SubjectCode,
  splitXk,
  subjectsError,
  trackOf,
  VALIDATION_TEXT,
  joinXk,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { DATASET_VERSION_KEY } from '../../dataset/seed.js'
import { GENERATOR_VERSION, HISTORY_YEARS, PLAN_YEAR } from '../../generate/model.js'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'
import { RankLookup } from '../../services/rank-lookup.js'

/** Score to rank, and what clients need to label generated figures. */
export default async function datasetRoutes(app: FastifyInstance): Promise<void> {
  const ranks = RankLookup.fromDatabase(app.db)
  const datasetVersion = app.db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(DATASET_VERSION_KEY) as string

  // Spec §5: a province, then the subjects, then a score; the schema has refused missing ones already.
  implement(app, queryWc, ({ body }) => {
    const province = body.province.trim()
    const mode = ranks.modeOf(province)
    if (!mode) throw ApiError.badRequest(VALIDATION_TEXT.provinceRequired)
    const subjects = splitXk(body.xk.trim())
    const wrongSubjects = subjectsError(mode, province, subjects)
    if (wrongSubjects) throw ApiError.badRequest(wrongSubjects)
    const rank = ranks.rank(province, trackOf(mode, joinXk(firstChoiceFirst(subjects))), body.score)
    if (rank === undefined) throw ApiError.notFound(VALIDATION_TEXT.rankNotFound)
    return rank
  })

  implement(app, datasetInfo, () => ({
    demo: true,
    label: SAMPLE_DATA_NOTICE,
    years: [...HISTORY_YEARS],
    planYear: PLAN_YEAR,
    generatorVersion: GENERATOR_VERSION,
    datasetVersion,
    note: SAMPLE_DATA_NOTE,
  }))
}

/** trackOf reads the first code only: put 物 or 史 first, whatever order the client sent. */
function firstChoiceFirst(subjects: readonly string[]): string[] {
  const isFirstChoice = (s: string) => FIRST_CHOICE_SUBJECTS.includes(s as SubjectCode)
  return [...subjects.filter(isFirstChoice), ...subjects.filter((s) => !isFirstChoice(s))]
}
