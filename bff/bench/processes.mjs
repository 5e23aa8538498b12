import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const UPSTREAM_ENTRY = join(ROOT, 'upstream/dist/server.js')
export const BFF_ENTRY = join(ROOT, 'bff/dist/server.js')

/** A free loopback port: bind, read, release. */
export async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Starts a built service as a child process on a loopback port; stop() ends that process only. */
async function start(entry, env, readyPath, port) {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`)
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env },
    // Logs go to /dev/null: the bff still formats and writes every line, as in production.
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}${readyPath}`, 120_000)
  return {
    url,
    pid: child.pid,
    /** Resident memory in bytes, from /proc (Linux). */
    rss: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', resolve)
        child.kill('SIGTERM')
      }),
  }
}

export async function startUpstream() {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'gaokao-bench-upstream-'))
  const service = await start(
    UPSTREAM_ENTRY,
    { UPSTREAM_HOST: '127.0.0.1', UPSTREAM_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_MODE: 'on' },
    '/api/v1/web/provinces',
    port,
  )
  return {
    ...service,
    stop: async () => {
      await service.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The bff as operators run it: production mode, info logging, every feature on. */
export async function startBff(upstreamUrl) {
  const port = await freePort()
  return start(
    BFF_ENTRY,
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      UPSTREAM_URL: upstreamUrl,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      WEB_DIST: '',
    },
    '/readyz',
    port,
  )
}
