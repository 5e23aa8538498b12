import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The upstream's source layout (docs/upstream-layout.md), held by the checker
 * every workspace shares (scripts/check-imports.mjs: an import graph read with
 * TypeScript's parser). Its path is not a literal so that tsc does not look
 * for type declarations of a plain .mjs script.
 */
const CHECKER = new URL('../../scripts/check-imports.mjs', import.meta.url).href

type Checked = { folder: string }
const { layoutFindings } = (await import(CHECKER)) as { layoutFindings: (checked: Checked[]) => string[] }

/** Every upstream folder with code in it: a circle through a test helper or a bench counts too. */
const UPSTREAM: Checked[] = [
  { folder: 'upstream/src' },
  { folder: 'upstream/test' },
  { folder: 'upstream/bench' },
  { folder: 'upstream/scripts' },
]

/**
 * Source files allowed past 400 lines: none. The checker reads only source
 * files, so the data (upstream/data's JSON and CSV, the published figures
 * under upstream/data/real) are never counted; the code that loads them
 * (src/dataset/real/) and the generator (src/dataset/generate/) are held to
 * the limit like any other module.
 */
const LONG_SOURCE_ALLOWED: readonly string[] = []

const findings = layoutFindings(UPSTREAM)

describe('the upstream source layout', () => {
  it('has no import circle', () => {
    expect(findings.filter((f) => f.startsWith('import circle'))).toEqual([])
  })

  it('has no source file over 400 lines in src/', () => {
    const long = findings.filter((f) => f.startsWith('over 400 lines: upstream/src/'))
    expect(long.filter((f) => !LONG_SOURCE_ALLOWED.some((path) => f.includes(` ${path} `)))).toEqual([])
  })

  it('has no test file over 400 lines in test/', () => {
    // A long test file is split by call group or page, its shared setup in test/support/ (docs/upstream-layout.md).
    expect(findings.filter((f) => f.startsWith('over 400 lines: upstream/test/'))).toEqual([])
  })
})

const MODULES = new URL('../src/modules/', import.meta.url)

/** Every module's routes: routes.ts, or <topic>-routes.ts where a domain has several groups of calls. */
const ROUTES_FILES = readdirSync(MODULES, { recursive: true, encoding: 'utf8' }).filter((path) =>
  /(^|\/|-)routes\.ts$/.test(path),
)

describe('a module of the upstream', () => {
  it('prepares its statements in its queries, not in its routes', () => {
    expect(ROUTES_FILES).toContain('major/routes.ts')
    expect(ROUTES_FILES).toContain('planning/choice-routes.ts')
    const preparing = ROUTES_FILES.filter((path) => readFileSync(new URL(path, MODULES), 'utf8').includes('.prepare('))
    expect(preparing).toEqual([])
  })

  it('keeps its queries as one object, not a second list of their names', () => {
    // `const q = subjectQueries(db)` then `q.modes`: destructuring repeats every name the factory returns.
    const unpacking = ROUTES_FILES.filter((path) =>
      /\}\s*=\s*\w+Queries\(/.test(readFileSync(new URL(path, MODULES), 'utf8')),
    )
    expect(unpacking).toEqual([])
  })
})
