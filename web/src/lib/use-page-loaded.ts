import { useEffect, useState } from 'react'

/** The longest a slow resource (an image, a stalled script) holds back what waits for the page's load. */
export const PAGE_LOADED_WAIT_MS = 3000

/**
 * True once the page has loaded (the window's load event, then the next
 * frame), or PAGE_LOADED_WAIT_MS after the first render at the latest. For
 * what should not compete with the first page for the network and the main
 * thread: the province picker of a first visit opens then, so its code (Semi's
 * Modal) downloads after the page's own and the page paints first
 * (docs/performance-budgets.md).
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    let frame = 0
    const done = () => setLoaded(true)
    const afterLoad = () => {
      frame = requestAnimationFrame(() => setTimeout(done))
    }
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
    const atTheLatest = setTimeout(done, PAGE_LOADED_WAIT_MS)
    return () => {
      window.removeEventListener('load', afterLoad)
      cancelAnimationFrame(frame)
      clearTimeout(atTheLatest)
    }
  }, [])
  return loaded
}
