import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseSync } from 'vite'
import { describe, expect, it } from 'vitest'
import { stripEndpointSchemas } from '../build/strip-endpoint-schemas'

const DEFINITION = `import * as Type from 'typebox/type'
export const Detail = Type.Object({ id: Type.Integer(), name: Type.String() })
export const queryDetail = endpoint({
  name: 'queryDetail',
  summary: '院校详情',
  path: '/web/detail',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    id: Type.Integer({ maximum: 999_999 }),
  }),
  data: Detail,
  cache: NO_CACHE,
})
`

/** Line and column of each occurrence of a token, to check that nothing moved. */
function positions(code: string, token: string): [number, number][] {
  const found: [number, number][] = []
  for (let at = code.indexOf(token); at >= 0; at = code.indexOf(token, at + 1)) {
    const before = code.slice(0, at).split('\n')
    found.push([before.length, (before.at(-1) as string).length])
  }
  return found
}

describe('stripEndpointSchemas', () => {
  it("replaces an endpoint's body, data and summary and keeps what the SPA reads", () => {
    const stripped = stripEndpointSchemas(DEFINITION, 'college.ts') as string
    expect(stripped).toMatch(/body: \{\}\s+,/)
    expect(stripped).toMatch(/data: \{\}\s+,/)
    expect(stripped).toMatch(/summary: ''\s+,/)
    for (const kept of ["name: 'queryDetail'", "path: '/web/detail'", "method: 'POST'", 'cache: NO_CACHE']) {
      expect(stripped).toContain(kept)
    }
    expect(stripped).not.toContain('999_999')
    expect(stripped).not.toContain('院校详情')
    // The schema declared beside the endpoint stays: the bundler drops it once nothing refers to it.
    expect(stripped).toContain('export const Detail = Type.Object(')
  })

  it('moves no other character, so the source map stays true', () => {
    const stripped = stripEndpointSchemas(DEFINITION, 'college.ts') as string
    expect(stripped.length).toBe(DEFINITION.length)
    for (const token of ['name:', 'path:', 'auth:', 'cache:', 'NO_CACHE']) {
      expect(positions(stripped, token)).toEqual(positions(DEFINITION, token))
    }
  })

  it('leaves other calls, and values shorter than their stand-in, as they are', () => {
    const other = "export const page = bffPayload({ summary: '首页', data: Type.Object({}) })\n"
    expect(stripEndpointSchemas(other, 'pages.ts')).toBeUndefined()
    const short = "export const e = endpoint({ name: 'e', summary: s, body: b, data: Detail })\n"
    expect(stripEndpointSchemas(short, 'e.ts')).toBe(
      "export const e = endpoint({ name: 'e', summary: s, body: b, data: {}     })\n",
    )
  })

  it('strips every endpoint of a real contracts module, which still parses', () => {
    const file = join(import.meta.dirname, '../../contracts/src/api/college/scores.ts')
    const source = readFileSync(file, 'utf8')
    const stripped = stripEndpointSchemas(source, file) as string
    const definitions = source.match(/endpoint\(\{/g)?.length ?? 0
    expect(definitions).toBeGreaterThan(5)
    expect(stripped.match(/\bbody: \{\}/g)).toHaveLength(definitions)
    expect(stripped.match(/\bdata: \{\}/g)).toHaveLength(definitions)
    expect(parseSync(file, stripped).errors).toEqual([])
  })
})
