import { DIALOG_TEXT, SHELL_TEXT } from '@gaokao/contracts'
import type { ReactNode } from 'react'
import type { PartState } from '../api/home-page'
import styles from './HomePage.module.css'

/**
 * A home section's states without pulling heavier components into the home
 * page's first load: loading, failed (with the reason and a retry), empty.
 */
export function SectionState<T>({
  state,
  isEmpty,
  emptyText,
  onRetry,
  children,
}: {
  state: PartState<T>
  isEmpty?: (data: T) => boolean
  emptyText: string
  onRetry: () => void
  children: (data: T) => ReactNode
}) {
  if (state.status === 'pending') {
    return (
      <p className={styles.state} role="status">
        {DIALOG_TEXT.loadingTip}
      </p>
    )
  }
  if (state.status === 'error') {
    return (
      <div className={styles.state} role="alert">
        <span>
          {SHELL_TEXT.loadFailed}
          {state.message ? `：${state.message}` : ''}
        </span>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {SHELL_TEXT.retry}
        </button>
      </div>
    )
  }
  if (isEmpty?.(state.data)) return <p className={styles.state}>{emptyText}</p>
  return <>{children(state.data)}</>
}
