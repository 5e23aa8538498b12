import { MAJOR_TEXT, type MajorLevel } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { FigureNotice } from '../../../components/data/FigureNotice'
import { QueryState } from '../../../components/data/QueryState'
import { useHighPay } from '../api/high-pay'
import styles from './Major.module.css'

/** The best-paid majors of a level (queryHighPayMajor), each salary with its graduating year. */
export function HighPayMajors({ cc }: { cc: MajorLevel }) {
  const top = useHighPay(cc)
  return (
    <section className={`${styles.panel} ${styles.extra}`} aria-labelledby="high-pay-title">
      <h2 id="high-pay-title" className={styles.panelTitle}>
        {MAJOR_TEXT.highPay}
        {top.data && <FigureNotice year={top.data.year} fallbackDemo={top.data.demo} />}
      </h2>
      <QueryState query={top} isEmpty={(d) => d.list.length === 0}>
        {(d) => (
          <>
            <p className={styles.hint}>
              {MAJOR_TEXT.graduates(d.year)} · {MAJOR_TEXT.highPayHint}
            </p>
            <ol className={styles.ranking}>
              {d.list.map((m) => (
                <li key={m.id}>
                  <Link to="/major/$id" params={{ id: m.id }} className={styles.rankingLink}>
                    <span className={styles.rankingName}>{m.name}</span>
                    <span className={styles.rankingFigure}>{MAJOR_TEXT.yuanPerMonth(m.salary)}</span>
                  </Link>
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryState>
    </section>
  )
}
