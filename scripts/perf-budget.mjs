/**
 * First-load JS per route (issue 10, docs/performance-budgets.md): after
 * `npm run build`, read web/dist/.vite/manifest.json and, for every route of
 * the spec (SITE_ROUTES), add up the gzip size of the entry chunk, the route
 * file's split chunks (and its layout's), and every chunk those import
 * statically. Compare with web/perf-budget.json; exit 1 when a route is over
 * its budget or has none. The file's `targets` (issue 6: home under 200 kB)
 * are goals not met yet: printed, not enforced.
 *
 *   node scripts/perf-budget.mjs            check
 *   node scripts/perf-budget.mjs --json     also print the figures as JSON
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { SITE_ROUTES } from '@gaokao/contracts'
import { root } from './lib/paths.mjs'

const DIST = join(root, 'web/dist')
const MANIFEST = join(DIST, '.vite/manifest.json')
const BUDGET_FILE = join(root, 'web/perf-budget.json')
const KB = 1000

if (!existsSync(MANIFEST)) {
  console.error(`perf-budget: ${MANIFEST} is missing: run npm run build (web/vite.config.ts sets build.manifest)`)
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'))
const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'))

/** The route file of a spec path, and the layout files above it (TanStack Router's file naming). */
function routeFiles(route) {
  const base = route.requiresAuth ? 'src/routes/_auth' : 'src/routes'
  const path = route.path === '/' ? '' : route.path
  const leaf = [`${base}${path}.tsx`, `${base}${path}/index.tsx`].filter((f) => existsSync(join(root, 'web', f)))
  if (leaf.length !== 1) throw new Error(`perf-budget: no single route file for ${route.path} (${leaf.join(', ')})`)
  return route.requiresAuth ? ['src/routes/_auth.tsx', leaf[0]] : leaf
}

const gzipCache = new Map()
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length)
  return gzipCache.get(file)
}

/** A chunk and what it imports statically (what the browser fetches before the chunk runs). */
function collect(key, into) {
  const chunk = manifest[key]
  if (!chunk || into.has(chunk.file)) return
  into.add(chunk.file)
  for (const imported of chunk.imports ?? []) collect(imported, into)
}

const entries = Object.entries(manifest).filter(([, c]) => c.isEntry)
if (entries.length !== 1) throw new Error(`perf-budget: expected one entry in the manifest, found ${entries.length}`)
const [entryKey] = entries[0]

const rows = []
for (const route of SITE_ROUTES) {
  const files = new Set()
  collect(entryKey, files)
  const sources = routeFiles(route)
  const splits = Object.keys(manifest).filter((key) => sources.some((src) => key.split('?')[0] === src))
  for (const key of splits) collect(key, files)
  const bytes = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipBytes(f), 0)
  const kb = Math.round((bytes / KB) * 10) / 10
  const cap = budget.routes?.[route.path]
  const verdict = cap === undefined ? 'NO BUDGET' : kb <= cap ? 'ok' : 'OVER'
  rows.push({ route: route.path, chunks: files.size, splitChunks: splits.length, kb, budget: cap ?? null, verdict })
}

const entryFiles = new Set()
collect(entryKey, entryFiles)
const entryBytes = [...entryFiles].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipBytes(f), 0)
const entryKb = Math.round((entryBytes / KB) * 10) / 10
console.log(`first-load JS, gzip -9, kB = ${KB} bytes (entry and its static imports: ${entryKb} kB)`)
console.log(`${'route'.padEnd(28)} ${'kB'.padStart(7)} ${'budget'.padStart(7)}  chunks  verdict`)
for (const r of rows) {
  console.log(
    `${r.route.padEnd(28)} ${r.kb.toFixed(1).padStart(7)} ${String(r.budget ?? '-').padStart(7)}  ${String(r.chunks).padStart(6)}  ${r.verdict}`,
  )
}
if (process.argv.includes('--json')) console.log(JSON.stringify({ entryKb, rows }, null, 2))

const unknown = Object.keys(budget.routes ?? {}).filter((path) => !SITE_ROUTES.some((r) => r.path === path))
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
