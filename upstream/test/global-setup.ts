import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startTempPostgres } from '../../scripts/lib/temp-postgres.mjs'
import { openSeededDatabase } from '../src/dataset/open-seeded.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory seeded from empty once per run; tempDataDir() hands out copies of it. */
    templateDataDir: string
    /** The PostgreSQL run's maintenance URL (UPSTREAM_TEST_POSTGRES=on), '' otherwise: helpers.ts makes a database per app on it. */
    postgresAdminUrl: string
  }
}

/**
 * Seeds an empty data directory exactly as a first start does, and prints how
 * long it took (the goal is under 30 s; measured, not asserted: timings
 * on a shared CI machine are not a test). Every test file then starts from a
 * copy instead of paying for its own seed.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'gaokao-upstream-template-'))
  const started = performance.now()
  openSeededDatabase(dir, (report) => {
    const total = Object.values(report.rows).reduce((sum, n) => sum + n, 0)
    console.info(`dataset ${report.version}: ${total} rows in ${(report.milliseconds / 1000).toFixed(1)} s`)
  }).close()
  console.info(`seeded an empty data directory in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  project.provide('templateDataDir', dir)
  // The user-data tests again with user state in PostgreSQL (docs/user-store.md): `npm run test:pg`.
  const postgres = process.env.UPSTREAM_TEST_POSTGRES === 'on' ? await startTempPostgres({ durable: false }) : undefined
  project.provide('postgresAdminUrl', postgres?.adminUrl ?? '')
  return () => {
    postgres?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
