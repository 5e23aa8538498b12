import { COLLEGE_TEXT } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { QueryState } from '../../../components/data/QueryState'
import { useSimilarSchools } from '../api/similar-schools'
import styles from './College.module.css'
import listStyles from './detail-lists.module.css'

/** Colleges of the same level and type whose selectivity is close, each with why it is shown. */
export function SimilarSchools({ schoolId }: { schoolId: number }) {
  const similar = useSimilarSchools(schoolId)
  return (
    <section className={styles.section} aria-labelledby="college-similar">
      <h2 id="college-similar" className={styles.sectionTitle}>
        {COLLEGE_TEXT.similar}
      </h2>
      <QueryState query={similar} isEmpty={(d) => d.length === 0} emptyText={COLLEGE_TEXT.similarEmpty}>
        {(schools) => (
          <ul className={listStyles.similar}>
            {schools.map((s) => (
              <li key={s.id}>
                <Link to="/college/$id" params={{ id: s.id }}>
                  {s.name}
                </Link>
                <span className={styles.meta}>
                  {s.province}·{s.city} | {s.level} | {COLLEGE_TEXT.typeLabel(s.type)}
                </span>
                <span className={styles.note}>{s.reason}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}
