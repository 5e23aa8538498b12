import { PAGER_TEXT } from '@gaokao/contracts'
import styles from './Pager.module.css'
import { pagerItems } from './pager-items'

interface Props {
  page: number
  total: number
  pageSize: number
  onPage: (page: number) => void
  label?: string
}

/**
 * Server-side paging controls: real buttons (keyboard usable, 40 px), the
 * current page marked for screen readers. Nothing shows for a single page.
 */
export function Pager({ page, total, pageSize, onPage, label = PAGER_TEXT.label }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  const go = (p: number) => {
    if (p >= 1 && p <= pages && p !== page) onPage(p)
  }
  return (
    <nav aria-label={label} className={styles.pager}>
      <button type="button" className={styles.item} disabled={page <= 1} onClick={() => go(page - 1)}>
        {PAGER_TEXT.prev}
      </button>
      {pagerItems(page, pages).map((item, i) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
          <span key={`gap-${i}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={styles.item}
            aria-label={PAGER_TEXT.page(item)}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className={styles.item} disabled={page >= pages} onClick={() => go(page + 1)}>
        {PAGER_TEXT.next}
      </button>
    </nav>
  )
}
