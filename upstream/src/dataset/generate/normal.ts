/**
 * The upper tail of the standard normal, Q(z) = P(Z >= z), accurate to a
 * relative 1.2e-7 in the far tail too (Numerical Recipes' erfc): the top of a
 * rank table is made of tail probabilities of one in a million.
 */
export function upperTail(z: number): number {
  return 0.5 * erfc(z / Math.SQRT2)
}

function erfc(x: number): number {
  const z = Math.abs(x)
  const t = 1 / (1 + 0.5 * z)
  const poly =
    -1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))))
  const value = t * Math.exp(-z * z + poly)
  return x >= 0 ? value : 2 - value
}
