import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { buildUpstream } from '../src/build.js'
import { loadConfig, type UpstreamConfig } from '../src/config.js'

export function testConfig(overrides: Partial<UpstreamConfig> = {}): UpstreamConfig {
  return { ...loadConfig({}), LOG_LEVEL: 'silent', ...overrides }
}

/** A data directory of its own for each test file, removed afterwards. */
export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'gaokao-upstream-'))
}

/** Builds the upstream once for a test file (seeding costs time) and closes it after. */
export function useUpstream(overrides: Partial<UpstreamConfig> = {}): () => FastifyInstance {
  let app: FastifyInstance | undefined
  let dataDir = ''
  beforeAll(async () => {
    dataDir = tempDataDir()
    app = await buildUpstream(testConfig({ DATA_DIR: dataDir, ...overrides }))
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  return () => {
    if (!app) throw new Error('upstream not built yet')
    return app
  }
}
