import { MAJOR_TEXT } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { QueryState } from '../../../components/data/QueryState'
import { user } from '../../../stores/user'
import { useFocusedMajors } from '../api/focus'
import styles from './Major.module.css'

/** The majors a logged-in user follows (queryFocusMajor), latest first; nothing for a visitor. */
export function FocusedMajors() {
  const { session } = useSnapshot(user)
  const loggedIn = session === 'user'
  const focused = useFocusedMajors(loggedIn)
  if (!loggedIn) return null
  return (
    <section className={`${styles.panel} ${styles.extra}`} aria-labelledby="focused-majors-title">
      <h2 id="focused-majors-title" className={styles.panelTitle}>
        {MAJOR_TEXT.myFocus}
        {focused.data && <span className={styles.nodeCount}>{focused.data.total}</span>}
      </h2>
      <QueryState query={focused} isEmpty={(d) => d.list.length === 0} emptyText={MAJOR_TEXT.noFocus}>
        {(d) => (
          <ul className={styles.ranking}>
            {d.list.map((m) => (
              <li key={m.id}>
                <Link to="/major/$id" params={{ id: m.id }} className={styles.rankingLink}>
                  <span className={styles.rankingName}>{m.name}</span>
                  <span className={styles.rankingFigure}>{m.level}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}
