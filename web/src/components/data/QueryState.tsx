import { Button, Spin } from '@douyinfe/semi-ui'
import { DIALOG_TEXT, SHELL_TEXT } from '@gaokao/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
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
  children,
}: Props<T>) {
  if (query.isPending) {
    return (
      <div className={pendingClassName ? `${styles.state} ${pendingClassName}` : styles.state}>
        <Spin tip={DIALOG_TEXT.loadingTip} />
      </div>
    )
  }
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
