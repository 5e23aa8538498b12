import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  crossFeatureImports,
  importCircles,
  importGraph,
  importsOf,
  lineCount,
  longFiles,
  resolveImport,
} from './import-graph.mjs'

let folder
const write = (path, text) => {
  const file = join(folder, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
  return file
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'import-graph-'))
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

describe('what a module imports', () => {
  it('reads static, type-only and dynamic imports, and re-exports, but not imports quoted in comments or strings', () => {
    const text = [
      "import a from './a'",
      "import './side-effect.css'",
      "import type { B } from './b'",
      "import { type C, type D } from './c'",
      "import { type E, f } from './e'",
      "export { g } from './g'",
      "export type { H } from './h'",
      "// import x from './commented'",
      'const s = "import y from \'./quoted\'"',
      "const later = () => import('./lazy')",
    ].join('\n')
    expect(importsOf('x.tsx', text)).toEqual([
      { specifier: './a', kind: 'static' },
      { specifier: './side-effect.css', kind: 'static' },
      { specifier: './b', kind: 'type' },
      { specifier: './c', kind: 'type' },
      { specifier: './e', kind: 'static' },
      { specifier: './g', kind: 'static' },
      { specifier: './h', kind: 'type' },
      { specifier: './lazy', kind: 'dynamic' },
    ])
  })

  it('resolves extensionless, folder index and NodeNext .js imports to the source file; packages to nothing', () => {
    const from = write('src/a.ts', '')
    const plain = write('src/b.tsx', '')
    const index = write('src/c/index.ts', '')
    const emitted = write('src/d.ts', '')
    const style = write('src/e.module.css', '')
    expect(resolveImport(from, './b')).toBe(plain)
    expect(resolveImport(from, './c')).toBe(index)
    expect(resolveImport(from, './d.js')).toBe(emitted)
    expect(resolveImport(from, './e.module.css')).toBe(style)
    expect(resolveImport(from, 'react')).toBeUndefined()
    expect(resolveImport(from, './missing')).toBeUndefined()
  })
})

describe('import circles', () => {
  it('finds a circle through several files, once, as a path from its first file back to it', () => {
    write('a.ts', "import { b } from './b'\nexport const a = b")
    write('b.ts', "import { c } from './c'\nexport const b = c")
    write('c.ts', "import { a } from './a'\nexport const c = 1")
    write('d.ts', "import { a } from './a'")
    const circles = importCircles(importGraph(folder))
    expect(circles.map((circle) => circle.map((file) => file.slice(folder.length + 1)))).toEqual([
      ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
    ])
  })

  it('counts a type-only import, not an import()', () => {
    write('page.tsx', "import { Tab } from './tab'\nexport type Context = { n: number }")
    write('tab.tsx', "import type { Context } from './page'\nexport const Tab = 1")
    write('shell.ts', "import { x } from './dialog'\nexport const open = () => 1")
    write('dialog.ts', "export const x = () => import('./shell')")
    const circles = importCircles(importGraph(folder))
    expect(circles.map((circle) => circle.length)).toEqual([3])
    expect(circles[0]?.[0]).toMatch(/page\.tsx$/)
  })

  it('finds none in a tree without one', () => {
    write('a.ts', "import { b } from './b'")
    write('b.ts', 'export const b = 1')
    expect(importCircles(importGraph(folder))).toEqual([])
  })
})

describe('imports across features', () => {
  it('names each import from one feature into another, of any kind, and leaves shared folders alone', () => {
    const features = join(folder, 'features')
    write('components/Page.tsx', 'export const Page = 1')
    write('features/college/components/List.tsx', "import { Page } from '../../../components/Page'")
    write('features/college/components/Card.tsx', "import { Lock } from '../../membership/components/Lock'")
    write('features/college/lib/lazy.ts', "export const load = () => import('../../site/api/info')")
    write('features/membership/components/Lock.tsx', "import { Card } from './Card'\nexport const Lock = 1")
    write('features/membership/components/Card.tsx', 'export const Card = 1')
    write('features/site/api/info.ts', 'export const info = 1')
    const found = crossFeatureImports(importGraph(folder), features)
    expect(found.map(({ file, specifier }) => [file.slice(features.length + 1), specifier])).toEqual([
      ['college/components/Card.tsx', '../../membership/components/Lock'],
      ['college/lib/lazy.ts', '../../site/api/info'],
    ])
  })
})

describe('long files', () => {
  it('counts lines as an editor numbers them and names files over the limit', () => {
    expect(lineCount('')).toBe(0)
    expect(lineCount('a')).toBe(1)
    expect(lineCount('a\nb\n')).toBe(2)
    const short = write('short.ts', 'x\n'.repeat(400))
    const long = write('long.ts', 'x\n'.repeat(401))
    expect(longFiles([short, long], 400)).toEqual([{ file: long, lines: 401 }])
  })
})
