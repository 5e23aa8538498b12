import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { connect } from 'node:net'
import { root } from '../lib/paths.mjs'

/** Lines of each process's output kept for the report when it fails. */
const TAIL_LINES = 30

/**
 * A child process whose output is kept as a short tail, so a failure can
 * show why without the cluster's four processes flooding the log.
 */
export function spawnProcess(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines = []
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (line === '') continue
      lines.push(line.length > 300 ? `${line.slice(0, 300)}…` : line)
      if (lines.length > TAIL_LINES) lines.shift()
    }
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)))
  return {
    name,
    pid: child.pid,
    alive: () => child.exitCode === null && child.signalCode === null,
    tail: () => lines.join('\n'),
    exited,
    /** Sends the signal and waits for the exit; nothing when it has already exited. */
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

/** A built Node service (upstream/dist or bff/dist): missing means `npm run build` has not run. */
export function spawnNode(name, entry, env) {
  if (!existsSync(entry))
    throw new Error(`${entry} is missing: run npm run build first (the cluster test builds nothing)`)
  return spawnProcess(name, process.execPath, [entry], env)
}

/** Resolves once url answers 200; rejects when the process exits first or time runs out. */
export async function waitUntilOk(url, proc, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!proc.alive()) throw new Error(`${proc.name} exited while starting:\n${proc.tail()}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${proc.name}: ${url} did not answer within ${timeoutMs / 1000} s:\n${proc.tail()}`)
}

/** Debian's redis-server (apt-get install redis-server). */
export const REDIS_SERVER = '/usr/bin/redis-server'

function ping(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.setTimeout(1000, () => socket.destroy())
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk) => {
      answer += chunk
      if (answer.includes('\r\n')) socket.end()
    })
    socket.on('close', () => resolve(answer.startsWith('+PONG')))
    socket.on('error', () => resolve(false))
  })
}

/** Redis on a loopback port, nothing written to disk, as the bff's tests start it (bff/test/redis-server.ts). */
export async function startRedis(dir, port) {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: apt-get install redis-server`)
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]
  const proc = spawnProcess('redis', REDIS_SERVER, args)
  const deadline = Date.now() + 10_000
  while (!(await ping(port))) {
    if (!proc.alive()) throw new Error(`redis-server exited while starting:\n${proc.tail()}`)
    if (Date.now() > deadline) throw new Error(`redis-server did not answer PING on ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { ...proc, url: `redis://127.0.0.1:${port}` }
}
