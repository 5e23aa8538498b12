/**
 * npm run fuzz: hostile requests against the built upstream and bff, started
 * here on loopback with a fresh data directory. Every answer is judged (no
 * 5xx; an envelope wherever /api/v1 or /bff/ answers), both processes must
 * be alive at the end and their memory back near where it started. The last
 * line is the summary; the exit code is 1 when any of its counts is not 0.
 * What is sent and why the bounds are what they are: docs/fuzzing.md.
 *
 *   npm run fuzz -- --seed=7 --requests=20000 --time-limit=240 --concurrency=12
 *   (or FUZZ_SEED, FUZZ_REQUESTS, FUZZ_TIME_LIMIT_S, FUZZ_CONCURRENCY)
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { apiPath, BFF_PATHS, loginByPassWord, provinces, TOKEN_COOKIE, TOKEN_HEADER } from '@gaokao/contracts'
import {
  DEMO_MEMBER,
  DEMO_NON_MEMBER,
  DEMO_PASSWORD_MD5,
  loginBurstRequests,
  paymentBurst,
  post,
} from './lib/fuzz-bursts.mjs'
import { sendHttp, sendRaw } from './lib/fuzz-client.mjs'
import { createRng, seedFrom } from './lib/fuzz-prng.mjs'
import { buildRequest, callsOf, requestPlan } from './lib/fuzz-requests.mjs'
import { rssOf, startFuzzStack } from './lib/fuzz-stack.mjs'
import { describeOffender, exitCodeOf, groupFailures, judge, memoryLimit, summaryLine } from './lib/fuzz-verdict.mjs'

const DEFAULT_SEED = 20_260_601
/** Each answer gets this long: past the bff's 20 s upstream timeout, so a 504 arrives before the fuzzer gives up. */
const REQUEST_TIMEOUT_MS = 30_000
/** Fuzz requests sent before the memory baseline is taken (docs/fuzzing.md). */
const BASELINE_AFTER = 3_000
/** At the end, memory over its bound is measured again, up to this many times in all. */
const SETTLE_TRIES = 5
const OFFENDERS_SHOWN = 8
const GROUPS_SHOWN = 20
const MIB = 1024 * 1024

function option(name, envName, fallback) {
  const flag = process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
  const given = flag ?? process.env[envName]
  if (given === undefined || given === '') return fallback
  const value = Number(given)
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer, got ${given}`)
  return value
}

const seed = seedFrom(process.argv.slice(2), process.env, DEFAULT_SEED)
const maxRequests = option('requests', 'FUZZ_REQUESTS', 12_000)
const timeLimitMs = option('time-limit', 'FUZZ_TIME_LIMIT_S', 120) * 1000
const concurrency = option('concurrency', 'FUZZ_CONCURRENCY', 12)
const rng = createRng(seed)

console.log(
  `fuzz: seed ${seed} (repeat with --seed=${seed}); up to ${maxRequests} requests or ${timeLimitMs / 1000} s, ${concurrency} in flight`,
)

const counts = { requests: 0, serverErrors: 0, notEnveloped: 0, crashes: 0 }
/** Requests sent so far, answered or not: the run stops sending at maxRequests. */
let issued = 0
const failures = []
/** Per kind: how many were sent and the statuses they got, so a report shows what each attack met. */
const byKind = new Map()

let stack
try {
  stack = await startFuzzStack()
} catch (error) {
  console.error(`fuzz: the stack did not start: ${error.message}`)
  console.log(summaryLine({ ...counts, crashes: 1 }))
  process.exit(1)
}
const bases = { bff: stack.bffUrl, upstream: stack.upstreamUrl }
const bffOrigin = stack.bffUrl
/** The session user calls carry: a cookie value for the bff, a token for the upstream. */
const sessions = { bff: undefined, upstream: undefined }

function withSession(request) {
  const credential = sessions[request.target]
  if (!request.session || !credential) return request.headers
  const header = request.target === 'bff' ? { cookie: `${TOKEN_COOKIE}=${credential}` } : { [TOKEN_HEADER]: credential }
  return { ...header, ...request.headers }
}

/** Sends one request, judges its answer and records what failed. */
async function exchange(request) {
  issued += 1
  const base = bases[request.target]
  const answer = request.raw
    ? await sendRaw(base, request.raw, REQUEST_TIMEOUT_MS)
    : await sendHttp(base, { ...request, headers: withSession(request) }, REQUEST_TIMEOUT_MS)
  counts.requests += 1
  const verdict = judge(request, answer)
  if (verdict.serverError) counts.serverErrors += 1
  if (verdict.notEnveloped) counts.notEnveloped += 1
  if (verdict.serverError || verdict.notEnveloped) failures.push({ request, answer, why: verdict.why })
  const kind = byKind.get(request.kind) ?? { sent: 0, statuses: new Map() }
  const outcome = answer.error ? 'no answer' : String(answer.status)
  kind.sent += 1
  kind.statuses.set(outcome, (kind.statuses.get(outcome) ?? 0) + 1)
  byKind.set(request.kind, kind)
  return answer
}

const bothAlive = () => stack.bff.alive() && stack.upstream.alive()

/** Runs requests from `next` with `concurrency` in flight until `more()` says stop or a process died. */
async function pool(next, more) {
  let failed = false
  const worker = async () => {
    while (!failed && more() && bothAlive()) {
      try {
        await exchange(next())
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  // Every worker ends before a failure is passed on: none may still be sending when the stack stops.
  const results = await Promise.allSettled(Array.from({ length: concurrency }, worker))
  const rejected = results.find((r) => r.status === 'rejected')
  if (rejected) throw rejected.reason
}

/** A demo student's session: the bff's cookie value, or the upstream's token. */
async function login(target, phone) {
  const request = post(
    target,
    apiPath(loginByPassWord),
    { phone, passWord: DEMO_PASSWORD_MD5 },
    {
      kind: 'session',
      label: 'demo login',
    },
  )
  const answer = await exchange(request)
  if (answer.error) throw new Error(`${target}: demo login got no answer (${answer.error})`)
  if (target === 'bff') {
    const cookies = [answer.headers['set-cookie'] ?? []].flat()
    const cookie = cookies.map((c) => c.split(';')[0]).find((c) => c.startsWith(`${TOKEN_COOKIE}=`))
    if (!cookie) throw new Error(`bff: demo login set no session cookie (${answer.status})`)
    return cookie.slice(TOKEN_COOKIE.length + 1)
  }
  const token = JSON.parse(answer.body.toString('utf8'))?.data?.token
  if (typeof token !== 'string') throw new Error(`upstream: demo login gave no token (${answer.status})`)
  return token
}

/** Each process's resident memory (and JS heap in use) once its garbage is collected (docs/fuzzing.md: why). */
async function keptMemory() {
  await Promise.all([stack.bff.collectGarbage(), stack.upstream.collectGarbage()])
  // Freed pages go back to the system in the background after the collection.
  await sleep(1000)
  const measure = async (proc) => ({ rss: rssOf(proc.pid) ?? 0, heap: (await proc.memoryUsage()).heapUsed })
  return { bff: await measure(stack.bff), upstream: await measure(stack.upstream) }
}

const over = (now, limits) => now.bff.rss > limits.bff || now.upstream.rss > limits.upstream

/** The memory at the end, measured again a few times while it is over its bound (a late unmapping is not a leak). */
async function memoryAtEnd(limits) {
  let now = await keptMemory()
  for (let i = 1; i < SETTLE_TRIES && over(now, limits); i++) {
    await sleep(2000)
    now = await keptMemory()
  }
  return now
}

const mib = (bytes) => `${(bytes / MIB).toFixed(0)} MiB`
const problems = []
const startedAt = Date.now()
try {
  const calls = callsOf()
  const fresh = await keptMemory()
  // Sessions first: the login bursts below lock the demo phones' password logins for 15 minutes.
  const buyer = { bff: await login('bff', DEMO_NON_MEMBER), upstream: await login('upstream', DEMO_NON_MEMBER) }
  const member = { bff: await login('bff', DEMO_MEMBER), upstream: await login('upstream', DEMO_MEMBER) }
  Object.assign(sessions, member)

  // Every call once with a plausible body, to each target.
  const firstCalls = calls.flatMap((call) =>
    call.targets.map((target) => ({ ...buildRequest(rng, 'valid', call, target, bffOrigin), kind: 'every call once' })),
  )
  let sent = 0
  await pool(
    () => firstCalls[sent++],
    () => sent < firstCalls.length,
  )

  Object.assign(sessions, buyer)
  for (const target of ['bff', 'upstream']) {
    for (let round = 0; round < 2; round++) await paymentBurst(rng, target, exchange)
  }
  Object.assign(sessions, member)
  // About a hundred wrong passwords for one phone at once, through each door.
  await Promise.all(loginBurstRequests(rng, 'bff', DEMO_MEMBER, 100).map(exchange))
  await Promise.all(loginBurstRequests(rng, 'upstream', DEMO_NON_MEMBER, 100).map(exchange))

  const next = requestPlan({ calls, rng, bffOrigin })
  const deadline = startedAt + timeLimitMs
  const more = () => issued < maxRequests && Date.now() < deadline
  // The baseline is taken once every kind of work has run a while: what a process allocates once and keeps
  // (compiled code, caches, the allocator's arenas) is not a leak (docs/fuzzing.md).
  const baselineAt = issued + BASELINE_AFTER
  await pool(next, () => more() && issued < baselineAt)
  const baseline = await keptMemory()
  const limits = { bff: memoryLimit(baseline.bff.rss), upstream: memoryLimit(baseline.upstream.rss) }
  await pool(next, more)
  if (issued < maxRequests && bothAlive()) {
    console.log(`fuzz: the time limit stopped the run at ${counts.requests} of ${maxRequests} requests`)
  }

  // The end: both processes alive and answering, and their memory back near the baseline.
  for (const [name, proc, url] of [
    ['bff', stack.bff, `${stack.bffUrl}${BFF_PATHS.healthz}`],
    ['upstream', stack.upstream, `${stack.upstreamUrl}${apiPath(provinces)}`],
  ]) {
    if (!proc.alive()) {
      problems.push(`${name} exited (${proc.exitStatus()}) during the run; its last lines:\n${proc.tail()}`)
      continue
    }
    const { pathname } = new URL(url)
    const answer = await sendHttp(url, { method: 'GET', path: pathname, headers: {} }, REQUEST_TIMEOUT_MS)
    if (answer.error || answer.status !== 200) {
      problems.push(`${name} no longer answers ${pathname}: ${answer.error ?? answer.status}`)
    }
  }
  if (bothAlive()) {
    const end = await memoryAtEnd(limits)
    for (const name of ['bff', 'upstream']) {
      const [a, b, c] = [fresh[name], baseline[name], end[name]]
      const line =
        `${name} memory: ${mib(a.rss)} fresh, ${mib(b.rss)} after ${BASELINE_AFTER} fuzz requests, ` +
        `${mib(c.rss)} at the end (bound ${mib(limits[name])}); JS heap in use ${mib(a.heap)}, ${mib(b.heap)}, ${mib(c.heap)}`
      console.log(`fuzz: ${line}`)
      if (c.rss > limits[name]) problems.push(`${line}: it did not come back`)
    }
  }
} catch (error) {
  problems.push(`the run stopped: ${error.stack ?? error}`)
} finally {
  await stack.stop()
}
counts.crashes = problems.length

console.log(`fuzz: ${((Date.now() - startedAt) / 1000).toFixed(0)} s; answers by kind:`)
for (const [kind, { sent, statuses }] of byKind) {
  const list = [...statuses].sort((a, b) => b[1] - a[1]).map(([status, n]) => `${status}×${n}`)
  console.log(`  ${kind}: ${sent} (${list.join(' ')})`)
}
if (failures.length > 0) {
  console.log(`fuzz: failures by what was sent (target | kind: variant | status | why), ${failures.length} in all:`)
  for (const group of groupFailures(failures).slice(0, GROUPS_SHOWN)) {
    console.log(`  ${group.count}× ${group.key}  e.g. ${group.example.slice(0, 100)}`)
  }
  console.log(`fuzz: the first ${Math.min(OFFENDERS_SHOWN, failures.length)} offending requests:`)
  for (const { request, answer, why } of failures.slice(0, OFFENDERS_SHOWN)) {
    console.log(describeOffender(request, answer, why))
  }
}
for (const problem of problems) console.log(`fuzz: crash: ${problem}`)
console.log(summaryLine(counts))
process.exit(exitCodeOf(counts))
