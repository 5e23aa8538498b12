import { PAGE_PROGRESS_LABEL } from '@gaokao/contracts'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import styles from './RouteProgress.module.css'

/** Navigations faster than this show no bar at all, so quick page changes do not flicker. */
const THROTTLE_MS = 200
/** How long the bar takes to creep towards the end while the route loads. */
const DURATION_MS = 2000

type Phase = 'idle' | 'running' | 'done'

/** The thin top progress bar during route changes (docs/spec-rules.md, Screens: height 2, throttle 200 ms, duration 2000 ms). */
export function RouteProgress() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading })
  const [phase, setPhase] = useState<Phase>('idle')

  useEffect(() => {
    if (pending) {
      const timer = setTimeout(() => setPhase('running'), THROTTLE_MS)
      return () => clearTimeout(timer)
    }
    setPhase((current) => (current === 'running' ? 'done' : 'idle'))
    const timer = setTimeout(() => setPhase('idle'), THROTTLE_MS)
    return () => clearTimeout(timer)
  }, [pending])

  if (phase === 'idle') return null
  return (
    <div
      className={styles.bar}
      data-phase={phase}
      style={{ ['--progress-duration' as string]: `${DURATION_MS}ms` }}
      role="progressbar"
      aria-label={PAGE_PROGRESS_LABEL}
    />
  )
}
