import { useEffect, useState } from 'react'

/** Scrolled this far down, the header folds to its navigation row (on phones; Header.module.css). */
const FOLD_AFTER_PX = 64
/** Movements smaller than this neither fold nor unfold it: a finger's jitter is not a change of direction. */
const JITTER_PX = 8

/**
 * Whether the header should be compact: scrolled down past its own height,
 * and not scrolled back up since. At the top, or on the way back up, it is
 * whole again (docs/phone-layouts.md).
 */
export function useCompactHeader(): boolean {
  const [compact, setCompact] = useState(false)
  useEffect(() => {
    let last = window.scrollY
    let frame = 0
    const update = () => {
      frame = 0
      const y = window.scrollY
      if (y <= FOLD_AFTER_PX) setCompact(false)
      else if (y > last + JITTER_PX) setCompact(true)
      else if (y < last - JITTER_PX) setCompact(false)
      else return
      last = y
    }
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])
  return compact
}
