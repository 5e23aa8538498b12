import { ADMISSION_TEXT, ADMISSION_TYPE_TEXT, type AdmissionType, formatProbability } from '@gaokao/contracts'
import styles from './AdmissionBadge.module.css'

/**
 * A unit of a special admission type (军队院校, 艺术类 …; docs/admission-types.md):
 * each type with what it requires besides the score. Renders nothing for an
 * ordinary unit, so a list can place it on every card.
 */
export function AdmissionBadge({ types }: { types: readonly AdmissionType[] | undefined }) {
  if (!types || types.length === 0) return null
  const requires = [...new Set(types.flatMap((t) => ADMISSION_TYPE_TEXT[t].requires))]
  return (
    <p className={styles.badge} data-admission={types.join(' ')}>
      {types.map((t) => (
        <span key={t} className={styles.type}>
          {ADMISSION_TYPE_TEXT[t].label}
        </span>
      ))}
      <span>
        {ADMISSION_TEXT.requiresLead}
        {requires.join('、')}
      </span>
    </p>
  )
}

/** Where 冲/稳/保 would stand: the type, and the figure computed from ordinary lines, not a band. */
export function SpecialBandBadge({ probability }: { probability: number | null }) {
  return (
    <span className={styles.band} data-band="special" title={ADMISSION_TEXT.band}>
      {ADMISSION_TEXT.band}
      {probability === null ? '' : ` ${formatProbability(probability)}`}
    </span>
  )
}
