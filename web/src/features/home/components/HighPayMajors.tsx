import { COMMON_TEXT, type DataOf, HOME_TEXT, MAJOR_TEXT, type queryHighPayMajor } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { SampleDataNotice } from '../../../components/data/SampleDataNotice'
import type { PartState } from '../api/home-page'
import styles from './HomePage.module.css'
import { SectionState } from './SectionState'

type HighPay = DataOf<typeof queryHighPayMajor>

/** Hot and high-pay majors (queryHighPayMajor): 本科 and 专科, by graduates' average monthly income. */
export function HighPayMajors({
  undergraduate,
  vocational,
  onRetry,
}: {
  undergraduate: PartState<HighPay>
  vocational: PartState<HighPay>
  onRetry: () => void
}) {
  return (
    <section className={styles.section} aria-labelledby="home-majors-title">
      <div className={styles.sectionHead}>
        <h2 id="home-majors-title" className={styles.sectionTitle}>
          {HOME_TEXT.hotMajors}
        </h2>
        <Link to="/major" className={styles.more}>
          {HOME_TEXT.more}
          <span className={styles.visuallyHidden}>{HOME_TEXT.hotMajors}</span>
        </Link>
      </div>
      <div className={styles.majorColumns}>
        <MajorList title={COMMON_TEXT.undergraduate} state={undergraduate} onRetry={onRetry} />
        <MajorList title={COMMON_TEXT.vocational} state={vocational} onRetry={onRetry} />
      </div>
    </section>
  )
}

function MajorList({ title, state, onRetry }: { title: string; state: PartState<HighPay>; onRetry: () => void }) {
  return (
    <div className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{title}</h3>
        {state.status === 'ok' && <SampleDataNotice year={state.data.year} demo={state.data.demo} />}
      </div>
      <SectionState
        state={state}
        isEmpty={(d) => d.list.length === 0}
        emptyText={HOME_TEXT.hotMajorsPending}
        onRetry={onRetry}
      >
        {(data) => (
          <ol className={styles.majorList}>
            {data.list.map((m) => (
              <li key={m.id}>
                <Link to="/major/$id" params={{ id: m.id }} className={styles.majorLink}>
                  <span className={styles.majorName}>{m.name}</span>
                  <span className={styles.majorFigures}>
                    {MAJOR_TEXT.yuanPerMonth(m.salary)} · {MAJOR_TEXT.employmentRate}{' '}
                    {MAJOR_TEXT.percent(m.employmentRate)}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </SectionState>
    </div>
  )
}
