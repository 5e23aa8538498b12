import { COLLEGE_TEXT } from '@gaokao/contracts'
import { useSchoolScenery } from '../api/school-scenery'
import styles from './College.module.css'

/**
 * 校园风光: the photos the upstream has, with their captions. A college
 * without any (the reference dataset never invents one) has no such section
 * at all: a heading over "none" on every college told the student nothing
 * (docs/empty-sections.md). The college's website is in its facts.
 */
export function SceneryPanel({ schoolId }: { schoolId: number }) {
  const items = useSchoolScenery(schoolId).data ?? []
  if (items.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="college-scenery">
      <h2 id="college-scenery" className={styles.sectionTitle}>
        {COLLEGE_TEXT.scenery}
      </h2>
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
    </section>
  )
}
