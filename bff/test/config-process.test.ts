import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { closedPort } from './helpers.js'

/**
 * src/server.ts as operators run it, with a bad variable: the process stops
 * before serving anything, with one line naming the variable and what it
 * allows, no stack trace, exit code 1 (docs/configuration.md). Needs
 * `npm run build` first.
 */
const BFF_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url))

let child: ChildProcess | undefined
// A bff that accepted the value listens and never exits: the test times out, and its process must not outlive it.
afterEach(() => {
  if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  child = undefined
})

interface Outcome {
  code: number | null
  stdout: string
  stderr: string
}

async function runBff(env: Record<string, string>): Promise<Outcome> {
  if (!existsSync(BFF_ENTRY)) throw new Error('build the bff first: npm run build')
  const started = spawn(process.execPath, [BFF_ENTRY], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(await closedPort()),
      UPSTREAM_URL: `http://127.0.0.1:${await closedPort()}`,
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

function expectOneLineRefusal(outcome: Outcome, ...words: RegExp[]) {
  expect(outcome.code).toBe(1)
  expect(outcome.stdout).toBe('')
  const lines = outcome.stderr.trimEnd().split('\n')
  expect(lines, outcome.stderr).toHaveLength(1)
  expect(outcome.stderr).not.toMatch(/^\s+at /m)
  for (const word of words) expect(lines[0]).toMatch(word)
}

describe('the bff process with a bad variable', () => {
  it('TRUST_PROXY=garbage: one line naming TRUST_PROXY and what it allows, exit 1', async () => {
    expectOneLineRefusal(await runBff({ TRUST_PROXY: 'garbage' }), /TRUST_PROXY must be/, /CIDRs/)
  })

  it('ALLOWED_ORIGINS=example.com (no scheme): refused at boot instead of refusing every POST', async () => {
    expectOneLineRefusal(await runBff({ ALLOWED_ORIGINS: 'example.com' }), /ALLOWED_ORIGINS must be/, /scheme/)
  })

  it('NODE_ENV=PRODUCTION with replay: refused, naming NODE_ENV', async () => {
    expectOneLineRefusal(
      await runBff({ NODE_ENV: 'PRODUCTION', UPSTREAM_MODE: 'replay', CASSETTE_DIR: '/tmp' }),
      /NODE_ENV must be one of development, test, production/,
    )
  })

  it('replay of a cassette that is not there: one line naming CASSETTE_DIR and CASSETTE_NAME', async () => {
    expectOneLineRefusal(
      await runBff({ NODE_ENV: 'test', UPSTREAM_MODE: 'replay', CASSETTE_DIR: '/nonexistent', CASSETTE_NAME: 'x' }),
      /CASSETTE_DIR, CASSETTE_NAME: cannot read the cassette/,
    )
  })

  it('REDIS_URL that no Redis answers at: one line naming REDIS_URL, its password left out, exit 1', async () => {
    const outcome = await runBff({ REDIS_URL: `redis://:s3cret-pass@127.0.0.1:${await closedPort()}/0` })
    expectOneLineRefusal(outcome, /REDIS_URL: no Redis answered PING at redis:\/\/127\.0\.0\.1:\d+ within 3 s/)
    expect(outcome.stderr).not.toContain('s3cret-pass')
  })

  it('REDIS_URL at a server that accepts but never answers: one line naming REDIS_URL after the boot timeout', async () => {
    // Reads and says nothing, as a stalled Redis or another service on that port might; reading lets the
    // connection end when the bff exits, so the server can close.
    const silent = createServer((socket) => socket.resume())
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const address = silent.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      expectOneLineRefusal(
        await runBff({ REDIS_URL: `redis://127.0.0.1:${port}` }),
        /REDIS_URL: no Redis answered PING at redis:\/\/127\.0\.0\.1:\d+ within 3 s/,
      )
    } finally {
      await new Promise((resolve) => silent.close(resolve))
    }
  })

  it('REDIS_URL that is no redis:// URL: one line naming REDIS_URL, its password left out, exit 1', async () => {
    const outcome = await runBff({ REDIS_URL: 'http://:s3cret-pass@127.0.0.1:6379' })
    expectOneLineRefusal(outcome, /REDIS_URL must be .*a redis:\/\/ or rediss:\/\/ URL/)
    expect(outcome.stderr).not.toContain('s3cret-pass')
  })

  it('a PORT in use: one line naming PORT, exit 1', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const address = taken.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      expectOneLineRefusal(await runBff({ PORT: String(port) }), /PORT is already in use/)
    } finally {
      await new Promise((resolve) => taken.close(resolve))
    }
  })

  it('a HOST that is no address of this machine: one line naming HOST, exit 1', async () => {
    // 192.0.2.0/24 is reserved for documentation: no machine has it, and no name lookup is involved.
    expectOneLineRefusal(await runBff({ HOST: '192.0.2.1' }), /HOST is not an address of this machine/)
  })
})
