import { Tag } from '@douyinfe/semi-ui'
import styles from './College.module.css'

const COLORS: Record<string, 'red' | 'orange' | 'blue' | 'green' | 'grey'> = {
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
        <li key={tag}>
          <Tag color={COLORS[tag] ?? 'grey'} size="small">
            {tag}
          </Tag>
        </li>
      ))}
    </ul>
  )
}
