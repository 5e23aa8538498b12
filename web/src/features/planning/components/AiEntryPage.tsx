import { BAND_FLOOR, FILL_SPLITS, PLANNING_PAGE_TEXT, siteRoute } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { Page } from '../../../components/page/Page'
import styles from './planning.module.css'

const T = PLANNING_PAGE_TEXT

/** /auxiliaryFill: what one-click filling does and how, with the way in. A member feature (docs/spec-rules.md, Product). */
export function AiEntryPage() {
  return (
    <Page title={siteRoute('/auxiliaryFill').title}>
      <div className={styles.stack}>
        <section className={styles.card}>
          <p>{T.aiIntro}</p>
          <ol className={styles.steps}>
            {T.aiSteps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <p className={styles.muted}>
            {T.split}：
            {T.splitNote(
              Object.values(T.splitPresets).slice(0, 3).join(' · '),
              BAND_FLOOR.保 * 100,
              FILL_SPLITS.default.reach,
              FILL_SPLITS.default.match,
              FILL_SPLITS.default.safe,
            )}
          </p>
        </section>
        <div className={styles.toolbar}>
          <Link to="/auxiliaryFill/fillInfo" className={styles.linkButton} data-solid="true">
            {T.aiStart}
          </Link>
          <Link to="/auxiliaryFill/list" className={styles.linkButton}>
            {T.aiPlans}
          </Link>
        </div>
      </div>
    </Page>
  )
}
