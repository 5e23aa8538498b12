import { type RefObject, useEffect, useState } from 'react'

/** How far below the fold a box counts as near: about a phone screen of scrolling. */
const NEAR = '0px 0px 600px 0px'

/**
 * True from the first time the element comes within a screen of the
 * viewport, and from then on. Heavy parts (ECharts is 200 kB) load then,
 * not with the page: a phone that never scrolls to them never pays for them.
 * Without IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin: NEAR },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, near])
  return near
}
