import { Tooltip } from '@douyinfe/semi-ui'
import { SAMPLE_DATA_NOTICE } from '@gaokao/contracts'
import styles from './SampleDataNotice.module.css'

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
  return note ? <Tooltip content={note}>{badge}</Tooltip> : badge
}
