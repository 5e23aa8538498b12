import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * A second bff (the built one) before the stack's upstream, with settings of
 * its own: the site as an operator who turned a setting on serves it (e.g.
 * ANTI_DEBUG=on for the development gate). Kept apart from stack.ts, whose
 * one stack stays as it is for every other suite.
 */
const bffEntry = join(fileURLToPath(new URL('../..', import.meta.url)), 'bff/dist/server.js')

export interface ExtraBff {
  baseUrl: string
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

export async function startExtraBff(upstreamUrl: string, env: Record<string, string>): Promise<ExtraBff> {
  if (!existsSync(bffEntry)) throw new Error(`bff is not built (${bffEntry}): run npm run build`)
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [bffEntry], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      UPSTREAM_URL: upstreamUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`extra bff exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break
    } catch {
      // not yet
    }
    if (Date.now() > deadline) {
      await stopChild(child)
      throw new Error(`${baseUrl} did not answer in time`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return { baseUrl, stop: () => stopChild(child) }
}
