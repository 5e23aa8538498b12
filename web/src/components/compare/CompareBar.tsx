import { COMPARE_BASKET_TEXT } from '@gaokao/contracts'
import { Link, useLocation } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import styles from './Compare.module.css'
import { compareBasket, setCompare } from './compare-basket'

/**
 * The floating 对比(n) bar while the basket holds a college: it opens
 * /compare with the basket's ids. Hidden on /compare itself, which shows
 * the basket's schools already.
 */
export function CompareBar() {
  const { ids } = useSnapshot(compareBasket)
  const pathname = useLocation({ select: (l) => l.pathname })
  if (ids.length === 0 || pathname === '/compare') return null
  return (
    <div className={styles.bar}>
      <Link
        to="/compare"
        search={{ ids: ids.join(',') }}
        className={styles.barLink}
        aria-label={COMPARE_BASKET_TEXT.barLabel}
      >
        {COMPARE_BASKET_TEXT.bar(ids.length)}
      </Link>
      <button type="button" className={styles.barClear} onClick={() => setCompare([])}>
        {COMPARE_BASKET_TEXT.clear}
      </button>
    </div>
  )
}
