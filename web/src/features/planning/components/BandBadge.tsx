import { type Band, formatProbability, PLANNING_PAGE_TEXT } from '@gaokao/contracts'
import styles from './planning.module.css'

/** 冲 / 稳 / 保 with the probability, coloured by band; '—' when there is no chance to show. */
export function BandBadge({ band, probability }: { band: Band | null; probability: number | null }) {
  if (probability === null)
    return (
      <span className={styles.band} data-band="none">
        {PLANNING_PAGE_TEXT.noChance}
      </span>
    )
  return (
    <span className={styles.band} data-band={band ?? 'none'} title={PLANNING_PAGE_TEXT.probability}>
      {band ?? '—'} {formatProbability(probability)}
    </span>
  )
}
