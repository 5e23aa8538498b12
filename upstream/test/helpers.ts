import { randomBytes } from 'node:crypto'
import { constants, copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import { startTempPostgres } from '../../scripts/lib/temp-postgres.mjs'
import { type BuildOptions, buildUpstream } from '../src/build.js'
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

/**
 * In the PostgreSQL run (`npm run test:pg`, docs/user-store.md) a new, empty
 * database on the run's server for each app; '' otherwise, which keeps user
 * state in the SQLite file.
 */
export async function testDatabaseUrl(): Promise<string> {
  const adminUrl = inject('postgresAdminUrl')
  if (!adminUrl) return ''
  return createDatabase(adminUrl)
}

async function createDatabase(adminUrl: string): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** buildUpstream with user state where this run keeps it: SQLite, or a fresh PostgreSQL database. */
export async function buildTestUpstream(config: UpstreamConfig, options: BuildOptions = {}) {
  return buildUpstream({ ...config, DATABASE_URL: config.DATABASE_URL || (await testDatabaseUrl()) }, options)
}

/** Builds the upstream once for a test file and closes it after. */
export function useUpstream(
  overrides: Partial<UpstreamConfig> = {},
  options: BuildOptions = {},
): () => FastifyInstance {
  let app: FastifyInstance | undefined
  let dataDir = ''
  beforeAll(async () => {
    dataDir = tempDataDir()
    app = await buildTestUpstream(testConfig({ DATA_DIR: dataDir, ...overrides }), options)
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

/**
 * Builds `count` upstream replicas for a test file that share one new
 * PostgreSQL database, as replicas behind a gateway do (docs/user-store.md);
 * each has its own copy of the dataset. Outside the PostgreSQL run the file
 * starts a server of its own, so limits across replicas are tested in every run.
 */
export function useReplicas(count: number, overrides: Partial<UpstreamConfig> = {}): () => FastifyInstance[] {
  const apps: FastifyInstance[] = []
  const dataDirs: string[] = []
  let ownServer: { stop(): void } | undefined
  beforeAll(async () => {
    let adminUrl = inject('postgresAdminUrl')
    if (!adminUrl) {
      const server = await startTempPostgres({ durable: false })
      ownServer = server
      adminUrl = server.adminUrl
    }
    const url = await createDatabase(adminUrl)
    for (let i = 0; i < count; i++) {
      const dataDir = tempDataDir()
      dataDirs.push(dataDir)
      const app = await buildUpstream(testConfig({ DATA_DIR: dataDir, DATABASE_URL: url, ...overrides }))
      await app.ready()
      apps.push(app)
    }
  }, 120_000)
  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const dir of dataDirs) removeDataDir(dir)
    ownServer?.stop()
  })
  return () => {
    if (apps.length < count) throw new Error('the replicas are built in beforeAll')
    return apps
  }
}
