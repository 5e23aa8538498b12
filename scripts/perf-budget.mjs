/**
 * First-load JS per route (docs/performance-budgets.md): after
 * `npm run build`, read web/dist/.vite/route-chunks.json (written by the
 * build: web/build/route-chunks.ts) and, for every route of the spec
 * (SITE_ROUTES), add up the gzip size of the entry's chunks and the route's
 * own (its split chunks and their static imports), and count the files (scripts
 * and stylesheets) the first visit fetches. Compare with web/perf-budget.json;
 * exit 1 when a route is over either budget or has none.
 *
 *   node scripts/perf-budget.mjs            check
 *   node scripts/perf-budget.mjs --json     also print the figures as JSON
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { SITE_ROUTES } from '@gaokao/contracts'
import { root } from './lib/paths.mjs'

const DIST = process.env.WEB_DIST ?? join(root, 'web/dist')
const CHUNKS = join(DIST, '.vite/route-chunks.json')
const BUDGET_FILE = join(root, 'web/perf-budget.json')
const KB = 1000

if (!existsSync(CHUNKS)) {
  console.error(`perf-budget: ${CHUNKS} is missing: run npm run build (web/build/route-chunks-plugin.ts writes it)`)
  process.exit(1)
}
const chunks = JSON.parse(readFileSync(CHUNKS, 'utf8'))
const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'))

const gzipCache = new Map()
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length)
  return gzipCache.get(file)
}
const jsBytes = (files) => files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipBytes(f), 0)
const kb = (bytes) => Math.round((bytes / KB) * 10) / 10

const entryBytes = jsBytes(chunks.entry.js)
// Scripts and stylesheets a first visit fetches before its page renders: on HTTP/1.1 a phone fetches six at a
// time, a round trip each, so their number weighs on the first paint as much as their size.
const entryFiles = chunks.entry.js.length + chunks.entry.css.length
const rows = []
for (const route of SITE_ROUTES) {
  const own = chunks.routes.find((r) => r.path === route.path)
  if (!own) throw new Error(`perf-budget: ${route.path} is missing from ${CHUNKS}: rebuild the web`)
  const size = kb(entryBytes + jsBytes(own.js))
  const files = entryFiles + own.js.length + own.css.length
  const cap = budget.routes?.[route.path]
  const fileCap = budget.files?.[route.path]
  const verdict =
    cap === undefined || fileCap === undefined ? 'NO BUDGET' : size <= cap && files <= fileCap ? 'ok' : 'OVER'
  rows.push({
    route: route.path,
    chunks: chunks.entry.js.length + own.js.length,
    splitChunks: own.splitChunks,
    kb: size,
    budget: cap ?? null,
    files,
    fileBudget: fileCap ?? null,
    verdict,
  })
}

const entryKb = kb(entryBytes)
console.log(`first-load JS, gzip -9, kB = ${KB} bytes (entry and its static imports: ${entryKb} kB)`)
console.log(`${'route'.padEnd(28)} ${'kB'.padStart(7)} ${'budget'.padStart(7)}  files  budget  verdict`)
for (const r of rows) {
  console.log(
    `${r.route.padEnd(28)} ${r.kb.toFixed(1).padStart(7)} ${String(r.budget ?? '-').padStart(7)}  ${String(r.files).padStart(5)}  ${String(r.fileBudget ?? '-').padStart(6)}  ${r.verdict}`,
  )
}
if (process.argv.includes('--json')) console.log(JSON.stringify({ entryKb, rows }, null, 2))

const unknown = [...Object.keys(budget.routes ?? {}), ...Object.keys(budget.files ?? {})].filter(
  (path) => !SITE_ROUTES.some((r) => r.path === path),
)
for (const path of unknown) console.error(`perf-budget: ${path} in web/perf-budget.json is not a route of the spec`)
const failed = rows.filter((r) => r.verdict !== 'ok')
for (const r of rows.filter((r) => r.splitChunks === 0)) {
  console.error(`perf-budget: ${r.route} has no split chunk in the manifest (route file renamed?)`)
}
if (failed.length > 0 || unknown.length > 0 || rows.some((r) => r.splitChunks === 0)) {
  console.error(
    `perf-budget: ${failed.length} route(s) over or without budget: ${failed.map((r) => r.route).join(', ')}`,
  )
  process.exit(1)
}
console.log(`perf-budget: all ${rows.length} routes within budget`)
for (const [path, target] of Object.entries(budget.targets ?? {})) {
  const row = rows.find((r) => r.route === path)
  if (row && row.kb > target)
    console.warn(`perf-budget: target not met: ${path} ${row.kb} kB > ${target} kB (${budget.targetsWhy ?? ''})`)
}
