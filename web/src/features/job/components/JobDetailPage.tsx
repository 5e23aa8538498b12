import { type DataOf, JOB_TEXT, type queryProfessionDetail, siteRoute } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { FigureNotice } from '../../../components/data/FigureNotice'
import { QueryState } from '../../../components/data/QueryState'
import links from '../../../components/page/links.module.css'
import { Page } from '../../../components/page/Page'
import { useJobDetail } from '../api/job-detail'
import styles from './Job.module.css'

type Job = DataOf<typeof queryProfessionDetail>

/** /jobLibrary/$id: what the job is, its pay with the year, its outlook, the majors leading to it and similar jobs. */
export function JobDetailPage({ id }: { id: number }) {
  const job = useJobDetail(id)
  return (
    <Page title={job.data?.name ?? siteRoute('/jobLibrary/$id').title}>
      <QueryState query={job}>{(j) => <JobDetail job={j} />}</QueryState>
      <p>
        <Link to="/jobLibrary" search={job.data ? { industry: job.data.industry } : {}} className={links.back}>
          {JOB_TEXT.backToLibrary}
        </Link>
      </p>
    </Page>
  )
}

function JobDetail({ job }: { job: Job }) {
  return (
    <>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{JOB_TEXT.industry}</dt>
          <dd>
            <Link to="/jobLibrary" search={{ industry: job.industry }} className={styles.inlineLink}>
              {job.industry}
            </Link>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>
            {JOB_TEXT.salary}
            <FigureNotice year={job.year} fallbackDemo={job.demo} />
          </dt>
          <dd className={styles.salaryFigure}>{JOB_TEXT.salaryRange(job.salaryMin, job.salaryMax)}</dd>
        </div>
      </dl>

      <section className={styles.section} aria-labelledby="job-description">
        <h2 id="job-description" className={styles.sectionTitle}>
          {JOB_TEXT.description}
        </h2>
        <p className={styles.text}>{job.description}</p>
      </section>

      <section className={styles.section} aria-labelledby="job-outlook">
        <h2 id="job-outlook" className={styles.sectionTitle}>
          {JOB_TEXT.outlook}
        </h2>
        <p className={styles.text}>{job.outlook}</p>
      </section>

      <section className={styles.section} aria-labelledby="job-majors">
        <h2 id="job-majors" className={styles.sectionTitle}>
          {JOB_TEXT.relatedMajors}
        </h2>
        {job.majors.length === 0 ? (
          <p className={styles.text}>{JOB_TEXT.noRelatedMajors}</p>
        ) : (
          <ul className={styles.links}>
            {job.majors.map((m) => (
              <li key={m.id}>
                <Link to="/major/$id" params={{ id: m.id }} className={links.chipLink}>
                  {m.name}
                  <span className={links.chipNote}>
                    {m.level} · {m.className}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {job.related.length > 0 && (
        <section className={styles.section} aria-labelledby="job-related">
          <h2 id="job-related" className={styles.sectionTitle}>
            {JOB_TEXT.sameIndustry}
            <FigureNotice year={job.year} fallbackDemo={job.demo} />
          </h2>
          <ul className={styles.links}>
            {job.related.map((r) => (
              <li key={r.id}>
                <Link to="/jobLibrary/$id" params={{ id: r.id }} className={links.chipLink}>
                  {r.name}
                  <span className={links.chipNote}>{JOB_TEXT.salaryRange(r.salaryMin, r.salaryMax)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
