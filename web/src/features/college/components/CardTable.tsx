import { type ReactNode, useLayoutEffect, useRef } from 'react'
import styles from './CardTable.module.css'

/** Characters past which a cell's text no longer fits half a phone's width on a line or two. */
const WIDE_TEXT = 14

/**
 * A wide table that turns into one card per row on phones (docs/phone-layouts.md):
 * at 390 px a 10-column score table put 最低分 and 位次 off-screen. Each cell
 * gets its column's heading as data-label, read from the table's own <thead>,
 * so a column added later (a 等位分, a button) is labelled without touching
 * this component. On wider screens it is the table, scrolling sideways if it must.
 */
export function CardTable({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  // Every render: the rows and columns are the caller's and change with its data.
  useLayoutEffect(() => {
    const table = ref.current?.querySelector('table')
    if (!table) return
    const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '')
    for (const row of table.querySelectorAll('tbody tr')) {
      let column = 0
      for (const cell of row.children) {
        const label = headings[column] ?? ''
        if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label)
        // Long text (a group's majors, sources) takes a card's whole width rather than a half-width column.
        cell.toggleAttribute('data-wide', (cell.textContent?.length ?? 0) > WIDE_TEXT)
        column += (cell as HTMLTableCellElement).colSpan || 1
      }
    }
  })
  return (
    <div ref={ref} className={styles.cardTable}>
      {children}
    </div>
  )
}
