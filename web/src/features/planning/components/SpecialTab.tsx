import { ADMISSION_TEXT } from '@gaokao/contracts'
import { SPECIAL_TAB } from '../lib/choice-search'
import styles from './planning.module.css'

/**
 * /choice's tab of the special admission types the filters chose, beside
 * 冲/稳/保 (docs/admission-types.md): they are listed apart, never in a band.
 */
export function SpecialTab({ selected, count, onSelect }: { selected: boolean; count: number; onSelect: () => void }) {
  return (
    <button
      type="button"
      role="tab"
      id={`band-tab-${SPECIAL_TAB}`}
      aria-selected={selected}
      aria-controls="band-panel"
      className={styles.tab}
      onClick={onSelect}
    >
      {ADMISSION_TEXT.tabCount(count)}
    </button>
  )
}
