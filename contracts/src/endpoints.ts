import * as accountApi from './api/account.js'
import * as collegeApi from './api/college.js'
import * as compareApi from './api/compare.js'
import * as contentApi from './api/content.js'
import * as conversionApi from './api/conversion.js'
import * as datasetApi from './api/dataset.js'
import * as evaluationApi from './api/evaluation.js'
import * as expertApi from './api/expert.js'
import * as homeApi from './api/home.js'
import * as majorApi from './api/major.js'
import * as membershipApi from './api/membership.js'
import * as personalApi from './api/personal.js'
import * as planningApi from './api/planning.js'
import * as professionApi from './api/profession.js'
import * as programmeApi from './api/programme.js'
import * as publicApi from './api/public.js'
import * as scoreLinesApi from './api/score-lines.js'
import * as searchApi from './api/search.js'
import * as subjectApi from './api/subject.js'
import type { Endpoint } from './endpoint.js'

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(
    (v): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'data' in v,
  )
}

/** Every /api/v1 call, for the upstream to implement and the bff to look up policies. Add each api module here. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  publicApi,
  datasetApi,
  accountApi,
  scoreLinesApi,
  contentApi,
  homeApi,
  collegeApi,
  compareApi,
  majorApi,
  professionApi,
  searchApi,
  planningApi,
  evaluationApi,
  subjectApi,
  personalApi,
  conversionApi,
  expertApi,
  programmeApi,
  membershipApi,
].flatMap(endpointsOf)

/** The calls whose answers carry a new login token in data.token. */
export const SESSION_ISSUING_PATHS: ReadonlySet<string> = new Set(
  ALL_ENDPOINTS.filter((e) => e.session === 'issue').map((e) => e.path),
)
