/**
 * The fuzzer's only source of randomness: a seeded PRNG (mulberry32), so a
 * run is repeated exactly by its seed. Math.random is never used.
 */
export function createRng(seed) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min, max) => min + Math.floor(next() * (max - min + 1))
  return {
    /** A float in [0, 1). */
    next,
    /** An integer in [min, max], both included. */
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (p) => next() < p,
    /** One of [weight, value] pairs, in proportion to the weights. */
    weighted(pairs) {
      const total = pairs.reduce((sum, [weight]) => sum + weight, 0)
      let x = next() * total
      for (const [weight, value] of pairs) {
        x -= weight
        if (x < 0) return value
      }
      return pairs[pairs.length - 1][1]
    },
    /** A string of hex digits, e.g. for idempotency keys. */
    hex: (length) => Array.from({ length }, () => int(0, 15).toString(16)).join(''),
  }
}

/** The seed from --seed=N or FUZZ_SEED, else a fixed default so CI runs are repeatable. */
export function seedFrom(argv, env, fallback) {
  const flag = argv.find((a) => a.startsWith('--seed='))?.slice('--seed='.length)
  const given = flag ?? env.FUZZ_SEED
  if (given === undefined || given === '') return fallback
  const seed = Number(given)
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new Error(`the seed must be an integer from 0 to 4294967295, got ${given}`)
  }
  return seed
}
