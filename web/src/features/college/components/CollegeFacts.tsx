import { COLLEGE_CATALOGUE_TEXT, COLLEGE_TEXT, type DataOf, type querySchoolDetails } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { Fragment } from 'react'
import { WithCompareToggle } from '../../../components/compare/WithCompareToggle'
import { FactList } from '../../../components/data/FactList'
import { FigureNotice } from '../../../components/data/FigureNotice'
import { safeHref } from '../../../lib/safe-link'
import { useFocusedSchools } from '../api/focus'
import styles from './College.module.css'
import { FocusButton } from './FocusButton'
import { SchoolTags } from './SchoolTags'

type Details = DataOf<typeof querySchoolDetails>

/** The college's tags, 关注, facts and introduction. */
export function CollegeFacts({ school }: { school: Details }) {
  const focused = useFocusedSchools([school.id]).data?.has(school.id) ?? false
  const facts: { term: string; value: React.ReactNode }[] = [
    { term: COLLEGE_TEXT.location, value: `${school.province} · ${school.city}` },
    { term: COLLEGE_TEXT.filterLevel, value: school.level },
    { term: COLLEGE_TEXT.filterType, value: <SchoolType school={school} /> },
    { term: COLLEGE_TEXT.filterNature, value: school.nature },
    { term: COLLEGE_TEXT.authority, value: school.authority },
    {
      term: COLLEGE_TEXT.founded,
      value: school.founded === null ? COLLEGE_CATALOGUE_TEXT.foundedUnknown : COLLEGE_TEXT.foundedYear(school.founded),
    },
    ...(school.code ? [{ term: COLLEGE_TEXT.code, value: school.code }] : []),
    {
      term: COLLEGE_TEXT.majorCount,
      value:
        school.majorCount > 0 ? COLLEGE_TEXT.majorCountValue(school.majorCount) : COLLEGE_CATALOGUE_TEXT.majorsUnknown,
    },
    ...(school.recruitYear
      ? [
          {
            term: COLLEGE_TEXT.recruitProvinces,
            value: (
              <>
                {COLLEGE_TEXT.recruitProvincesValue(school.recruitProvinces, school.recruitYear)} <FigureNotice />
              </>
            ),
          },
        ]
      : []),
    ...(school.ranking
      ? [
          {
            term: COLLEGE_TEXT.sortRank,
            value: (
              <>
                {COLLEGE_TEXT.ourRank(school.level, school.ranking.rank)}{' '}
                <Link to="/schoolRank">{COLLEGE_TEXT.rankMethodLink}</Link>
              </>
            ),
          },
        ]
      : []),
    {
      term: COLLEGE_TEXT.website,
      value: <WebsiteLink website={school.website} />,
    },
    ...(school.admissionSite
      ? [{ term: COLLEGE_CATALOGUE_TEXT.admissionSite, value: <WebsiteLink website={school.admissionSite} /> }]
      : []),
  ]

  return (
    <>
      <div className={styles.header}>
        <SchoolTags tags={school.tags} label={COLLEGE_TEXT.tagsLabel(school.name)} />
        <WithCompareToggle schoolId={school.id} name={school.name}>
          <FocusButton schoolId={school.id} name={school.name} focused={focused} />
        </WithCompareToggle>
      </div>
      <section className={styles.section} aria-labelledby="college-facts">
        <h2 id="college-facts" className={styles.visuallyHidden}>
          {COLLEGE_TEXT.facts}
        </h2>
        <FactList facts={facts} className={styles.facts} itemClassName={styles.fact} />
      </section>
      <section className={styles.section} aria-labelledby="college-intro">
        <h2 id="college-intro" className={styles.sectionTitle}>
          {COLLEGE_TEXT.intro}
        </h2>
        {/* A college known only from the MOE list has no introduction of ours: say so, and where its facts come from. */}
        {school.intro ? (
          <p className={styles.intro}>{school.intro}</p>
        ) : (
          <p className={styles.note}>{COLLEGE_CATALOGUE_TEXT.introEmpty}</p>
        )}
      </section>
    </>
  )
}

/** The college's type; read off its name when the MOE list gave none, and then it says so. */
function SchoolType({ school }: { school: Details }) {
  if (!school.typeFromName) return COLLEGE_TEXT.typeLabel(school.type)
  return (
    <>
      {COLLEGE_TEXT.typeLabel(school.type)}
      <span className={styles.note} title={COLLEGE_CATALOGUE_TEXT.typeFromNameHint}>
        {COLLEGE_CATALOGUE_TEXT.typeFromName}
      </span>
    </>
  )
}

/** The college's website as the upstream has it: a link only when it is a safe one (lib/safe-link.ts), else its text. */
function WebsiteLink({ website }: { website: string }) {
  if (website === '') return COLLEGE_CATALOGUE_TEXT.websiteNone
  const href = safeHref(website)
  const text = <BreakAtDots text={website.replace(/^https?:\/\//, '')} />
  return href === undefined ? (
    text
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.website}>
      {text}
    </a>
  )
}

/**
 * An address that may wrap only after a dot or a slash (www.pku.<wbr>edu.<wbr>cn): a narrow column broke
 * "www.pku.edu.cn" mid-word. The column's overflow-wrap:anywhere stays as the last resort for a part too long
 * for a line of its own.
 */
function BreakAtDots({ text }: { text: string }) {
  const parts = text.split(/(?<=[./])/)
  return parts.map((part, i) => (
    // The parts of one fixed string: their order never changes.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}
