import { SUBJECT_TEXT } from '@gaokao/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import styles from './Subject.module.css'

interface Props<Data extends { list: readonly unknown[]; total: number }> {
  query: UseQueryResult<Data>
  /** The header cells; a function where some columns show only for some answers. */
  columns: readonly string[] | ((data: Data) => readonly string[])
  /** One body row, a whole `<tr>` with its key. */
  row: (item: Data['list'][number], data: Data) => ReactNode
  page: number
  pageSize: number
  onPage: (page: number) => void
}

/** A server-paged list of the subject page as a table: loading, failed and "no match" states, then the rows and the pager. */
export function PagedTable<Data extends { list: readonly unknown[]; total: number }>({
  query,
  columns,
  row,
  page,
  pageSize,
  onPage,
}: Props<Data>) {
  return (
    <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={SUBJECT_TEXT.noMatch}>
      {(d) => (
        <>
          <div className={styles.tableBox}>
            <table className={styles.table}>
              <thead>
                <tr>
                  {(typeof columns === 'function' ? columns(d) : columns).map((label) => (
                    <th key={label} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{d.list.map((item) => row(item, d))}</tbody>
            </table>
          </div>
          <Pager page={page} total={d.total} pageSize={pageSize} onPage={onPage} />
        </>
      )}
    </QueryState>
  )
}
