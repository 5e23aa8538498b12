import { PERSONAL_TEXT } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { MY_WISH_PAGE_SIZE, useMyWishes } from '../api/my-wish'
import styles from './Personal.module.css'

interface Props {
  page: number
  onPage: (page: number) => void
}

/** 我的志愿表 (myWish): the user's tables, hand-built and generated, each opening its detail. */
export function WishesTab({ page, onPage }: Props) {
  const wishes = useMyWishes(page)
  return (
    <section className={styles.card} aria-labelledby="my-wishes">
      <h2 id="my-wishes" className={styles.cardTitle}>
        {PERSONAL_TEXT.tabWishes}
        {wishes.data && <span className={styles.count}>{PERSONAL_TEXT.total(wishes.data.total)}</span>}
      </h2>
      <QueryState query={wishes}>
        {(d) =>
          d.total === 0 ? (
            <p className={styles.empty}>
              {PERSONAL_TEXT.noWishes}
              <Link to="/choice">{PERSONAL_TEXT.buildWish}</Link>
            </p>
          ) : (
            <>
              <ul className={styles.list}>
                {d.list.map((w) => (
                  <li key={w.id} className={styles.item}>
                    <span className={styles.itemName}>{w.name}</span>
                    <span className={styles.code}>{PERSONAL_TEXT.wishKind(w.kind)}</span>
                    <span className={styles.meta}>
                      {[w.province, w.track, w.batch].filter(Boolean).join(' · ')} ·{' '}
                      {PERSONAL_TEXT.wishLines(w.lineCount, w.capacity)}
                    </span>
                    <Link to="/choice/detail" search={{ wishId: w.id }} className={styles.action}>
                      {PERSONAL_TEXT.viewWish}
                    </Link>
                  </li>
                ))}
              </ul>
              <Pager page={page} total={d.total} pageSize={MY_WISH_PAGE_SIZE} onPage={onPage} />
            </>
          )
        }
      </QueryState>
    </section>
  )
}
