import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import styles from './LineTabs.module.css'

interface Props<K extends string> {
  /** The tabs' keys in their order, and each one's label. */
  tabs: readonly K[]
  labels: Readonly<Record<K, string>>
  active: K
  onChange: (key: K) => void
  /** The active tab's panel; the others are not rendered. */
  children: ReactNode
}

/** Arrow keys, Home and End move to a tab and open it, as the WAI-ARIA tabs pattern describes. */
const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
}

/**
 * Tabs drawn as a line under the labels, for a page's first screen. Not
 * Semi's Tabs: with its overflow list and dropdown it brings about 38 kB of
 * compressed script (docs/performance-budgets.md).
 */
export function LineTabs<K extends string>({ tabs, labels, active, onChange, children }: Props<K>) {
  const id = useId()
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP[event.key]
    if (!step) return
    event.preventDefault()
    // From the tab that has the focus: the active one, unless a script focused another.
    const from = tabs.indexOf(((event.target as HTMLElement).dataset.key ?? active) as K)
    const next = tabs[step(Math.max(0, from), tabs.length)]
    if (next === undefined) return
    onChange(next)
    list.current?.querySelector<HTMLElement>(`[data-key="${next}"]`)?.focus()
  }
  return (
    <div>
      <div role="tablist" className={styles.list} ref={list} onKeyDown={onKeyDown}>
        {tabs.map((key) => {
          const selected = key === active
          return (
            <button
              key={key}
              type="button"
              role="tab"
              id={`${id}-${key}`}
              data-key={key}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onChange(key)}
            >
              {labels[key]}
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`} className={styles.panel}>
        {children}
      </div>
    </div>
  )
}
