import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export interface BuildInfo {
  version: string
  commit: string
  node: string
}

/** bff/package.json, the same two levels up from src/lib/metrics and dist/lib/metrics. */
const PACKAGE_JSON = new URL('../../../package.json', import.meta.url)

/**
 * The commit of the checkout the bff runs from, read once at start; `unknown`
 * where there is none (the image ships no .git, docs/bff-observability.md).
 */
function gitCommit(): string {
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: fileURLToPath(new URL('.', PACKAGE_JSON)),
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2_000,
    })
    const commit = out.toString().trim()
    return /^[0-9a-f]{40}$/.test(commit) ? commit : 'unknown'
  } catch {
    return 'unknown'
  }
}

let cached: BuildInfo | undefined

/** What runs: the bff's version, its commit and Node's version; read once per process. */
export function buildInfo(): BuildInfo {
  if (cached === undefined) {
    const { version } = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string }
    cached = { version, commit: gitCommit(), node: process.version }
  }
  return cached
}
