import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * A function of one identity for the component's life that calls the latest
 * `fn` it was given. A memoised child (/choice's option cards) then keeps
 * its props equal when the page re-renders with a new closure, and is not
 * rendered again for it (docs/choice-rendering.md). Only for handlers called
 * after a commit (clicks), never during a render.
 */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn)
  useLayoutEffect(() => {
    latest.current = fn
  })
  return useCallback((...args: A) => latest.current(...args), [])
}
