/**
 * Lighthouse 12.8 on the built stack (docs/performance-budgets.md):
 * home, college list, college detail, and /choice and /compare (as the demo
 * student), desktop and mobile, held to the goals there. Reports go to artifacts/lighthouse/.
 * Needs `npm run build` first; Chromium at CHROME_PATH (default /usr/bin/chromium).
 *
 *   npm run lighthouse
 *   npm run lighthouse -- --only=home,choice --form=mobile   (a subset, while iterating)
 *   node scripts/lighthouse.mjs --ci    (npm test: each page judged on the median of up to three runs)
 *   LH_SAVE_ASSETS=1 npm run lighthouse -- --only=home   (also keeps each run's trace, to see where the time went)
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiPath, CLIENT_HEADER, CLIENT_HEADER_VALUE, loginByPassWord, querySum } from '@gaokao/contracts'
import WebSocket from 'ws'
import { goalsMissed, medianScores, needsAnotherRun } from './lib/majority-verdict.mjs'
import { bffEntry, root, upstreamEntry } from './lib/paths.mjs'

const OUT = join(root, 'artifacts/lighthouse')
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const LIGHTHOUSE = join(root, 'node_modules/lighthouse/cli/index.js')
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
].join(' ')
/** The goals of docs/performance-budgets.md, enforced by `npm test`. */
const GOALS = {
  desktop: { performance: 95, accessibility: 95, 'best-practices': 95 },
  mobile: { performance: 85, accessibility: 95, 'best-practices': 95 },
}
/**
 * How many runs a page may take: with --ci, the median of up to three
 * (scripts/lib/majority-verdict.mjs), since one run's performance score moves
 * by about ten points on these shared 2-core machines; one while iterating.
 */
const MAX_RUNS = process.argv.includes('--ci') ? 3 : 1
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'college-list', path: '/college' },
  { name: 'college-detail', path: '/college/10001' },
  { name: 'choice', path: '/choice', login: true },
  // 院校对比 as the demo student (江苏), so that each school's column holds its lines in the student's province.
  { name: 'compare', path: '/compare?ids=10284,10286,10001', login: true },
]
/** The MD5 of demo1234, the demo students' password (README). */
const DEMO_PASSWORD_MD5 = '6e9bece1914809fb8493146417e722f6'

async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer in time`)
}

/** The built site as e2e/support/stack.ts starts it: demo upstream, bff serving web/dist, NODE_ENV=production. */
async function startStack() {
  const ports = { upstream: await freePort(), bff: await freePort() }
  const dataDir = mkdtempSync(join(tmpdir(), 'gaokao-lighthouse-'))
  const common = { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production' }
  const upstream = spawn(process.execPath, [upstreamEntry], {
    env: {
      ...common,
      UPSTREAM_HOST: '127.0.0.1',
      UPSTREAM_PORT: String(ports.upstream),
      DATA_DIR: dataDir,
      DEMO_MODE: 'on',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitFor(`http://127.0.0.1:${ports.upstream}/healthz`, upstream, 180_000)
  const bff = spawn(process.execPath, [bffEntry], {
    env: { ...common, HOST: '127.0.0.1', PORT: String(ports.bff), UPSTREAM_URL: `http://127.0.0.1:${ports.upstream}` },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${ports.bff}`
  await waitFor(`${baseUrl}/healthz`, bff, 30_000)
  return {
    baseUrl,
    async stop() {
      for (const child of [bff, upstream]) {
        if (child.exitCode === null) {
          child.kill('SIGTERM')
          await new Promise((r) => child.once('exit', r))
        }
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Logs the demo student in through the bff and returns the cookies it sets, as name and value. */
async function demoCookies(baseUrl) {
  const res = await fetch(`${baseUrl}${apiPath(loginByPassWord)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    body: JSON.stringify({ phone: '13800000001', passWord: DEMO_PASSWORD_MD5 }),
  })
  const cookies = res.headers.getSetCookie().map((c) => {
    const [name = '', ...value] = (c.split(';')[0] ?? '').split('=')
    return { name, value: value.join('=') }
  })
  if ((await res.json()).code !== 0 || cookies.length === 0) throw new Error('demo login failed')
  return cookies
}

/** One planning call as the demo student, through the bff as the browser makes it. */
async function warmPlanning(baseUrl, cookies) {
  const res = await fetch(`${baseUrl}${apiPath(querySum)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    },
    body: '{}',
  })
  if ((await res.json()).code !== 0) throw new Error('the planning warm-up call failed')
}

async function waitForDevtools(port, child) {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}`)
    try {
      return (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()).webSocketDebuggerUrl
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  throw new Error('chromium did not open its devtools port')
}

/**
 * A fresh Chromium (empty cache, own profile) whose cookie jar already holds
 * the student's session, for Lighthouse to attach to. A Cookie header passed
 * as an extra header would not do: once the page writes a cookie of its own
 * (the province mirror), the browser sends its jar instead and the session
 * is gone halfway through the run.
 */
async function loggedInChromium(baseUrl, cookies) {
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'gaokao-lighthouse-chrome-'))
  const child = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS.split(' '), `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    // its own process group, so stopping it stops its helper processes too
    { stdio: 'ignore', detached: true },
  )
  const socket = new WebSocket(await waitForDevtools(port, child))
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const answered = new Promise((resolve) => socket.once('message', resolve))
  socket.send(
    JSON.stringify({
      id: 1,
      method: 'Storage.setCookies',
      params: { cookies: cookies.map((c) => ({ ...c, url: baseUrl, httpOnly: true })) },
    }),
  )
  const answer = JSON.parse(String(await answered))
  socket.close()
  if (answer.error) throw new Error(`setting the session cookie: ${answer.error.message}`)
  return {
    port,
    async stop() {
      const exited = child.exitCode === null ? new Promise((r) => child.once('exit', r)) : Promise.resolve()
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        child.kill('SIGTERM')
      }
      await exited
      // Chromium's helper processes may still be writing into the profile for a moment after it exits.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
      } catch {
        // a temporary folder left behind is no reason to fail the run
      }
    },
  }
}

/**
 * One Lighthouse run. With `port` it attaches to that Chromium and keeps its
 * storage (the session cookie); the Chromium is fresh, so its cache is empty
 * as in a run on its own.
 */
function lighthouse(url, formFactor, outPath, port) {
  const args = [
    LIGHTHOUSE,
    url,
    '--quiet',
    '--output=json',
    '--output=html',
    `--output-path=${outPath}`,
    '--only-categories=performance,accessibility,best-practices',
    // Chinese pages: the locale matches the site's.
    '--locale=zh',
    ...(process.env.LH_SAVE_ASSETS ? ['--save-assets'] : []),
  ]
  args.push(...(port ? [`--port=${port}`, '--disable-storage-reset'] : [`--chrome-flags=${CHROME_FLAGS}`]))
  if (formFactor === 'desktop') args.push('--preset=desktop')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${url} ${formFactor}: exit ${code}`)),
    )
  })
}

/**
 * How often one page is audited before its failure counts. Lighthouse now and
 * then fails a run with its own runtime error and the advice to run it again
 * (NO_NAVSTART: the trace of the load came back without its navigation, seen
 * in CI and locally on pages that pass the next time; once twice in a row on a
 * busy CI machine, so there is a pause before each retry); a third failure in a
 * row is taken as real.
 */
const LIGHTHOUSE_ATTEMPTS = 3
const RETRY_PAUSE_MS = 3000

/** One page's audit, in a fresh Chromium holding the session for a page behind login, run again once if it fails. */
async function audit(page, formFactor, outPath, baseUrl, cookies) {
  for (let attempt = 1; ; attempt++) {
    const chromium = page.login ? await loggedInChromium(baseUrl, cookies) : undefined
    try {
      await lighthouse(`${baseUrl}${page.path}`, formFactor, outPath, chromium?.port)
      return
    } catch (error) {
      if (attempt >= LIGHTHOUSE_ATTEMPTS) throw error
      console.warn(`${error.message}; running it again`)
      await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS))
    } finally {
      await chromium?.stop()
    }
  }
}

/** `--only=a,b` (page names) and `--form=desktop|mobile` narrow the run; the default is everything. */
function option(name) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`))
  return arg ? arg.slice(name.length + 3).split(',') : undefined
}

/** One run's scores (0-100) by category, and the metrics that explain a performance score. */
function resultOf(reportPath, goals) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8'))
  const measured = (id) => report.audits[id]?.numericValue ?? 0
  return {
    ...Object.fromEntries(Object.keys(goals).map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)])),
    lcpMs: Math.round(measured('largest-contentful-paint')),
    tbtMs: Math.round(measured('total-blocking-time')),
    cls: Number(measured('cumulative-layout-shift').toFixed(3)),
  }
}

/** The category scores as one line prints them. */
const scoresText = (scores) => `perf ${scores.performance} a11y ${scores.accessibility} bp ${scores['best-practices']}`

/** Runs one page until the median of its runs is decided, printing each run; returns the page's row. */
async function judge(page, formFactor, baseUrl, cookies) {
  const goals = GOALS[formFactor]
  const runs = []
  do {
    const outPath = join(OUT, `${page.name}-${formFactor}-${runs.length + 1}`)
    await audit(page, formFactor, outPath, baseUrl, cookies)
    const run = resultOf(`${outPath}.report.json`, goals)
    runs.push(run)
    console.log(
      `${formFactor.padEnd(8)} ${page.path.padEnd(16)} run ${runs.length}: ${scoresText(run)}  LCP ${run.lcpMs} ms TBT ${run.tbtMs} ms CLS ${run.cls}`,
    )
  } while (needsAnotherRun(runs, goals, MAX_RUNS))
  const missed = goalsMissed(runs, goals)
  const median = medianScores(runs, goals)
  console.log(
    `${formFactor.padEnd(8)} ${page.path.padEnd(16)} ${runs.length > 1 ? `median of ${runs.length}` : 'one run'}: ${scoresText(median)}${missed.length ? `  BELOW THE GOAL: ${missed.join(', ')}` : ''}`,
  )
  return { page: page.path, formFactor, median, missed, runs }
}

const onlyPages = option('only')
const pages = onlyPages ? PAGES.filter((p) => onlyPages.includes(p.name)) : PAGES
const formFactors = option('form') ?? ['desktop', 'mobile']

// Reports of an earlier run would sit beside this one's under the same names.
rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT, { recursive: true })
const stack = await startStack()
const rows = []
try {
  const cookies = await demoCookies(stack.baseUrl)
  // One warm-up visit per page so the bff's reference-data cache is what users meet.
  for (const page of pages) await fetch(`${stack.baseUrl}${page.path}`)
  // The same for the upstream's planning data: it loads a province into memory on
  // its first planning call (about 1 s), once per process. Users after the first
  // in a province meet it loaded; so does the audit of /choice.
  if (pages.some((page) => page.login)) await warmPlanning(stack.baseUrl, cookies)
  for (const formFactor of formFactors) {
    for (const page of pages) rows.push(await judge(page, formFactor, stack.baseUrl, cookies))
  }
} finally {
  await stack.stop()
}
writeFileSync(join(OUT, 'summary.json'), JSON.stringify({ goals: GOALS, maxRuns: MAX_RUNS, rows }, null, 2))
const below = rows.filter((r) => r.missed.length > 0)
if (below.length > 0) {
  console.error(
    `lighthouse: ${below.length} of ${rows.length} pages below the goals (reports in artifacts/lighthouse/)`,
  )
  process.exit(1)
}
console.log(`lighthouse: all ${rows.length} pages meet the goals`)
