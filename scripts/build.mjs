/**
 * Builds the workspaces. TypeScript builds are incremental, so they always
 * run; the SPA is rebuilt when its output is missing or older than its
 * sources (or with --force).
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { root, webIndex } from './lib/paths.mjs'
import { run } from './lib/run.mjs'

const force = process.argv.includes('--force')

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

function webIsStale() {
  if (!existsSync(webIndex)) return true
  const built = statSync(webIndex).mtimeMs
  const sources = ['web/src', 'web/build', 'web/public', 'web/index.html', 'web/vite.config.ts', 'contracts/src'].map(
    (p) => join(root, p),
  )
  return sources.some(
    (p) => existsSync(p) && (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > built,
  )
}

await run('npx', ['tsc', '-b', 'contracts', 'upstream', 'bff'])
if (force || webIsStale()) await run('npm', ['run', 'build', '-w', 'web'])
else console.log('web/dist is up to date')
