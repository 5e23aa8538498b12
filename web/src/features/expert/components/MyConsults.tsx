import { EXPERT_PAGE_TEXT, shanghaiDateTimeText } from '@gaokao/contracts'
import { useState } from 'react'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { EXPERT_PAGE_SIZE, useMyConsults } from '../api/expert'
import styles from './Expert.module.css'

const T = EXPERT_PAGE_TEXT

/** My consultations (queryListByUser), newest first. */
export function MyConsults() {
  const [page, setPage] = useState(1)
  const consults = useMyConsults(page)
  return (
    <QueryState query={consults} isEmpty={(d) => d.total === 0} emptyText={T.mineEmpty}>
      {(data) => (
        <div className={styles.stack}>
          <p className={styles.notice} role="note">
            {T.statusNote}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{T.mineColumns.time}</th>
                  <th scope="col">{T.mineColumns.expert}</th>
                  <th scope="col">{T.mineColumns.topic}</th>
                  <th scope="col">{T.mineColumns.channel}</th>
                  <th scope="col">{T.mineColumns.status}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((c) => (
                  <tr key={c.id}>
                    <td>{shanghaiDateTimeText(c.createdAt)}</td>
                    <td>{c.expertTitle}</td>
                    <td>
                      <div>{c.topic}</div>
                      <div className={styles.question}>{c.question}</div>
                    </td>
                    <td>
                      {c.channel} · {c.preferredTime}
                    </td>
                    <td>{c.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} total={data.total} pageSize={EXPERT_PAGE_SIZE} onPage={setPage} />
        </div>
      )}
    </QueryState>
  )
}
