/**
 * Which schools hold the better line: the smallest 最低位次 (the higher
 * place), compared only between lines of the same year, province and track
 * with a known rank; a school that does not recruit there takes no part. A
 * line without a rank, or lines that cannot be compared, mark nobody: a guess
 * is never marked (docs/compare.md).
 */
export function betterRankIds(
  lines: readonly {
    id: number
    admission: { year: number; province: string; track: string; minRank: number | null } | null
  }[],
): Set<number> {
  const withLines = lines.filter((l) => l.admission !== null)
  const ranked = withLines.filter((l) => l.admission?.minRank !== null)
  // A line without a rank might be the better one: then nobody is marked.
  if (ranked.length < 2 || ranked.length < withLines.length) return new Set()
  const key = (a: { year: number; province: string; track: string }) => `${a.year}|${a.province}|${a.track}`
  const first = key(ranked[0]?.admission as NonNullable<(typeof ranked)[number]['admission']>)
  if (ranked.some((l) => key(l.admission as NonNullable<(typeof l)['admission']>) !== first)) return new Set()
  const best = Math.min(...ranked.map((l) => l.admission?.minRank as number))
  const winners = ranked.filter((l) => l.admission?.minRank === best)
  // A tie marks nobody: neither is better.
  return winners.length === 1 ? new Set(winners.map((l) => l.id)) : new Set()
}
