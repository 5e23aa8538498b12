import { describe, expect, it } from 'vitest'
import { createRng, seedFrom } from './fuzz-prng.mjs'

const draws = (rng, n) => Array.from({ length: n }, () => rng.next())

describe("the fuzzer's seeded PRNG", () => {
  it('repeats a run exactly from its seed, and another seed gives another run', () => {
    expect(draws(createRng(42), 50)).toEqual(draws(createRng(42), 50))
    expect(draws(createRng(42), 50)).not.toEqual(draws(createRng(43), 50))
  })

  it('draws floats in [0, 1) and integers within both bounds, each bound reached', () => {
    const rng = createRng(7)
    for (const x of draws(rng, 10_000)) expect(x >= 0 && x < 1).toBe(true)
    const ints = Array.from({ length: 2_000 }, () => rng.int(3, 6))
    expect(new Set(ints)).toEqual(new Set([3, 4, 5, 6]))
  })

  it('picks by weight: a weight of 0 is never picked, a heavy one most often', () => {
    const rng = createRng(1)
    const picks = Array.from({ length: 5_000 }, () =>
      rng.weighted([
        [0, 'never'],
        [1, 'light'],
        [9, 'heavy'],
      ]),
    )
    expect(picks).not.toContain('never')
    const heavy = picks.filter((p) => p === 'heavy').length / picks.length
    expect(heavy).toBeGreaterThan(0.85)
    expect(heavy).toBeLessThan(0.95)
  })

  it('gives hex strings of the asked length', () => {
    expect(createRng(5).hex(32)).toMatch(/^[0-9a-f]{32}$/)
  })
})

describe('the seed of a run', () => {
  it('comes from --seed=, else FUZZ_SEED, else the default', () => {
    expect(seedFrom(['--seed=9'], { FUZZ_SEED: '8' }, 1)).toBe(9)
    expect(seedFrom([], { FUZZ_SEED: '8' }, 1)).toBe(8)
    expect(seedFrom([], {}, 1)).toBe(1)
  })

  it('refuses what is not a 32-bit unsigned integer, naming it', () => {
    expect(() => seedFrom(['--seed=abc'], {}, 1)).toThrow(/abc/)
    expect(() => seedFrom(['--seed=-1'], {}, 1)).toThrow(/-1/)
    expect(() => seedFrom(['--seed=4294967296'], {}, 1)).toThrow(/4294967296/)
  })
})
