import { JOB_TEXT } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import styles from './Job.module.css'

interface Job {
  id: number
  name: string
  industry: string
  salaryMin: number
  salaryMax: number
  description?: string
}

/** A job in a list: its name (a link to its detail), industry, salary band and the start of its description. */
export function JobCard({ job }: { job: Job }) {
  return (
    <article className={styles.card}>
      <h3 className={styles.cardTitle}>
        <Link to="/jobLibrary/$id" params={{ id: job.id }} className={styles.cardLink}>
          {job.name}
        </Link>
      </h3>
      <p className={styles.cardMeta}>
        <span className={styles.industry}>{job.industry}</span>
        <span className={styles.salary}>{JOB_TEXT.salaryRange(job.salaryMin, job.salaryMax)}</span>
      </p>
      {job.description && <p className={styles.cardText}>{job.description}</p>}
    </article>
  )
}
