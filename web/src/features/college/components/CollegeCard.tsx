import { COLLEGE_TEXT, COMMON_TEXT, type DataOf, FIGURE_SOURCE_TEXT, type querySchoolList } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { WithCompareToggle } from '../../../components/compare/WithCompareToggle'
import { FigureSourceNotice } from '../../../components/data/FigureSourceNotice'
import { NotedSourceNotice } from '../../../components/data/NotedSourceNotice'
import styles from './College.module.css'
import { FocusButton } from './FocusButton'
import { SchoolTags } from './SchoolTags'

type Item = DataOf<typeof querySchoolList>['list'][number]

/** One college in the list: name, where and what it is, its tags, our ranking, its admission in the user's province, 关注. */
export function CollegeCard({
  school,
  focused,
  examProvince,
  track,
}: {
  school: Item
  focused: boolean
  examProvince: string
  track: string | undefined
}) {
  return (
    <li className={styles.card}>
      <div>
        <h2 className={styles.cardTitle}>
          <Link to="/college/$id" params={{ id: school.id }}>
            {school.name}
          </Link>
        </h2>
        <p className={styles.meta}>
          {[
            `${school.province}·${school.city}`,
            school.level,
            COLLEGE_TEXT.typeLabel(school.type),
            school.nature,
            school.authority,
          ].join(' | ')}
        </p>
        <SchoolTags tags={school.tags} label={COLLEGE_TEXT.tagsLabel(school.name)} />
      </div>
      <div className={styles.figures}>
        {school.ranking && (
          <span>
            {COMMON_TEXT.yearLabel(school.ranking.year)} {COLLEGE_TEXT.ourRank(school.level, school.ranking.rank)}
          </span>
        )}
        {school.admission ? (
          <>
            <span>
              {COLLEGE_TEXT.admissionIn(school.admission.year, school.admission.province, school.admission.track)}
            </span>
            <span className={styles.figureStrong}>
              {school.admission.minRank === null
                ? FIGURE_SOURCE_TEXT.minScoreNoRank(school.admission.minScore)
                : COLLEGE_TEXT.minScoreRank(school.admission.minScore, school.admission.minRank)}
            </span>
            <NotedSourceNotice source={school.admission.source} />
            {school.admission.rankSource.kind === 'derived' && school.admission.minRank !== null && (
              <FigureSourceNotice source={school.admission.rankSource} />
            )}
          </>
        ) : (
          examProvince && track && <span>{COLLEGE_TEXT.notRecruiting(examProvince, track)}</span>
        )}
      </div>
      <WithCompareToggle schoolId={school.id} name={school.name} stacked>
        <FocusButton schoolId={school.id} name={school.name} focused={focused} />
      </WithCompareToggle>
    </li>
  )
}
