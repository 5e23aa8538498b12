import {
  type DataOf,
  JOB_TEXT,
  type queryJobListByName,
  type queryMajorListByName,
  type querySchoolListByName,
} from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { CompareToggle } from '../../../components/compare/CompareToggle'
import { Highlighted } from './Highlighted'
import styles from './Search.module.css'

type School = DataOf<typeof querySchoolListByName>['list'][number]
type Major = DataOf<typeof queryMajorListByName>['list'][number]
type Job = DataOf<typeof queryJobListByName>['list'][number]

export function SchoolHits({ list, keyword }: { list: readonly School[]; keyword: string }) {
  return (
    <ul className={styles.hits}>
      {list.map((s) => (
        <li key={s.id} className={styles.hit}>
          <Link to="/college/$id" params={{ id: s.id }} className={styles.hitLink}>
            <span>
              <Highlighted text={s.name} keyword={keyword} />
            </span>
          </Link>
          <span className={styles.hitNote}>
            {[`${s.province} · ${s.city}`, s.level, s.type, s.nature, ...s.tags].join(' · ')}
          </span>
          <CompareToggle schoolId={s.id} name={s.name} />
        </li>
      ))}
    </ul>
  )
}

export function MajorHits({ list, keyword }: { list: readonly Major[]; keyword: string }) {
  return (
    <ul className={styles.hits}>
      {list.map((m) => (
        <li key={m.id} className={styles.hit}>
          <Link to="/major/$id" params={{ id: m.id }} className={styles.hitLink}>
            <span>
              <Highlighted text={m.name} keyword={keyword} />
            </span>
          </Link>
          <span className={styles.hitNote}>{[m.level, m.category, m.className, m.code].join(' · ')}</span>
        </li>
      ))}
    </ul>
  )
}

export function JobHits({ list, keyword }: { list: readonly Job[]; keyword: string }) {
  return (
    <ul className={styles.hits}>
      {list.map((j) => (
        <li key={j.id} className={styles.hit}>
          <Link to="/jobLibrary/$id" params={{ id: j.id }} className={styles.hitLink}>
            <span>
              <Highlighted text={j.name} keyword={keyword} />
            </span>
          </Link>
          <span className={styles.hitNote}>
            {j.industry} · {JOB_TEXT.salary} {JOB_TEXT.salaryRange(j.salaryMin, j.salaryMax)}
          </span>
        </li>
      ))}
    </ul>
  )
}
