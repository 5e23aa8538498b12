import { describe, expect, it } from 'vitest'
import { citationFindings, commentFindings } from './check-comments.mjs'

// The patterns on small texts first, so that a finding on the real tree is one a reader would agree with.
describe('a citation of the specification or the issue tracker', () => {
  it('is found in a comment, a test name or a log line', () => {
    expect(citationFindings('a.ts', '// The gate of spec §4.\nconst x = 1\n')).toHaveLength(1)
    expect(citationFindings('a.ts', "describe('messages (§5)', () => {})\n")).toHaveLength(1)
    expect(citationFindings('a.mjs', "console.log(`below issue 10's goals`)\n")).toHaveLength(1)
    expect(citationFindings('a.ts', '/** Member data (Issue #8). */\nexport {}\n').length).toBeGreaterThan(0)
    expect(citationFindings('a.tsx', 'const a = <p>{/* see #12 */}</p>\n')).toHaveLength(1)
    expect(citationFindings('a.css', '/* A 40 px tap target (issue 10). */\n.a { color: red }\n')).toHaveLength(1)
    expect(citationFindings('a.ts', '// What the issue asks for.\nexport {}\n')).toHaveLength(1)
  })

  it('is not a colour, an HTML entity, a URL fragment or the verb', () => {
    const text = [
      "const grey = '#555555'",
      "const black = '#000' // #000 on #fff: 21:1",
      "const quote = '&#39;'",
      "const page = 'https://example.org/a#12'",
      '/* Darker than #888888 for contrast. */',
      '// The bff issues a session; the upstream issues 6-digit codes.',
      'export {}',
    ].join('\n')
    expect(citationFindings('a.ts', text)).toEqual([])
    expect(citationFindings('a.css', '.a { color: #333; } /* #1234 */\n')).toEqual([])
  })
})

describe('the source comments', () => {
  // Reads every workspace's sources: a few seconds, more on a loaded machine.
  it('cite docs/ or say the reason, never the specification by section or an issue', { timeout: 120_000 }, () => {
    expect(commentFindings()).toEqual([])
  })
})
