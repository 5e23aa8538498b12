import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { closedPort } from './helpers.js'

/** Debian's redis-server, which CI installs with apt (docs/bff-limits-redis.md). */
const REDIS_SERVER = '/usr/bin/redis-server'

export interface RedisServer {
  url: string
  port: number
  /** Stops the server; the port stays reserved for start(). */
  stop(): Promise<void>
  /** Starts it again, empty, on the same port; nothing when it runs. */
  start(): Promise<void>
  /** Freezes the process (SIGSTOP): connections stay open, nothing is answered. */
  pause(): void
  resume(): void
  /** Empties it between tests. */
  flush(): Promise<void>
  /** Stops it for good and removes its folder. */
  close(): Promise<void>
}

/**
 * A real Redis on a free loopback port, nothing written to disk, in a
 * temporary folder: the store the bff's shared limits run on.
 */
export async function startRedisServer(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) throw new Error('install redis-server: apt-get install redis-server')
  const dir = mkdtempSync(join(tmpdir(), 'gaokao-bff-redis-'))
  const port = await closedPort()
  const url = `redis://127.0.0.1:${port}`
  let child: ChildProcess | undefined

  const start = async () => {
    if (child !== undefined && child.exitCode === null) return
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]
    const started = spawn(REDIS_SERVER, args, { stdio: 'ignore' })
    child = started
    await waitForPing(url, started)
  }
  const stop = async () => {
    const running = child
    child = undefined
    if (running === undefined || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }
  await start()
  return {
    url,
    port,
    stop,
    start,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    flush: async () => {
      const client = new Redis(url, { lazyConnect: true })
      await client.connect()
      await client.flushall()
      client.disconnect()
    },
    close: async () => {
      await stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function waitForPing(url: string, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}) before it answered`)
    const client = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 })
    client.on('error', () => {})
    try {
      await client.connect()
      if ((await client.ping()) === 'PONG') return
    } catch {
      // not listening yet
    } finally {
      client.disconnect()
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  child.kill('SIGKILL')
  throw new Error(`redis-server at ${url} did not answer PING`)
}
