/**
 * What the fuzzer holds every answer to, and how it reports: no 5xx, and
 * every answer under /api/v1 or /bff/ a JSON envelope {code, msg, data}
 * (contracts' isEnvelope), except the few answers the contracts say are
 * not JSON. docs/fuzzing.md explains each rule.
 */
import {
  ALL_ENDPOINTS,
  API_PREFIX,
  apiPath,
  BFF_PREFIX,
  HEAD_IMAGE_PATH,
  isEnvelope,
  PAY_NOTIFY_PATH,
  PAY_SANDBOX_PAGE_PATH,
  PAY_SANDBOX_SCRIPT_PATH,
} from '@gaokao/contracts'

const MIB = 1024 * 1024

/** Calls whose success is a file (the wish list's Excel and PDF): their 2xx answers are bytes, not JSON. */
const FILE_CALLS = new Set(ALL_ENDPOINTS.filter((e) => e.data.format === 'binary').map(apiPath))

/** Successful answers that are pages, scripts or images by design (the sandbox's payment page, head images). */
const NON_JSON_PREFIXES = [
  `${API_PREFIX}${PAY_SANDBOX_PAGE_PATH}/`,
  `${API_PREFIX}${PAY_SANDBOX_SCRIPT_PATH}`,
  `${API_PREFIX}${HEAD_IMAGE_PATH}/`,
]

/** Payment providers' callbacks answer in the provider's own protocol, success or not (docs/payments.md). */
const PROVIDER_PREFIX = `${API_PREFIX}${PAY_NOTIFY_PATH}/`

const pathOf = (target) => target.split(/[?#]/)[0]

/** Whether an answer to this request target must be an envelope: it names /api/v1 or /bff/ literally. */
export function expectsEnvelope(target) {
  const path = pathOf(target)
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path.startsWith(`${BFF_PREFIX}/`)
}

function exempt(request, answer) {
  const path = pathOf(request.path)
  if (path.startsWith(PROVIDER_PREFIX)) return true
  if (answer.status < 200 || answer.status > 299) return false
  return FILE_CALLS.has(path) || NON_JSON_PREFIXES.some((prefix) => path.startsWith(prefix))
}

/** Why this answer is not an envelope, or undefined when it is one (or need not be). */
function envelopeProblem(request, answer) {
  if (!expectsEnvelope(request.path) || exempt(request, answer)) return undefined
  // HEAD answers carry no body by definition; their status is still judged.
  if (request.method === 'HEAD') return undefined
  const type = String(answer.headers['content-type'] ?? '')
  if (!type.toLowerCase().startsWith('application/json')) return `content-type ${type || 'missing'}`
  try {
    return isEnvelope(JSON.parse(answer.body.toString('utf8'))) ? undefined : 'JSON but not {code, msg, data}'
  } catch {
    return 'body is not JSON'
  }
}

/**
 * The verdict on one exchange. No answer at all (a reset, a timeout) is
 * not an envelope either, wherever one was due: a client got nothing it
 * could show.
 */
export function judge(request, answer) {
  if (answer.error) {
    return { serverError: false, notEnveloped: expectsEnvelope(request.path), why: `no answer: ${answer.error}` }
  }
  const serverError = answer.status >= 500
  const problem = envelopeProblem(request, answer)
  const why = [serverError ? `status ${answer.status}` : '', problem ?? ''].filter(Boolean).join('; ')
  return { serverError, notEnveloped: problem !== undefined, why }
}

/** The report's last line, in the one format CI and people grep for. */
export function summaryLine({ requests, serverErrors, notEnveloped, crashes }) {
  return `fuzz: ${requests} requests, ${serverErrors} 5xx, ${notEnveloped} not enveloped, ${crashes} crashes`
}

export const exitCodeOf = (counts) => (counts.serverErrors + counts.notEnveloped + counts.crashes > 0 ? 1 : 0)

/**
 * How far a process's resident memory may stay above its start once the
 * run is over and its heap has settled: 25 % or 40 MiB, whichever is more
 * (docs/fuzzing.md: why both).
 */
export function memoryLimit(startBytes) {
  return startBytes + Math.max(0.25 * startBytes, 40 * MIB)
}

const clip = (text, max) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text)

/** One offending exchange as two short lines: what was sent, what came back. */
export function describeOffender(request, answer, why) {
  const sent = `${request.target} ${request.method} ${clip(request.path, 120)} [${request.kind}: ${request.label}]`
  const body = answer.error ? '' : clip(answer.body.toString('utf8').replace(/\s+/g, ' '), 200)
  const got = answer.error ? `no answer (${answer.error})` : `${answer.status} ${body}`
  return `  ${sent}\n    -> ${got}  (${why})`
}

/**
 * Failures grouped by what was sent (target, kind, variant) and what came
 * of it: 5xx first (the rarer, the likelier to be cut from a long list
 * otherwise), then the most frequent.
 */
export function groupFailures(failures) {
  const groups = new Map()
  for (const { request, answer, why } of failures) {
    const outcome = answer.error ? 'no answer' : String(answer.status)
    const key = `${request.target} | ${request.kind}: ${request.label} | ${outcome} | ${why}`
    const group = groups.get(key) ?? { key, count: 0, serverError: answer.status >= 500, example: request.path }
    group.count += 1
    groups.set(key, group)
  }
  return [...groups.values()].sort((a, b) => Number(b.serverError) - Number(a.serverError) || b.count - a.count)
}
