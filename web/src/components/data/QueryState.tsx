import { Button, Empty, Spin } from '@douyinfe/semi-ui'
import { DIALOG_TEXT, SHELL_TEXT } from '@gaokao/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import styles from './QueryState.module.css'

interface Props<T> {
  query: UseQueryResult<T>
  /** Shown when the data is there but holds nothing (an empty list). */
  isEmpty?: (data: T) => boolean
  emptyText?: string
  children: (data: T) => ReactNode
}

/**
 * The three states every data view has besides success: loading (a spinner
 * with 加载中...), failed (the reason and a retry) and empty.
 */
export function QueryState<T>({ query, isEmpty, emptyText = '暂无数据', children }: Props<T>) {
  if (query.isPending) {
    return (
      <div className={styles.state}>
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
        <Button onClick={() => query.refetch()}>{SHELL_TEXT.retry}</Button>
      </div>
    )
  }
  if (isEmpty?.(query.data)) {
    return (
      <div className={styles.state}>
        <Empty description={emptyText} />
      </div>
    )
  }
  return <>{children(query.data)}</>
}
