import { COLLEGE_TEXT } from '@gaokao/contracts'
import { safeHref } from '../../../lib/safe-link'
import { useSchoolScenery } from '../api/school-scenery'
import styles from './College.module.css'

/**
 * 校园风光: the photos the upstream has, with their captions. When it has
 * none (the reference dataset never invents any), a plain note and the
 * college's own website instead.
 */
export function SceneryPanel({ schoolId, website }: { schoolId: number; website: string }) {
  const scenery = useSchoolScenery(schoolId)
  // The website comes from the upstream: no link at all unless it is a safe one (lib/safe-link.ts).
  const websiteHref = safeHref(website)
  const items = scenery.data ?? []
  return (
    <section className={styles.section} aria-labelledby="college-scenery">
      <h2 id="college-scenery" className={styles.sectionTitle}>
        {COLLEGE_TEXT.scenery}
      </h2>
      {items.length > 0 ? (
        <ul className={styles.scenery}>
          {items.map((item) => (
            <li key={item.imageUrl}>
              <figure>
                <img src={item.imageUrl} alt={item.caption} loading="lazy" />
                <figcaption>{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : (
        !scenery.isPending && (
          <p className={styles.sceneryEmpty}>
            <span>{COLLEGE_TEXT.sceneryEmpty}</span>
            {websiteHref !== undefined && (
              <a href={websiteHref} target="_blank" rel="noopener noreferrer">
                {COLLEGE_TEXT.sceneryVisit}
              </a>
            )}
          </p>
        )
      )}
    </section>
  )
}
