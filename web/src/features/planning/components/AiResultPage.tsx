import { PLANNING_PAGE_TEXT, siteRoute } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { PlainFigureNotice } from '../../../components/data/PlainFigureNotice'
import { QueryState } from '../../../components/data/QueryState'
import { Page } from '../../../components/page/Page'
import { useWishDetail } from '../api/wishes'
import { CandidateSummary } from './CandidateSummary'
import styles from './planning.module.css'
import { TableRiskSummary } from './TableRiskSummary'
import { WishLineCard } from './WishLineCard'
import { WishToolbar } from './WishToolbar'

const T = PLANNING_PAGE_TEXT

/** /auxiliaryFill/result: a generated table with each line's chance and why; regenerate or edit it. */
export function AiResultPage({ wishId }: { wishId: number }) {
  const detail = useWishDetail(wishId)
  return (
    <Page title={siteRoute('/auxiliaryFill/result').title}>
      <QueryState query={detail} refusalAction={<Link to="/auxiliaryFill/list">{T.backToAiPlans}</Link>}>
        {(d) => (
          <div className={styles.stack}>
            <section className={styles.card} aria-label={d.wish.name}>
              <div className={`${styles.row} ${styles.spread}`}>
                <h2 className={styles.cardTitle}>{d.wish.name}</h2>
                <span className={styles.muted}>
                  {d.wish.batch} · {T.lines(d.lines.length, d.wish.capacity)} · {T.counts(d.counts)}
                </span>
              </div>
              <div className={styles.toolbar}>
                <Link
                  to="/auxiliaryFill/fillInfo"
                  search={{ wishId: d.wish.id }}
                  className={styles.linkButton}
                  data-solid="true"
                >
                  {T.regenerate}
                </Link>
                <Link to="/choice/detail" search={{ wishId: d.wish.id }} className={styles.linkButton}>
                  {T.editInTable}
                </Link>
              </div>
            </section>
            <TableRiskSummary risk={d.risk} />
            <CandidateSummary candidate={d.candidate} />
            <WishToolbar wish={d.wish} editable={false} />
            <p className={styles.muted}>
              <PlainFigureNotice year={d.candidate.rankYear} />
            </p>
            <ol className={styles.lines}>
              {d.lines.map((line) => (
                <WishLineCard key={line.id} line={line} count={d.lines.length} />
              ))}
            </ol>
          </div>
        )}
      </QueryState>
    </Page>
  )
}
