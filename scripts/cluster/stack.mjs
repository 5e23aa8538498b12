import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bffEntry, upstreamEntry, webIndex } from '../lib/paths.mjs'
import { freePort, startTempPostgres } from '../lib/temp-postgres.mjs'
import { startGateway } from './nginx.mjs'
import { spawnNode, startRedis, waitUntilOk } from './processes.mjs'

/**
 * The limits the cluster's bffs run with: small, so a burst of twice as many
 * shows the limit held across both replicas in a second.
 */
export const CLUSTER_LIMIT = 6

const UPSTREAM_READY = '/api/v1/web/provinces'
/** The first start seeds the dataset, about 10 s on an idle 2-core machine; CI's is not idle. */
const SEED_TIMEOUT_MS = 240_000

const log = (...args) => console.error('[cluster]', ...args)

/**
 * PostgreSQL and Redis on loopback, two upstream replicas (demo mode, user
 * state in the one PostgreSQL, each its own dataset folder), two bffs on the
 * one Redis, and nginx in front (deploy/nginx/cluster.conf.template): every
 * port a free one, every file in one temporary folder. Builds nothing: it
 * runs upstream/dist and bff/dist as `npm run build` left them.
 * `gateway` passes nginx options (workers, extra blocks) to startGateway.
 */
export async function startCluster({ gateway: gatewayOptions = {} } = {}) {
  for (const entry of [upstreamEntry, bffEntry]) {
    if (!existsSync(entry))
      throw new Error(`${entry} is missing: run npm run build first (the cluster test builds nothing)`)
  }
  const dir = mkdtempSync(join(tmpdir(), 'gaokao-cluster-'))
  const stops = []
  const stop = async () => {
    for (const step of stops.reverse()) {
      try {
        await step()
      } catch (error) {
        log('while stopping:', error instanceof Error ? error.message : error)
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    log('PostgreSQL and Redis…')
    const postgres = await startTempPostgres({ durable: false })
    stops.push(() => postgres.stop())
    mkdirSync(join(dir, 'redis'))
    const redis = await startRedis(join(dir, 'redis'), await freePort())
    stops.push(() => redis.kill('SIGKILL'))

    const ports = {
      upstreams: [await freePort(), await freePort()],
      bffs: [await freePort(), await freePort()],
      gateway: await freePort(),
      apiA: await freePort(),
      apiB: await freePort(),
    }
    const address = (port) => `127.0.0.1:${port}`
    // One key for every replica: a provider's callback may reach either.
    const sandboxSecret = randomBytes(24).toString('hex')

    log('two upstream replicas (each seeds its own dataset; user state in PostgreSQL)…')
    const upstreams = ['a', 'b'].map((side, i) => {
      const dataDir = join(dir, `upstream-${side}`)
      mkdirSync(dataDir)
      const proc = spawnNode(`upstream-${side}`, upstreamEntry, {
        UPSTREAM_HOST: '127.0.0.1',
        UPSTREAM_PORT: String(ports.upstreams[i]),
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        DEMO_MODE: 'on',
        PAY_SANDBOX_SECRET: sandboxSecret,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      })
      stops.push(() => proc.kill('SIGKILL'))
      return { ...proc, url: `http://${address(ports.upstreams[i])}` }
    })
    await Promise.all(upstreams.map((u) => waitUntilOk(`${u.url}${UPSTREAM_READY}`, u, SEED_TIMEOUT_MS)))

    log('nginx…')
    const gateway = await startGateway(join(dir, 'nginx'), {
      bffs: [address(ports.bffs[0]), address(ports.bffs[1])],
      upstreams: [address(ports.upstreams[0]), address(ports.upstreams[1])],
      ports,
      ...gatewayOptions,
    })
    stops.push(() => gateway.stop())

    log('two bff replicas…')
    const apiPorts = [ports.apiA, ports.apiB]
    const bffs = ['a', 'b'].map((side, i) => {
      const proc = spawnNode(`bff-${side}`, bffEntry, {
        HOST: '127.0.0.1',
        PORT: String(ports.bffs[i]),
        UPSTREAM_URL: `http://${address(apiPorts[i])}`,
        REDIS_URL: redis.url,
        // The gateway is on loopback: its X-Forwarded-For is believed, nobody else's.
        TRUST_PROXY: 'loopback',
        CODE_SENDS_PER_ADDRESS_PER_HOUR: String(CLUSTER_LIMIT),
        LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: String(CLUSTER_LIMIT),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...(existsSync(webIndex) ? {} : { WEB_DIST: '' }),
      })
      stops.push(() => proc.kill('SIGTERM'))
      return { ...proc, url: `http://${address(ports.bffs[i])}` }
    })
    await Promise.all(bffs.map((b) => waitUntilOk(`${b.url}/readyz`, b, 60_000)))
    await waitUntilOk(`${gateway.url}/healthz`, { name: 'nginx', alive: () => true, tail: () => '' }, 10_000)
    return { dir, postgres, redis, upstreams, bffs, gateway, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
