import { type DataOf, HOME_TEXT, type queryRecommendHome } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { useDatasetInfo } from '../../../api/reference/dataset-info'
import { FigureSourceNotice } from '../../../components/data/FigureSourceNotice'
import { admissionsSource } from '../../../components/data/table-source'
import type { PartState } from '../api/home-page'
import styles from './HomePage.module.css'
import { SectionState } from './SectionState'

type Recommended = DataOf<typeof queryRecommendHome>

/** The best-ranked 本科 schools that admit in the visitor's province, with their latest lowest score there. */
export function RecommendedSchools({
  province,
  state,
  onRetry,
}: {
  province: string
  state: PartState<Recommended>
  onRetry: () => void
}) {
  const info = useDatasetInfo().data
  return (
    <section className={styles.section} aria-labelledby="home-schools-title">
      <div className={styles.sectionHead}>
        <h2 id="home-schools-title" className={styles.sectionTitle}>
          {HOME_TEXT.recommended(province)}
        </h2>
        {/* No label until datasetInfo says where the lines come from: a guess would call published lines 示例数据. */}
        {info && state.status === 'ok' && state.data.list.some((s) => s.minScore !== null) && (
          // The scores are that year's 投档线 in the province: published where the upstream ships that file.
          <FigureSourceNotice
            source={admissionsSource(info.coverage, { province: state.data.province, year: state.data.year })}
            note={info.note}
          />
        )}
        <Link to="/college" className={styles.more}>
          {HOME_TEXT.more}
          <span className={styles.visuallyHidden}>{HOME_TEXT.recommended(province)}</span>
        </Link>
      </div>
      <p className={styles.sectionNote}>{HOME_TEXT.recommendedNote}</p>
      <SectionState
        state={state}
        isEmpty={(d) => d.list.length === 0}
        emptyText={HOME_TEXT.emptySchools}
        onRetry={onRetry}
      >
        {(data) => (
          <ul className={styles.schools}>
            {data.list.map((s) => (
              <li key={s.id}>
                <Link to="/college/$id" params={{ id: s.id }} className={styles.school}>
                  <span className={styles.schoolName}>{s.name}</span>
                  <span className={styles.schoolMeta}>
                    {s.city} · {s.type} · {HOME_TEXT.ranking(s.ranking)}
                  </span>
                  {s.tags.length > 0 && (
                    <span className={styles.tags}>
                      {s.tags.slice(0, 3).map((t) => (
                        <span key={t} className={styles.tag}>
                          {t}
                        </span>
                      ))}
                    </span>
                  )}
                  {s.minScore !== null && s.track !== null && (
                    <span className={styles.schoolScore}>{HOME_TEXT.minScore(data.year, s.track, s.minScore)}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </SectionState>
    </section>
  )
}
