import { PERSONAL_TEXT, shanghaiDateText } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { FOCUS_PAGE_SIZE, useFocusedMajors, useFocusedSchools } from '../api/focus'
import styles from './Personal.module.css'

interface Props {
  page: number
  onPage: (page: number) => void
}

/** 我的关注: the schools and the majors the user follows, each linking to its page. */
export function FocusTab({ page, onPage }: Props) {
  // One page number for the tab: it pages whichever list is longer, the other stays on its last page.
  const schools = useFocusedSchools(page)
  const majors = useFocusedMajors(page)
  const total = Math.max(schools.data?.total ?? 0, majors.data?.total ?? 0)
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="focus-schools">
        <h2 id="focus-schools" className={styles.cardTitle}>
          {PERSONAL_TEXT.focusedSchools}
          {schools.data && <span className={styles.count}>{PERSONAL_TEXT.total(schools.data.total)}</span>}
        </h2>
        <QueryState query={schools}>
          {(d) =>
            d.total === 0 ? (
              <p className={styles.empty}>
                {PERSONAL_TEXT.noFocusedSchools}
                <Link to="/college">{PERSONAL_TEXT.goColleges}</Link>
              </p>
            ) : (
              <ul className={styles.list}>
                {d.list.map((s) => (
                  <li key={s.id} className={styles.item}>
                    <Link to="/college/$id" params={{ id: s.id }} className={styles.itemName}>
                      {s.name}
                    </Link>
                    <span className={styles.meta}>
                      {[s.province, s.city, s.level, s.type].filter(Boolean).join(' · ')}
                    </span>
                    <span className={styles.meta}>{PERSONAL_TEXT.focusedAt(shanghaiDateText(s.focusedAt))}</span>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
      <section className={styles.card} aria-labelledby="focus-majors">
        <h2 id="focus-majors" className={styles.cardTitle}>
          {PERSONAL_TEXT.focusedMajors}
          {majors.data && <span className={styles.count}>{PERSONAL_TEXT.total(majors.data.total)}</span>}
        </h2>
        <QueryState query={majors}>
          {(d) =>
            d.total === 0 ? (
              <p className={styles.empty}>
                {PERSONAL_TEXT.noFocusedMajors}
                <Link to="/major">{PERSONAL_TEXT.goMajors}</Link>
              </p>
            ) : (
              <ul className={styles.list}>
                {d.list.map((m) => (
                  <li key={m.id} className={styles.item}>
                    <Link to="/major/$id" params={{ id: m.id }} className={styles.itemName}>
                      {m.name}
                    </Link>
                    <span className={styles.meta}>{[m.level, m.code, m.className].filter(Boolean).join(' · ')}</span>
                    <span className={styles.meta}>{PERSONAL_TEXT.focusedAt(shanghaiDateText(m.focusedAt))}</span>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
      <Pager page={page} total={total} pageSize={FOCUS_PAGE_SIZE} onPage={onPage} />
    </div>
  )
}
