import { ALL_BFF_PAYLOADS, ALL_ENDPOINTS } from '@gaokao/contracts'
import { Value } from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { createRng } from './fuzz-prng.mjs'
import { parsePattern, sampleOf, sampleOfPattern } from './fuzz-schema.mjs'

const schemas = [...ALL_ENDPOINTS.map((e) => [e.path, e.body]), ...ALL_BFF_PAYLOADS.map((p) => [p.path, p.query])]

function patternsIn(schema, out = new Set()) {
  if (typeof schema !== 'object' || schema === null) return out
  if (typeof schema.pattern === 'string') out.add(schema.pattern)
  for (const value of Object.values(schema)) patternsIn(value, out)
  return out
}

describe('plausible bodies from the contracts', () => {
  it('samples, for every call, bodies its contract accepts', () => {
    const rng = createRng(3)
    for (const [path, schema] of schemas) {
      for (let i = 0; i < 20; i++) {
        const body = sampleOf(schema, rng)
        expect(Value.Check(schema, body), `${path}: ${JSON.stringify(body)}`).toBe(true)
      }
    }
  })

  it('reads every pattern the contracts use and samples strings that match it', () => {
    const rng = createRng(4)
    const patterns = schemas.reduce((all, [, schema]) => patternsIn(schema, all), new Set())
    expect(patterns.size).toBeGreaterThan(5)
    for (const pattern of patterns) {
      expect(parsePattern(pattern), pattern).toBeDefined()
      for (let i = 0; i < 20; i++) expect(sampleOfPattern(pattern, rng)).toMatch(new RegExp(pattern))
    }
  })

  it('leaves patterns it cannot read alone instead of guessing', () => {
    expect(sampleOfPattern('^(a|b)$', createRng(1))).toBeUndefined()
    expect(sampleOfPattern('abc', createRng(1))).toBeUndefined()
  })
})
