import { asksAdjustment, PLANNING_PAGE_TEXT, siteRoute } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { PlainFigureNotice } from '../../../components/data/PlainFigureNotice'
import { QueryState } from '../../../components/data/QueryState'
import { Page } from '../../../components/page/Page'
import { useWishDetail } from '../api/wishes'
import { CandidateSummary } from './CandidateSummary'
import styles from './planning.module.css'
import { SortableWishLines } from './SortableWishLines'
import { TableRiskSummary } from './TableRiskSummary'
import { WishSettings } from './WishSettings'
import { WishToolbar } from './WishToolbar'

const T = PLANNING_PAGE_TEXT

/**
 * /choice/detail: one volunteer table, every line with its chance, history,
 * plan, tuition, requirement and warnings; reorder by drag or by typing a
 * position; rename, note, adjustment, physical conditions; sort, export, clear.
 */
export function WishDetailPage({ wishId }: { wishId: number }) {
  const detail = useWishDetail(wishId)
  return (
    <Page title={siteRoute('/choice/detail').title}>
      <QueryState query={detail} refusalAction={<Link to="/choice/buildWish">{T.backToWishes}</Link>}>
        {(d) => (
          <div className={styles.stack}>
            <section className={styles.card} aria-label={d.wish.name}>
              <div className={`${styles.row} ${styles.spread}`}>
                <h2 className={styles.cardTitle}>{d.wish.name}</h2>
                <span className={styles.muted}>
                  {d.wish.batch} · {T.lines(d.lines.length, d.wish.capacity)} · {T.counts(d.counts)} ·{' '}
                  {T.updatedAt(d.wish.updatedAt)}
                </span>
              </div>
              {d.wish.info && <p className={styles.muted}>{d.wish.info}</p>}
              <details className={styles.why}>
                <summary>{T.settings}</summary>
                <WishSettings wish={d.wish} asksAdjustment={asksAdjustment(d.candidate.mode)} />
              </details>
            </section>
            <TableRiskSummary risk={d.risk} />
            <CandidateSummary candidate={d.candidate} />
            <WishToolbar wish={d.wish} editable />
            {d.lines.length === 0 ? (
              <p className={styles.card}>{T.emptyWish}</p>
            ) : (
              <>
                <p className={styles.muted}>
                  {T.dragHint} <PlainFigureNotice year={d.candidate.rankYear} />
                </p>
                <SortableWishLines wishId={d.wish.id} lines={d.lines} />
              </>
            )}
          </div>
        )}
      </QueryState>
    </Page>
  )
}
