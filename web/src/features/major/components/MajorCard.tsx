import { type DataOf, MAJOR_TEXT, type queryMajorList } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import styles from './Major.module.css'

type Major = DataOf<typeof queryMajorList>['list'][number]

/** A major in the list: its name (a link to its detail), code, 门类 / 专业类, degree and duration. */
export function MajorCard({ major }: { major: Major }) {
  return (
    <article className={styles.card}>
      <h3 className={styles.cardTitle}>
        <Link to="/major/$id" params={{ id: major.id }} className={styles.cardLink}>
          {major.name}
        </Link>
      </h3>
      <p className={styles.cardMeta}>
        <span>
          {MAJOR_TEXT.code} {major.code}
        </span>
        <span>
          {major.category} · {major.className}
        </span>
        <span>{major.degree || major.level}</span>
        <span>{MAJOR_TEXT.years(major.duration)}</span>
      </p>
    </article>
  )
}
