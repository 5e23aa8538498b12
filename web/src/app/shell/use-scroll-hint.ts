import { type RefObject, useEffect, useState } from 'react'

/** Whether a sideways-scrolling strip has more to its right: the nav shows a fade and an arrow then. */
export function useMoreToTheRight(ref: RefObject<HTMLElement | null>): boolean {
  const [more, setMore] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    // One pixel of slack: scrollLeft is fractional on high-density screens.
    const measure = () => setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1)
    // No measure of its own at mount: the observer's first report comes after the browser's own layout, where
    // reading the widths costs nothing; read here, in the first render's effects, they forced one more layout.
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    element.addEventListener('scroll', measure, { passive: true })
    return () => {
      observer.disconnect()
      element.removeEventListener('scroll', measure)
    }
  }, [ref])
  return more
}
