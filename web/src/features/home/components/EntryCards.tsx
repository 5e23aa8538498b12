import { HOME_ENTRIES, HOME_TEXT } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import styles from './HomePage.module.css'

/** Entry cards to the site's main tools. */
export function EntryCards() {
  return (
    <nav aria-label={HOME_TEXT.entriesLabel} className={styles.entries}>
      {HOME_ENTRIES.map((item) => (
        <Link key={item.path} to={item.path} className={styles.entry}>
          <span className={styles.entryLabel}>{item.label}</span>
          <span className={styles.entryDesc}>{item.desc}</span>
        </Link>
      ))}
    </nav>
  )
}
