import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Rules that several features' pages share live once in a stylesheet of the shared layer; a feature's stylesheet
 * that wrote one of those blocks again would let the two drift apart.
 */
const SRC = join(import.meta.dirname, '../src')
const SHARED = ['components/page/links.module.css', 'components/data/table-filters.module.css']
/** Shared classes a feature's stylesheet takes with `composes:` under a class name of its own. */
const COMPOSED = [
  'components/data/data-table.module.css',
  'components/data/bands.module.css',
  'components/page/sections.module.css',
  'components/page/lists.module.css',
  'components/page/cards.module.css',
  'components/page/visually-hidden.module.css',
]

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return stylesheets(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

/** A stylesheet's rule blocks (selector and body), comments left out. */
const blocks = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/(?<=\})\s*/)
    .map((block) => block.trim())
    .filter((block) => block.endsWith('}'))

describe('shared stylesheets', () => {
  const features = stylesheets(join(SRC, 'features')).map((path) => ({
    name: relative(SRC, path),
    css: readFileSync(path, 'utf8'),
  }))
  it.each(SHARED)('no feature stylesheet writes a block of %s again', (shared) => {
    const own = blocks(readFileSync(join(SRC, shared), 'utf8'))
    expect(own.length).toBeGreaterThan(0)
    const again = features.flatMap(({ name, css }) =>
      own.filter((block) => css.includes(block)).map((block) => `${name}: ${block.split('{')[0]?.trim()}`),
    )
    expect(again).toEqual([])
  })

  /**
   * A block with its class names left out: the same rules under a feature's own class name are the same block. A
   * block of one declaration (a fading busy list) is a coincidence, not a copy.
   */
  const shape = (block: string) => block.replace(/\.[A-Za-z_][\w-]*/g, '.X').replace(/\s+/g, ' ')
  const copyable = (block: string) => (block.match(/;/g)?.length ?? 0) > 1

  it.each(COMPOSED)('no feature stylesheet writes a block of %s again under its own class name', (shared) => {
    const own = blocks(readFileSync(join(SRC, shared), 'utf8'))
      .filter(copyable)
      .map(shape)
    expect(own.length).toBeGreaterThan(0)
    const again = features.flatMap(({ name, css }) =>
      blocks(css)
        .filter((block) => own.includes(shape(block)))
        .map((block) => `${name}: ${block.split('{')[0]?.trim()}`),
    )
    expect(again).toEqual([])
  })
})
