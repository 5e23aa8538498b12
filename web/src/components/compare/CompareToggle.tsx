import { COMPARE_BASKET_TEXT } from '@gaokao/contracts'
import { useSnapshot } from 'valtio'
import { showMessage } from '../../stores/messages'
import styles from './Compare.module.css'
import { compareBasket, toggleCompare } from './compare-basket'

/** 加入对比 / 已加入对比 for one college; a fifth is refused with a message, not dropped silently. */
export function CompareToggle({ schoolId, name }: { schoolId: number; name: string }) {
  const { ids } = useSnapshot(compareBasket)
  const added = ids.includes(schoolId)
  const onClick = () => {
    if (toggleCompare(schoolId) === 'full') showMessage('warning', COMPARE_BASKET_TEXT.basketFull)
  }
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={added}
      aria-label={added ? COMPARE_BASKET_TEXT.removeLabel(name) : COMPARE_BASKET_TEXT.addLabel(name)}
      onClick={onClick}
    >
      {added ? COMPARE_BASKET_TEXT.added : COMPARE_BASKET_TEXT.add}
    </button>
  )
}
