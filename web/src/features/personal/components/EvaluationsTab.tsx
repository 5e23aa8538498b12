import { EVALUATION_TEXT, PERSONAL_TEXT, shanghaiDateTimeText } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { MY_EVALUATION_PAGE_SIZE, useMyEvaluations } from '../api/my-evaluation'
import styles from './Personal.module.css'

interface Props {
  page: number
  onPage: (page: number) => void
}

/** 我的测评 (myEvaluation): every finished assessment, latest first, each opening its report. */
export function EvaluationsTab({ page, onPage }: Props) {
  const done = useMyEvaluations(page)
  return (
    <section className={styles.card} aria-labelledby="my-evaluations">
      <h2 id="my-evaluations" className={styles.cardTitle}>
        {EVALUATION_TEXT.history}
        {done.data && <span className={styles.count}>{PERSONAL_TEXT.total(done.data.total)}</span>}
      </h2>
      <QueryState query={done}>
        {(d) =>
          d.total === 0 ? (
            <p className={styles.empty}>
              {EVALUATION_TEXT.noHistory}
              <Link to="/evaluate">{EVALUATION_TEXT.goEvaluate}</Link>
            </p>
          ) : (
            <>
              <ul className={styles.list}>
                {d.list.map((r) => (
                  <li key={r.reportId} className={styles.item}>
                    <span className={styles.itemName}>{r.evaluationName}</span>
                    <span className={styles.code}>
                      {r.code} · {r.codeName}
                    </span>
                    <span className={styles.meta}>{PERSONAL_TEXT.finishedAt(shanghaiDateTimeText(r.finishedAt))}</span>
                    <Link
                      to="/evaluate/$id"
                      params={{ id: r.evaluationId }}
                      search={{ report: r.reportId }}
                      className={styles.action}
                    >
                      {PERSONAL_TEXT.viewReport}
                    </Link>
                  </li>
                ))}
              </ul>
              <Pager page={page} total={d.total} pageSize={MY_EVALUATION_PAGE_SIZE} onPage={onPage} />
            </>
          )
        }
      </QueryState>
    </section>
  )
}
