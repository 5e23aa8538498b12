import { COMMON_TEXT, SAMPLE_DATA_NOTICE } from '@gaokao/contracts'
import { cloneElement, type HTMLAttributes, type ReactElement } from 'react'
import { useOnDemand } from '../../lib/use-on-demand'
import styles from './SampleDataNotice.module.css'

// Semi's Tooltip is 14 kB of compressed script and a mount per badge: it loads when a pointer first reaches a
// badge with a note (the note shows on hover), not with the page, whose first paint it held back.
const loadNoteTooltip = () => import('./NoteTooltip')

/**
 * The small label beside every generated figure: its year, and 示例数据 when
 * the upstream says its figures are sample data. Trust starts with saying
 * where a number comes from.
 */
export function SampleDataNotice({ year, demo = true, note }: { year?: number; demo?: boolean; note?: string }) {
  const label = [demo ? SAMPLE_DATA_NOTICE : undefined, year ? COMMON_TEXT.yearLabel(year) : undefined]
    .filter(Boolean)
    .join(' · ')
  if (label === '') return null
  const badge = (
    <span className={styles.badge} data-demo={demo}>
      {label}
    </span>
  )
  if (!note) return badge
  return <NoteBadge note={note} badge={badge} />
}

/** The badge, plain until a pointer reaches it; then inside Semi's Tooltip, which shows the note while it hovers. */
function NoteBadge({ note, badge }: { note: string; badge: ReactElement<HTMLAttributes<HTMLSpanElement>> }) {
  const [NoteTooltip, load] = useOnDemand(loadNoteTooltip)
  if (NoteTooltip) return <NoteTooltip note={note}>{badge}</NoteTooltip>
  return cloneElement(badge, { onPointerEnter: load })
}
