import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { closedPort, type FakeUpstream, SPA_HEADERS, sendJson, sleep, startFakeUpstream } from './helpers.js'

/**
 * src/server.ts as operators run it: its own process, stopped by a signal.
 * The in-process side of shutdown (503 for late requests) is
 * plugins/shutdown.test.ts; this is the signal handling around it.
 */
const BFF_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url))
const FORWARDED = '/api/v1/test/slow'

let fake: FakeUpstream | undefined
let child: ChildProcess | undefined
afterEach(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL')
  child = undefined
  await fake?.close()
  fake = undefined
})

async function startBffProcess(upstreamUrl: string, env: Record<string, string> = {}) {
  if (!existsSync(BFF_ENTRY)) throw new Error('build the bff first: npm run build')
  const port = await closedPort()
  let output = ''
  const started = spawn(process.execPath, [BFF_ENTRY], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      UPSTREAM_URL: upstreamUrl,
      WEB_DIST: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child = started
  started.stdout?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    if (started.exitCode !== null) throw new Error(`the bff exited (${started.exitCode})`)
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await sleep(100)
  }
  const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)))
  return { url, process: started, exited, output: () => output }
}

const postSlow = (url: string) =>
  fetch(`${url}${FORWARDED}`, {
    method: 'POST',
    headers: { ...SPA_HEADERS, 'content-type': 'application/json' },
    body: '{}',
  })

describe('the bff process on SIGTERM', () => {
  it('finishes the request in flight on its kept-alive connection, closes that connection, then exits 0', async () => {
    fake = await startFakeUpstream((_req, res) =>
      setTimeout(() => sendJson(res, 200, { code: 0, msg: '成功', data: 'finished' }), 800),
    )
    // fetch keeps its connection alive, as a gateway does: left open, it would hold the process until the timeout (exit 1).
    const bff = await startBffProcess(fake.url, { SHUTDOWN_TIMEOUT_MS: '10000' })
    const answer = postSlow(bff.url)
    while (fake.requests.length === 0) await sleep(20)
    bff.process.kill('SIGTERM')
    const res = await answer
    expect(res.status).toBe(200)
    expect(res.headers.get('connection')).toBe('close')
    expect(await res.json()).toEqual({ code: 0, msg: '成功', data: 'finished' })
    expect(await bff.exited).toBe(0)
    expect(bff.output()).toContain('closing: finishing in-flight requests')
    expect(bff.output()).not.toContain('shutdown timed out')
  })

  it('exits 1 once SHUTDOWN_TIMEOUT_MS has passed with a request still hanging', async () => {
    fake = await startFakeUpstream(() => {
      // never answers
    })
    const bff = await startBffProcess(fake.url, { SHUTDOWN_TIMEOUT_MS: '400' })
    void postSlow(bff.url).catch(() => undefined)
    while (fake.requests.length === 0) await sleep(20)
    const signalled = Date.now()
    bff.process.kill('SIGTERM')
    expect(await bff.exited).toBe(1)
    expect(Date.now() - signalled).toBeLessThan(5_000)
    expect(bff.output()).toContain('shutdown timed out')
  })
})
