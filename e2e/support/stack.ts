import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const entries = {
  upstream: join(root, 'upstream/dist/server.js'),
  bff: join(root, 'bff/dist/server.js'),
  web: join(root, 'web/dist/index.html'),
}

export interface Stack {
  baseUrl: string
  upstreamUrl: string
  /** The embedded upstream's data directory, for tests that must seed a row of their own (e.g. a stored XSS payload). */
  dataDir: string
  stop(): Promise<void>
  /** Stops the bff alone (SIGTERM: it finishes in-flight requests and flushes a cassette it records). */
  stopBff(): Promise<void>
  /** Stops the upstream alone, e.g. to prove a replaying bff needs none. */
  stopUpstream(): Promise<void>
  /** Starts the bff again on the same address, with this environment on top of the stack's own. */
  restartBff(env?: Record<string, string>): Promise<void>
}

export interface StackOptions {
  /** More environment for the bff, e.g. UPSTREAM_MODE=record and CASSETTE_DIR. */
  bffEnv?: Record<string, string>
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
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

/** A port free right now on loopback: several engineers' suites may run on one machine at once. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** The built site as users get it: the reference upstream and the bff serving web/dist, on free loopback ports. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const ports = { upstream: await freePort(), bff: await freePort() }
  for (const [name, path] of Object.entries(entries)) {
    if (!existsSync(path)) throw new Error(`${name} is not built (${path}): run npm run build`)
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'gaokao-e2e-'))
  const upstreamUrl = `http://127.0.0.1:${ports.upstream}`
  const baseUrl = `http://127.0.0.1:${ports.bff}`
  const common = { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test' }
  const upstream = spawn(process.execPath, [entries.upstream], {
    env: {
      ...common,
      UPSTREAM_HOST: '127.0.0.1',
      UPSTREAM_PORT: String(ports.upstream),
      DATA_DIR: dataDir,
      DEMO_MODE: 'on',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitFor(`${upstreamUrl}/api/v1/web/provinces`, upstream, 180_000)
  const startBff = async (env: Record<string, string> | undefined) => {
    const child = spawn(process.execPath, [entries.bff], {
      env: { ...common, HOST: '127.0.0.1', PORT: String(ports.bff), UPSTREAM_URL: upstreamUrl, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    await waitFor(`${baseUrl}/healthz`, child, 30_000)
    return child
  }
  let bff = await startBff(options.bffEnv)

  return {
    baseUrl,
    upstreamUrl,
    dataDir,
    async stop() {
      for (const child of [bff, upstream]) await stopChild(child)
      rmSync(dataDir, { recursive: true, force: true })
    },
    stopBff: () => stopChild(bff),
    stopUpstream: () => stopChild(upstream),
    async restartBff(env) {
      await stopChild(bff)
      bff = await startBff({ ...options.bffEnv, ...env })
    },
  }
}
