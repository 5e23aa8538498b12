/**
 * A small seeded PRNG of our own, so the generated figures depend on nothing
 * but the seed and the authored data: not on Math.random, not on a library's
 * version. Each entity draws from its own stream, keyed by what it is
 * (`school/10001/河南`), so adding a school or a major does not shift the
 * numbers of any other.
 */

/** FNV-1a over the UTF-16 code units: a stable 32-bit hash of a key. */
export function hashKey(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: 32 bits of state, full period 2^32, good enough for sample data. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export class Random {
  private readonly next: () => number

  constructor(seed: number) {
    this.next = mulberry32(seed)
  }

  /** Uniform in [0, 1). */
  uniform(): number {
    return this.next()
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next()
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor((max - min + 1) * this.next())
  }

  /** Uniform on a log scale: as likely to land in [1, 2] as in [10, 20]. */
  logUniform(min: number, max: number): number {
    return Math.exp(this.between(Math.log(min), Math.log(max)))
  }

  /** Standard normal, by Box-Muller (one value per call keeps streams simple). */
  normal(): number {
    const u = 1 - this.next()
    const v = this.next()
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
  }

  /** A multiplicative noise factor exp(N(0, sigma)): median 1, never negative. */
  jitter(sigma: number): number {
    return Math.exp(sigma * this.normal())
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }

  /**
   * `count` distinct items, each drawn with probability proportional to its
   * weight (Efraimidis-Spirakis keys), in the order of the input.
   */
  weightedSample<T>(items: readonly T[], weight: (item: T, index: number) => number, count: number): T[] {
    const keyed: { item: T; key: number; index: number }[] = []
    for (const [index, item] of items.entries()) {
      const w = weight(item, index)
      if (w > 0) keyed.push({ item, key: Math.log(1 - this.next()) / w, index })
    }
    keyed.sort((a, b) => b.key - a.key || a.index - b.index)
    return keyed
      .slice(0, count)
      .sort((a, b) => a.index - b.index)
      .map((k) => k.item)
  }
}

/** The one fixed seed of the dataset. Changing it changes every generated figure. */
export const DATASET_SEED = 'gaokao-reference-dataset-2026'

/** The stream of one entity, e.g. streamFor('rank-table', '河南', 2025, '物理类'). */
export function streamFor(...key: readonly (string | number)[]): Random {
  return new Random(hashKey(`${DATASET_SEED}|${key.join('|')}`))
}
