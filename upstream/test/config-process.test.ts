import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, describe, expect, it } from 'vitest'

/**
 * src/server.ts as operators run it, with a bad variable: it stops before
 * opening the database, with one line naming the variable and what it
 * allows, no stack trace, exit code 1 (docs/configuration.md). Needs
 * `npm run build` first.
 */
const UPSTREAM_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url))
/** Where an upstream that accepted a bad value would seed its database: never the repository. */
const dataDir = mkdtempSync(join(tmpdir(), 'gaokao-upstream-process-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

let child: ChildProcess | undefined
// An upstream that accepted the value listens and never exits: the test times out, and its process must not outlive it.
afterEach(() => {
  if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  child = undefined
})

async function runUpstream(env: Record<string, string>) {
  if (!existsSync(UPSTREAM_ENTRY)) throw new Error('build the upstream first: npm run build')
  const started = spawn(process.execPath, [UPSTREAM_ENTRY], {
    env: {
      ...process.env,
      UPSTREAM_HOST: '127.0.0.1',
      UPSTREAM_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child = started
  let stdout = ''
  let stderr = ''
  started.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk
  })
  started.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk
  })
  const code = await new Promise<number | null>((resolve) => started.once('close', resolve))
  return { code, stdout, stderr }
}

describe('the upstream process with a bad variable', () => {
  it.each([
    ['DEMO_MODE', { DEMO_MODE: 'yes' }, /DEMO_MODE must be one of on, off/],
    ['UPSTREAM_PORT', { UPSTREAM_PORT: 'abc' }, /UPSTREAM_PORT must be an integer from 0 to 65535/],
    ['NODE_ENV', { NODE_ENV: 'PRODUCTION' }, /NODE_ENV must be one of development, test, production/],
  ])('%s: one line naming it and what it allows, no stack, exit 1', async (_name, env, words) => {
    const outcome = await runUpstream(env)
    expect(outcome.code).toBe(1)
    expect(outcome.stdout).toBe('')
    const lines = outcome.stderr.trimEnd().split('\n')
    expect(lines, outcome.stderr).toHaveLength(1)
    expect(outcome.stderr).not.toMatch(/^\s+at /m)
    expect(lines[0]).toMatch(words)
  })
})
