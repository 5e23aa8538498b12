import { COLLEGE_TEXT } from '@gaokao/contracts'
import { useSchoolScenery } from '../api/school-scenery'
import styles from './College.module.css'

/**
 * 校园风光: the photos the upstream has, with their captions. When it has
 * none (the reference dataset never invents any), a plain note and the
 * college's own website instead.
 */
export function SceneryPanel({ schoolId, website }: { schoolId: number; website: string }) {
  const scenery = useSchoolScenery(schoolId)
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
            <a href={website} target="_blank" rel="noopener noreferrer">
              {COLLEGE_TEXT.sceneryVisit}
            </a>
          </p>
        )
      )}
    </section>
  )
}
