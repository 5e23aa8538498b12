import { Button, Spin } from '@douyinfe/semi-ui'
import { DIALOG_TEXT, SHELL_TEXT } from '@gaokao/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useDeferredValue } from 'react'
import { ApiError } from '../../lib/api-client'
import styles from './QueryState.module.css'

interface Props<T> {
  query: UseQueryResult<T>
  /** Shown when the data is there but holds nothing (an empty list). */
  isEmpty?: (data: T) => boolean
  emptyText?: string
  /** Offered instead of 重试 when the server refused for good (e.g. a link back to the list). */
  refusalAction?: ReactNode
  /** Sizes the loading state like what replaces it, so the page below does not jump (layout shift). */
  pendingClassName?: string
  /**
   * Renders the data's first arrival in a transition, keeping the loading state up meanwhile.
   * For long lists: data comes through the query's store, and React renders a store's update
   * at once, in one task (/choice's twenty options: 50-65 ms, 200-260 ms on a slow phone),
   * while a transition is rendered in slices between which the page answers input. Anything
   * beside it that reads the same query's data shows one render earlier than the list.
   */
  defer?: boolean
  children: (data: T) => ReactNode
}

/** A business refusal (codes from 1000, e.g. 志愿表不存在) answers the same however often it is asked. */
const isRefusal = (error: Error) => error instanceof ApiError && error.code >= 1000

/**
 * The three states every data view has besides success: loading (a spinner
 * with 加载中...), failed (the reason and a retry, or for a refusal the way
 * on) and empty.
 */
export function QueryState<T>({
  query,
  isEmpty,
  emptyText = SHELL_TEXT.noData,
  refusalAction,
  pendingClassName,
  defer = false,
  children,
}: Props<T>) {
  // A boolean, so that only the first arrival is deferred: later changes of the data (a page
  // turn, a refetch) render at once, and only once, as before.
  const hasData = useDeferredValue(query.data !== undefined)
  if (query.isPending) return <Pending className={pendingClassName} />
  if (query.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>
          {SHELL_TEXT.loadFailed}：{query.error.message}
        </p>
        {isRefusal(query.error) ? refusalAction : <Button onClick={() => query.refetch()}>{SHELL_TEXT.retry}</Button>}
      </div>
    )
  }
  if (defer && !hasData) return <Pending className={pendingClassName} />
  if (isEmpty?.(query.data)) {
    return (
      // A sentence, not Semi's Empty: that pulls in Typography and Tooltip (24 kB compressed) for one line of text.
      <div className={styles.state}>
        <p className={styles.empty}>{emptyText}</p>
      </div>
    )
  }
  return <>{children(query.data)}</>
}

function Pending({ className }: { className: string | undefined }) {
  return (
    <div className={className ? `${styles.state} ${className}` : styles.state}>
      <Spin tip={DIALOG_TEXT.loadingTip} />
    </div>
  )
}
