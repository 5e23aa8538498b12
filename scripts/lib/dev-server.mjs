import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { root } from './paths.mjs'

/** Vite's own default: what the README names for `npm run dev`. */
export const DEFAULT_DEV_PORT = 5173

/**
 * DEV_PORT, the port Vite serves the page on: a whole number from 1 to
 * 65535, or unset for 5173. A bad value stops `npm run dev` before anything
 * starts, naming the variable (as the services' own settings do).
 */
export function devPort(env = process.env) {
  const given = env.DEV_PORT
  if (given === undefined || given === '') return DEFAULT_DEV_PORT
  const port = /^\d{1,5}$/.test(given.trim()) ? Number(given) : Number.NaN
  if (!(port >= 1 && port <= 65535))
    throw new Error(`Invalid configuration: DEV_PORT must be a port number from 1 to 65535`)
  return port
}

/**
 * Vite's dev server for web/ on `port` (nothing else: --strictPort), its
 * proxy sending /api and /bff to the bff at `bffUrl` (web/vite.config.ts).
 * Resolves once the page answers; the child is returned to be stopped.
 */
export async function startVite({ port, bffUrl, stdio = 'inherit', timeoutMs = 120_000 }) {
  const vite = spawn(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort'],
    {
      cwd: join(root, 'web'),
      stdio,
      env: { ...process.env, BFF_URL: bffUrl },
    },
  )
  const url = `http://localhost:${port}/`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (vite.exitCode !== null) throw new Error(`vite exited with ${vite.exitCode} before ${url} answered`)
    try {
      if ((await fetch(url)).ok) return { url, child: vite }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      vite.kill('SIGTERM')
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}
