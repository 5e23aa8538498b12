import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const UPSTREAM_ENTRY = join(ROOT, 'upstream/dist/server.js')
/** BENCH_BFF_ENTRY runs another build of the bff (e.g. the one before a change) for a before/after table. */
export const BFF_ENTRY = process.env.BENCH_BFF_ENTRY ?? join(ROOT, 'bff/dist/server.js')

/** A free loopback port: bind, read, release. */
export async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Resolves once url answers 200; rejects early if the process exits first. */
async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process exited (${child.exitCode}) before ${url} answered`)
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
  await waitFor(`${url}${readyPath}`, child, 120_000)
  return {
    url,
    pid: child.pid,
    /** Resident memory in bytes, from /proc (Linux). */
    rss: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
    /** CPU time used so far (user + system) in seconds, from /proc (Linux; clock ticks of 10 ms). */
    cpuSeconds: () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ')
      return (Number(fields[11]) + Number(fields[12])) / 100
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', resolve)
        child.kill('SIGTERM')
      }),
  }
}

/**
 * The reference upstream with a fresh data directory. Its first start builds
 * the dataset; on a busy machine that can outlast Fastify's plugin timeout
 * after the data is written, so one more start on the same directory follows.
 */
export async function startUpstream() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gaokao-bench-upstream-'))
  const attempt = async () => {
    const port = await freePort()
    return start(
      UPSTREAM_ENTRY,
      {
        UPSTREAM_HOST: '127.0.0.1',
        UPSTREAM_PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEMO_MODE: 'on',
      },
      '/api/v1/web/provinces',
      port,
    )
  }
  const service = await attempt()
    .catch(attempt)
    .catch((error) => {
      rmSync(dataDir, { recursive: true, force: true })
      throw error
    })
  return {
    ...service,
    stop: async () => {
      await service.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The bff as operators run it: production mode, info logging, every feature on. */
export async function startBff(upstreamUrl, env = {}) {
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
      ...env,
    },
    '/readyz',
    port,
  )
}

/** The bare node:http + undici Pool forwarder (bench/bare-forwarder.mjs), the reference the goals of docs/bff-benchmarks.md start from. */
export async function startBareForwarder(upstreamUrl) {
  const port = await freePort()
  return start(
    fileURLToPath(new URL('./bare-forwarder.mjs', import.meta.url)),
    { PORT: String(port), UPSTREAM_URL: upstreamUrl },
    '/api/v1/web/provinces',
    port,
  )
}

/** Fastify + @fastify/http-proxy and nothing else (bench/http-proxy-forwarder.mjs): the floor of a bff built on it. */
export async function startHttpProxyForwarder(upstreamUrl) {
  const port = await freePort()
  return start(
    fileURLToPath(new URL('./http-proxy-forwarder.mjs', import.meta.url)),
    { PORT: String(port), UPSTREAM_URL: upstreamUrl },
    '/api/v1/web/provinces',
    port,
  )
}

/** nginx, when the machine has it (apt-get install nginx-light); the bench's second reference. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/**
 * nginx as a plain reverse proxy to the upstream (one worker, keep-alive to
 * the upstream, no access log): the figures once quoted for it (+12 µs, 46-62 %)
 * say how fast a forwarder can be on the machine they were measured on, so
 * the bench measures it in the same run. Undefined when nginx is missing.
 */
export async function startNginx(upstreamUrl) {
  if (!existsSync(NGINX_PATH)) return undefined
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'gaokao-bench-nginx-'))
  const upstream = new URL(upstreamUrl)
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir};
  upstream api { server ${upstream.host}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / { proxy_pass http://api; proxy_http_version 1.1; proxy_set_header Connection ""; }
  }
}
`,
  )
  const child = spawn(NGINX_PATH, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/api/v1/web/provinces`, child, 20_000)
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true })
          resolve()
        }
        if (child.exitCode !== null) return done()
        child.once('exit', done)
        child.kill('SIGTERM')
      }),
  }
}
