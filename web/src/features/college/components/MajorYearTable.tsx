import { COLLEGE_TEXT, COMMON_TEXT, GROUP_FILL_MODE } from '@gaokao/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { FigureNotice } from '../../../components/data/FigureNotice'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { DETAIL_PAGE_SIZE } from '../lib/detail-search'
import { CardTable } from './CardTable'
import styles from './College.module.css'

interface MajorRow {
  majorName: string
  groupCode: string
  subjectRequirement: string
  batch: string
}

interface MajorPage {
  list: readonly MajorRow[]
  total: number
  pageNum: number
  fillMode: string
}

/** A right-aligned figure column after the major's own columns. */
interface Figure<Row> {
  label: string
  value: (row: Row) => ReactNode
}

interface Props<Data extends MajorPage> {
  query: UseQueryResult<Data>
  emptyText: string
  /** The line over the table, from the answer (fill mode, total places). */
  note: (data: Data) => string
  year: number | undefined
  province: string
  track: string | undefined
  /** The panel's name, the end of the caption. */
  title: string
  rowKey: (row: Data['list'][number]) => string | number
  figures: readonly Figure<Data['list'][number]>[]
  /** The page asked for; undefined for the first, which the URL leaves out. */
  onPage: (page: number | undefined) => void
}

/**
 * A college's majors in the province for one year and track (专业分数, 招生计划):
 * the major, its group where the province fills by 院校专业组, requirement and
 * batch, then the panel's figures, paged by the server.
 */
export function MajorYearTable<Data extends MajorPage>({
  query,
  emptyText,
  note,
  year,
  province,
  track,
  title,
  rowKey,
  figures,
  onPage,
}: Props<Data>) {
  return (
    <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={emptyText}>
      {(data) => {
        const byGroup = data.fillMode === GROUP_FILL_MODE
        return (
          <>
            <p className={styles.note}>
              {note(data)} <FigureNotice year={year} />
            </p>
            <CardTable>
              <table className={styles.table} aria-busy={query.isPlaceholderData}>
                <caption>{`${COMMON_TEXT.yearLabel(year ?? '')} ${province} ${track} ${title}`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{COLLEGE_TEXT.major}</th>
                    {byGroup && <th scope="col">{COLLEGE_TEXT.group}</th>}
                    <th scope="col">{COLLEGE_TEXT.subjectRequirement}</th>
                    <th scope="col">{COLLEGE_TEXT.batch}</th>
                    {figures.map((f) => (
                      <th key={f.label} scope="col" className={styles.num}>
                        {f.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={rowKey(row)}>
                      <td>{row.majorName}</td>
                      {byGroup && <td>{COLLEGE_TEXT.groupCode(row.groupCode)}</td>}
                      <td>{row.subjectRequirement}</td>
                      <td>{row.batch}</td>
                      {figures.map((f) => (
                        <td key={f.label} className={styles.num}>
                          {f.value(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </CardTable>
            <Pager
              total={data.total}
              pageSize={DETAIL_PAGE_SIZE}
              page={data.pageNum}
              onPage={(p) => onPage(p > 1 ? p : undefined)}
            />
          </>
        )
      }}
    </QueryState>
  )
}
