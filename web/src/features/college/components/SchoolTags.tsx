import styles from './SchoolTags.module.css'

/** Colours by tag; any other tag is grey. Plain labels, not Semi's Tag, which brings Typography and Tooltip along. */
const TONES: Record<string, string> = {
  '985': 'red',
  '211': 'orange',
  双一流: 'blue',
  双高计划: 'green',
}

/** A college's tags (985, 211, 双一流 ...) as a list of small labels. */
export function SchoolTags({ tags, label }: { tags: readonly string[]; label: string }) {
  if (tags.length === 0) return null
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag} data-tone={TONES[tag] ?? 'grey'}>
          {tag}
        </li>
      ))}
    </ul>
  )
}
