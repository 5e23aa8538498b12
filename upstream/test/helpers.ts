import { constants, copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, inject } from 'vitest'
import { buildUpstream } from '../src/build.js'
import { loadConfig, type UpstreamConfig } from '../src/config.js'
import { DATABASE_FILE, type Db, openDatabase } from '../src/db/open.js'

export function testConfig(overrides: Partial<UpstreamConfig> = {}): UpstreamConfig {
  return { ...loadConfig({}), LOG_LEVEL: 'silent', ...overrides }
}

/** A new, empty data directory: opening it seeds everything (about 10 s). */
export function emptyDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'gaokao-upstream-'))
}

/**
 * A data directory of its own for each caller, holding a copy of the
 * database test/global-setup.ts seeded from empty for this run: as if the
 * upstream had started once already. Remove it when done.
 */
export function tempDataDir(): string {
  const dir = emptyDataDir()
  copyFileSync(join(inject('templateDataDir'), DATABASE_FILE), join(dir, DATABASE_FILE), constants.COPYFILE_FICLONE)
  return dir
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true })
}

/** Opens a copy of the seeded database once for a test file (no server) and removes it after. */
export function useSeededDatabase(): () => Db {
  let db: Db | undefined
  let dataDir = ''
  beforeAll(() => {
    dataDir = tempDataDir()
    db = openDatabase(dataDir)
  })
  afterAll(() => {
    db?.close()
    removeDataDir(dataDir)
  })
  return () => {
    if (!db) throw new Error('the seeded database is opened in beforeAll')
    return db
  }
}

/** Builds the upstream once for a test file and closes it after. */
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
    removeDataDir(dataDir)
  })
  return () => {
    if (!app) throw new Error('upstream not built yet')
    return app
  }
}
