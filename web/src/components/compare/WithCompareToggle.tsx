import type { ReactNode } from 'react'
import styles from './Compare.module.css'
import { CompareToggle } from './CompareToggle'

/**
 * A college's own actions (关注) with 加入对比 beside them, as one block, so
 * the layouts that place the actions (a card's last column, the detail
 * page's header) keep them together. `stacked` puts them one under the other.
 */
export function WithCompareToggle({
  schoolId,
  name,
  stacked = false,
  children,
}: {
  schoolId: number
  name: string
  stacked?: boolean
  children: ReactNode
}) {
  return (
    <div className={styles.actions} data-stacked={stacked || undefined}>
      {children}
      <CompareToggle schoolId={schoolId} name={name} />
    </div>
  )
}
