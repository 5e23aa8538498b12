import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiPath, BFF_PATHS, provinces } from '@gaokao/contracts'
import { INSPECTOR_URL, inspectorCall } from './fuzz-inspector.mjs'
import { bffEntry, root, upstreamEntry } from './paths.mjs'

/** The bff's reference cache in the fuzz stack (docs/fuzzing.md). */
export const FUZZ_CACHE_MAX_BYTES = 4 * 1024 * 1024
/** Lines of each process's output kept for the report when it crashes. */
const TAIL_LINES = 40

/** A port free right now on loopback: other engineers' suites run on the same machine. */
export async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** The resident set of a process in bytes, from /proc (Linux; CI and the development machines run it). */
export function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1]
    return kb === undefined ? undefined : Number(kb) * 1024
  } catch {
    return undefined
  }
}

async function waitUntilAnswering(url, proc, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!proc.alive()) throw new Error(`${proc.name} exited while starting:\n${proc.tail()}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * A child process whose output is kept as a short tail instead of flooding
 * the fuzzer's report. Its inspector listens on a free loopback port, only
 * so that the fuzzer can collect its garbage before measuring its memory:
 * what is measured is what it keeps, not what it has yet to collect.
 */
function spawnService(name, entry, env) {
  const child = spawn(process.execPath, ['--inspect=127.0.0.1:0', entry], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines = []
  let exit
  let inspector
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (line === '') continue
      const listening = INSPECTOR_URL.exec(line)?.[1]
      if (listening) inspector = listening
      if (listening || line.startsWith('For help, see')) continue
      lines.push(line.length > 400 ? `${line.slice(0, 400)}…` : line)
      if (lines.length > TAIL_LINES) lines.shift()
    }
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exit = signal ?? code
      resolve()
    })
  })
  return {
    name,
    pid: child.pid,
    alive: () => exit === undefined,
    exitStatus: () => exit,
    tail: () => lines.join('\n'),
    /** A full garbage collection in the process (the inspector's HeapProfiler.collectGarbage). */
    async collectGarbage() {
      if (!inspector) throw new Error(`${name}: its inspector address was never printed`)
      await inspectorCall(inspector, 'HeapProfiler.collectGarbage')
    },
    /** process.memoryUsage() inside the process. */
    async memoryUsage() {
      const { result } = await inspectorCall(inspector, 'Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      })
      return JSON.parse(result.value)
    },
    async stop() {
      if (exit !== undefined) return
      child.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * The built upstream (demo mode, a fresh data directory, so its first start
 * seeds) and the bff in front of it, on free loopback ports, the way
 * e2e/support/stack.ts starts them. LOG_LEVEL error: a 500 leaves its stack
 * in the tail the report prints, ordinary refusals do not.
 */
export async function startFuzzStack() {
  for (const entry of [upstreamEntry, bffEntry]) {
    if (!existsSync(entry)) throw new Error(`${entry} is not built: run npm run build`)
  }
  const ports = { upstream: await freePort(), bff: await freePort() }
  const dataDir = mkdtempSync(join(tmpdir(), 'gaokao-fuzz-'))
  const upstreamUrl = `http://127.0.0.1:${ports.upstream}`
  const bffUrl = `http://127.0.0.1:${ports.bff}`
  const common = { ...process.env, LOG_LEVEL: 'error', NODE_ENV: 'test' }
  const upstream = spawnService('upstream', upstreamEntry, {
    ...common,
    UPSTREAM_HOST: '127.0.0.1',
    UPSTREAM_PORT: String(ports.upstream),
    DATA_DIR: dataDir,
    DEMO_MODE: 'on',
  })
  const processes = [upstream]
  const stop = async () => {
    for (const proc of processes.reverse()) await proc.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    // The first start seeds the whole dataset: give it the time npm start gives it.
    await waitUntilAnswering(`${upstreamUrl}${apiPath(provinces)}`, upstream, 180_000)
    const bff = spawnService('bff', bffEntry, {
      ...common,
      HOST: '127.0.0.1',
      PORT: String(ports.bff),
      UPSTREAM_URL: upstreamUrl,
      // The reference cache may hold 64 MiB by design; a small one keeps its filling from passing for a leak
      // (or hiding one) in the memory check, and has the fuzz's many keys exercise its eviction.
      CACHE_MAX_BYTES: String(FUZZ_CACHE_MAX_BYTES),
    })
    processes.push(bff)
    await waitUntilAnswering(`${bffUrl}${BFF_PATHS.healthz}`, bff, 30_000)
    return { bffUrl, upstreamUrl, upstream, bff, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
