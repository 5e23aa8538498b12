import * as account from '../api/account.js'
import * as college from '../api/college.js'
import * as compare from '../api/compare.js'
import * as content from '../api/content.js'
import * as conversion from '../api/conversion.js'
import * as dataset from '../api/dataset.js'
import * as evaluation from '../api/evaluation.js'
import * as expert from '../api/expert.js'
import * as home from '../api/home.js'
import * as major from '../api/major.js'
import * as membership from '../api/membership.js'
import * as personal from '../api/personal.js'
import * as planning from '../api/planning.js'
import * as profession from '../api/profession.js'
import * as programme from '../api/programme.js'
import * as publicData from '../api/public.js'
import * as scoreLines from '../api/score-lines.js'
import * as search from '../api/search.js'
import * as subject from '../api/subject.js'
import { OPENAPI_TAG_TEXT } from './texts-openapi.js'

/**
 * The module each /api/v1 call is defined in, which is how the code groups
 * them: the viewer lists a group per module, in the order endpoints.ts does.
 * contracts/test/openapi.test.ts checks that every call of ALL_ENDPOINTS
 * has a group, so a new module shows up there, not as a silent gap.
 */
const MODULES: readonly [keyof typeof OPENAPI_TAG_TEXT, Readonly<Record<string, unknown>>][] = [
  ['public', publicData],
  ['dataset', dataset],
  ['account', account],
  ['scoreLines', scoreLines],
  ['content', content],
  ['home', home],
  ['college', college],
  ['compare', compare],
  ['major', major],
  ['profession', profession],
  ['search', search],
  ['planning', planning],
  ['evaluation', evaluation],
  ['subject', subject],
  ['personal', personal],
  ['conversion', conversion],
  ['expert', expert],
  ['programme', programme],
  ['membership', membership],
]

/** Each call's group (tag), by identity. */
export function callGroups(): Map<object, string> {
  const groups = new Map<object, string>()
  for (const [key, module] of MODULES) {
    for (const value of Object.values(module)) {
      const isCall = typeof value === 'object' && value !== null && 'path' in value && 'method' in value
      if (isCall && !groups.has(value)) groups.set(value, OPENAPI_TAG_TEXT[key])
    }
  }
  return groups
}
