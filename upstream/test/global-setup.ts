import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openSeededDatabase } from '../src/dataset/open-seeded.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory seeded from empty once per run; tempDataDir() hands out copies of it. */
    templateDataDir: string
  }
}

/**
 * Seeds an empty data directory exactly as a first start does, and prints how
 * long it took (the goal is under 30 s; measured, not asserted: timings
 * on a shared CI machine are not a test). Every test file then starts from a
 * copy instead of paying for its own seed.
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'gaokao-upstream-template-'))
  const started = performance.now()
  openSeededDatabase(dir, (report) => {
    const total = Object.values(report.rows).reduce((sum, n) => sum + n, 0)
    console.info(`dataset ${report.version}: ${total} rows in ${(report.milliseconds / 1000).toFixed(1)} s`)
  }).close()
  console.info(`seeded an empty data directory in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  project.provide('templateDataDir', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
