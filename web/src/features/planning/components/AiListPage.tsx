import { PLANNING_PAGE_TEXT, siteRoute } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { QueryState } from '../../../components/data/QueryState'
import { Page } from '../../../components/page/Page'
import { useMyWishes } from '../api/wishes'
import { WishCard } from './MyWishesPage'
import styles from './planning.module.css'

const T = PLANNING_PAGE_TEXT

/** /auxiliaryFill/list: the user's one-click plans. */
export function AiListPage() {
  const plans = useMyWishes('ai')
  return (
    <Page title={siteRoute('/auxiliaryFill/list').title}>
      <div className={styles.stack}>
        <p>{T.aiIntro}</p>
        <div className={styles.toolbar}>
          <Link to="/auxiliaryFill/fillInfo" className={styles.linkButton} data-solid="true">
            {T.aiStart}
          </Link>
        </div>
        <h2 className={styles.cardTitle}>{T.aiPlans}</h2>
        <QueryState query={plans} isEmpty={(d) => d.list.length === 0} emptyText={T.aiEmpty}>
          {(d) => (
            <ul className={styles.wishes}>
              {d.list.map((w) => (
                <WishCard key={w.id} wish={w} openTo="/auxiliaryFill/result" />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Page>
  )
}
