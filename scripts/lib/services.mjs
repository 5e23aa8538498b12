import { spawn } from 'node:child_process'
import { bffEntry, root, upstreamEntry } from './paths.mjs'

/** On loopback: only the bff talks to it. UPSTREAM_PORT moves it (the upstream itself validates the value). */
const EMBEDDED_UPSTREAM = { host: '127.0.0.1', port: process.env.UPSTREAM_PORT || '3100' }

async function waitUntilAnswering(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * Starts the embedded upstream (unless UPSTREAM_URL points elsewhere) and the
 * bff as child processes. Ctrl-C or SIGTERM stops both and waits for them; if
 * one dies, the other is stopped too.
 */
export async function startServices({ webDist } = {}) {
  const children = []
  let stopping = false
  const stop = async (code) => {
    if (stopping) return
    stopping = true
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)))
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))

  const spawnService = (entry, env) => {
    const child = spawn(process.execPath, [entry], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`${entry} stopped unexpectedly (${signal ?? code}); stopping the others`)
        void stop(1)
      }
    })
    children.push(child)
    return child
  }

  let upstreamUrl = process.env.UPSTREAM_URL
  if (!upstreamUrl) {
    upstreamUrl = `http://${EMBEDDED_UPSTREAM.host}:${EMBEDDED_UPSTREAM.port}`
    const upstream = spawnService(upstreamEntry, {
      UPSTREAM_HOST: EMBEDDED_UPSTREAM.host,
      UPSTREAM_PORT: String(EMBEDDED_UPSTREAM.port),
      DEMO_MODE: process.env.DEMO_MODE ?? 'on',
    })
    console.log('starting the embedded upstream (the first start seeds the database) ...')
    // The first start seeds the whole dataset: give it time.
    await waitUntilAnswering(`${upstreamUrl}/api/v1/web/provinces`, upstream, 180_000)
  } else {
    console.log(`using the upstream at ${upstreamUrl}`)
  }

  const port = process.env.PORT ?? '3000'
  const bff = spawnService(bffEntry, {
    UPSTREAM_URL: upstreamUrl,
    PORT: port,
    ...(webDist === '' ? { WEB_DIST: '' } : {}),
  })
  await waitUntilAnswering(`http://127.0.0.1:${port}/healthz`, bff, 30_000)
  return { port, upstreamUrl, stop }
}
