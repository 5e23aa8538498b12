import { describe, expect, it } from 'vitest'
import { CHECKED, layoutFindings } from './check-imports.mjs'

// The layout rules over the real tree (docs/web-features.md): a finding names the files, e.g.
// "feature imports another feature: web/src/features/college/… → web/src/features/membership/…".
describe('the source layout', () => {
  // It parses every source file of four folders: a few seconds alone, more on a machine shared with builds.
  it('has no import circle, no web feature importing another, and no source file over 400 lines', {
    timeout: 60_000,
  }, () => {
    expect(layoutFindings()).toEqual([])
  })

  it('holds the end-to-end suite and its helpers to the same rules', () => {
    const e2e = CHECKED.filter(({ folder }) => folder === 'e2e')
    expect(e2e).toHaveLength(1)
    expect(layoutFindings(e2e)).toEqual([])
  })
})
