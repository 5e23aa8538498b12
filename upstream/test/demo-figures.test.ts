import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const MODULES = fileURLToPath(new URL('../src/modules/', import.meta.url))

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

/**
 * Whether an answer's figures are generated is said in one place, lib/provenance.ts DEMO_FIGURES: a module
 * that writes `demo: true` (or a constant of its own) would keep saying 示例数据 after the dataset changed.
 */
describe('the demo flag', () => {
  it('is written by no module: every answer reads DEMO_FIGURES', () => {
    const writers = sources(MODULES)
      .filter((path) => /\bdemo:\s*(true|false)\b/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(MODULES, path))
    expect(writers).toEqual([])
  })
})
