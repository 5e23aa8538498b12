/**
 * The shape every score distribution shares: the score (out of 750) of the
 * candidate at standard-normal position z, z = 0 being the median. Read off
 * typical published 一分一段表 (a 3+1+2 province's 物理类): long lower tail,
 * median near 455, and a top squeezed against the full mark (600 at about
 * the top 5%, 650 at the top 1%, the best of 400,000 near 710).
 * Provinces, tracks and years move along it by shifting z (rank-tables.ts).
 */
const ANCHORS: readonly (readonly [z: number, score: number])[] = [
  [-6, 0],
  [-4.5, 50],
  [-4, 80],
  [-3, 150],
  [-2, 250],
  [-1, 360],
  [0, 455],
  [0.5, 505],
  [1, 550],
  [1.5, 592],
  [2, 628],
  [2.5, 655],
  [3, 675],
  [3.5, 690],
  [4, 701],
  [4.5, 709],
  [5, 715],
  [5.5, 719],
  [6.5, 726],
  [8, 735],
]

/** The z at which the curve reaches `score` (out of 750): the inverse of the piecewise-linear curve. */
export function zAtScore(score: number): number {
  let previous: readonly [z: number, score: number] | undefined
  for (const anchor of ANCHORS) {
    if (score <= anchor[1]) {
      if (!previous) return Number.NEGATIVE_INFINITY
      const [z0, s0] = previous
      const [z1, s1] = anchor
      return z0 + ((score - s0) / (s1 - s0)) * (z1 - z0)
    }
    previous = anchor
  }
  return Number.POSITIVE_INFINITY
}
