import { startTransition, useEffect, useState } from 'react'

/**
 * The part of a list to render: its first `step` items at once, then `step`
 * more in each following task until all are there; a new list (another
 * page, another filter) starts again from the first `step`.
 *
 * Why: React commits a render in one piece. /choice's twenty option cards
 * (about 1,100 elements) made two tasks of 50 ms each on a laptop, four
 * times that on a slow phone, during which the page answered no tap. In
 * steps of five each commit is a quarter of that, and the first screen,
 * which five cards fill on a phone and on a laptop, is painted by the first.
 */
export function useStepwiseReveal<T>(items: readonly T[], step: number): readonly T[] {
  const [revealed, setRevealed] = useState({ items, count: step })
  const current = revealed.items === items ? revealed : { items, count: step }
  // A new list resets during the render itself, so its first paint shows `step` items, not the old count.
  if (current !== revealed) setRevealed(current)

  useEffect(() => {
    if (current.count >= items.length) return
    const timer = setTimeout(() =>
      startTransition(() => setRevealed((r) => (r.items === items ? { items, count: r.count + step } : r))),
    )
    return () => clearTimeout(timer)
  }, [current, items, step])

  return current.count >= items.length ? items : items.slice(0, current.count)
}
