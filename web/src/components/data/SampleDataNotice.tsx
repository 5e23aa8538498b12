import { SAMPLE_DATA_NOTICE } from '@gaokao/contracts'
import { lazy, Suspense } from 'react'
import styles from './SampleDataNotice.module.css'

// Semi's Tooltip is 13 kB of compressed script; the pages that show a note load it then, not every page with a badge.
const NoteTooltip = lazy(() => import('./NoteTooltip'))

/**
 * The small label beside every generated figure: its year, and 示例数据 when
 * the upstream says its figures are sample data. Trust starts with saying
 * where a number comes from.
 */
export function SampleDataNotice({ year, demo = true, note }: { year?: number; demo?: boolean; note?: string }) {
  const label = [demo ? SAMPLE_DATA_NOTICE : undefined, year ? `${year}年` : undefined].filter(Boolean).join(' · ')
  if (label === '') return null
  const badge = (
    <span className={styles.badge} data-demo={demo}>
      {label}
    </span>
  )
  if (!note) return badge
  return (
    <Suspense fallback={badge}>
      <NoteTooltip note={note}>{badge}</NoteTooltip>
    </Suspense>
  )
}
