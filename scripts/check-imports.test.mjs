import { describe, expect, it } from 'vitest'
import { layoutFindings } from './check-imports.mjs'

// The layout rules over the real tree (docs/web-features.md): a finding names the files, e.g.
// "feature imports another feature: web/src/features/college/… → web/src/features/membership/…".
describe('the source layout', () => {
  it('has no import circle, no web feature importing another, and no source file over 400 lines', () => {
    expect(layoutFindings()).toEqual([])
  })
})
