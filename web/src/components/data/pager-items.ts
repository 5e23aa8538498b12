/** The page buttons to show: the first, the last, the current one with a neighbour each side, gaps as 'gap'. */
export function pagerItems(current: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1)
  const wanted = new Set([1, pages, current - 1, current, current + 1])
  if (current <= 3) for (const p of [2, 3, 4]) wanted.add(p)
  if (current >= pages - 2) for (const p of [pages - 3, pages - 2, pages - 1]) wanted.add(p)
  const sorted = [...wanted].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b)
  const items: (number | 'gap')[] = []
  for (const [i, p] of sorted.entries()) {
    const before = sorted[i - 1]
    if (before !== undefined && p - before > 1) items.push(p - before === 2 ? p - 1 : 'gap')
    items.push(p)
  }
  return items
}
