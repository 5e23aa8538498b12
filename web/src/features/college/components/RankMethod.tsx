import { COLLEGE_TEXT, type DataOf, type querySchoolRank } from '@gaokao/contracts'
import styles from './College.module.css'

type Basis = DataOf<typeof querySchoolRank>['basis']

/** What /schoolRank measures, from which published lines, how it combines them and what it leaves apart. */
export function RankMethod({ basis }: { basis: Basis }) {
  return (
    <section className={styles.section} aria-labelledby="rank-method">
      <h2 id="rank-method" className={styles.sectionTitle}>
        {COLLEGE_TEXT.rankMethodTitle}
      </h2>
      {COLLEGE_TEXT.rankMethod(basis).map((paragraph) => (
        <p key={paragraph} className={styles.note}>
          {paragraph}
        </p>
      ))}
    </section>
  )
}
