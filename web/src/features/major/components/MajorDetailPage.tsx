import { type DataOf, MAJOR_TEXT, type queryMajorDetail, siteRoute } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { FactList } from '../../../components/data/FactList'
import { FigureNotice } from '../../../components/data/FigureNotice'
import { QueryState } from '../../../components/data/QueryState'
import links from '../../../components/page/links.module.css'
import { Page } from '../../../components/page/Page'
import { useMajorDetail } from '../api/major-detail'
import { levelSearch, type MajorDetailSearch } from '../lib/major-search'
import { FocusButton } from './FocusButton'
import styles from './Major.module.css'
import { MajorOutcomes } from './MajorOutcomes'
import { MajorSchools } from './MajorSchools'

type Major = DataOf<typeof queryMajorDetail>

/**
 * /major/$id: what the major is (introduction, courses, careers, degree,
 * duration), the subjects schools ask for in the plans, salary and
 * employment with their year, related jobs, and the schools offering it
 * with their scores in the user's province.
 */
export function MajorDetailPage({ id, search }: { id: number; search: MajorDetailSearch }) {
  const major = useMajorDetail(id)
  return (
    <Page title={major.data?.name ?? siteRoute('/major/$id').title}>
      <QueryState query={major}>{(m) => <MajorDetail major={m} search={search} />}</QueryState>
      <p>
        <Link to="/major" search={major.data ? levelSearch(major.data.level) : {}} className={links.back}>
          {MAJOR_TEXT.backToList}
        </Link>
      </p>
    </Page>
  )
}

function MajorDetail({ major, search }: { major: Major; search: MajorDetailSearch }) {
  const facts = [
    { term: MAJOR_TEXT.code, value: major.code },
    { term: MAJOR_TEXT.level, value: major.level },
    { term: MAJOR_TEXT.category(major.level), value: major.category },
    { term: MAJOR_TEXT.className, value: major.className },
    { term: MAJOR_TEXT.degree, value: major.degree || MAJOR_TEXT.noDegree },
    { term: MAJOR_TEXT.duration, value: MAJOR_TEXT.years(major.duration) },
  ]
  return (
    <>
      <div className={styles.header}>
        <ul className={styles.tags} aria-label={MAJOR_TEXT.basics}>
          <li className={styles.tag}>{major.level}</li>
          <li className={styles.tag}>{major.category}</li>
          <li className={styles.tag}>{major.className}</li>
          <li className={styles.tag}>{MAJOR_TEXT.schoolsTotal(major.schoolCount)}</li>
        </ul>
        <FocusButton majorId={major.id} />
      </div>

      <section className={styles.section} aria-labelledby="major-basics">
        <h2 id="major-basics" className={styles.sectionTitle}>
          {MAJOR_TEXT.basics}
        </h2>
        <FactList facts={facts} className={styles.facts} />
      </section>

      <section className={styles.section} aria-labelledby="major-intro">
        <h2 id="major-intro" className={styles.sectionTitle}>
          {MAJOR_TEXT.intro}
        </h2>
        <p className={styles.text}>{major.intro}</p>
      </section>

      <section className={styles.section} aria-labelledby="major-courses">
        <h2 id="major-courses" className={styles.sectionTitle}>
          {MAJOR_TEXT.courses}
        </h2>
        <ul className={styles.tags}>
          {major.courses.map((c) => (
            <li key={c} className={styles.tag}>
              {c}
            </li>
          ))}
        </ul>
        <h2 className={styles.sectionTitle}>{MAJOR_TEXT.careers}</h2>
        <ul className={styles.tags}>
          {major.careers.map((c) => (
            <li key={c} className={styles.tag}>
              {c}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="major-requirements">
        <h2 id="major-requirements" className={styles.sectionTitle}>
          {MAJOR_TEXT.subjectRequirements}
          <FigureNotice year={major.subjectRequirements.year} />
        </h2>
        <p className={styles.hint}>{MAJOR_TEXT.subjectRequirementsHint(major.subjectRequirements.year)}</p>
        {major.subjectRequirements.items.length === 0 ? (
          <p className={styles.text}>{MAJOR_TEXT.noPlans}</p>
        ) : (
          <ul className={styles.tags}>
            {major.subjectRequirements.items.map((r) => (
              <li key={r.requirement} className={styles.tag}>
                {r.requirement} · {MAJOR_TEXT.schoolsAsking(r.schools)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <MajorOutcomes outcomes={major.outcomes} />

      <section className={styles.section} aria-labelledby="major-jobs">
        <h2 id="major-jobs" className={styles.sectionTitle}>
          {MAJOR_TEXT.relatedJobs}
        </h2>
        {major.jobs.length === 0 ? (
          <p className={styles.text}>{MAJOR_TEXT.noRelatedJobs}</p>
        ) : (
          <ul className={styles.links}>
            {major.jobs.map((j) => (
              <li key={j.id}>
                <Link to="/jobLibrary/$id" params={{ id: j.id }} className={links.chipLink}>
                  {j.name}
                  <span className={links.chipNote}>{j.industry}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <MajorSchools majorId={major.id} search={search} />
    </>
  )
}
