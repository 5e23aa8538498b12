import { JOB_TEXT } from '@gaokao/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ComponentProps } from 'react'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { JOB_PAGE_SIZE } from '../api/job-list'
import styles from './Job.module.css'
import { JobCard } from './JobCard'

interface JobPage {
  list: ComponentProps<typeof JobCard>['job'][]
  total: number
}

/**
 * A page of jobs as cards (the library's and the search's), the pager under
 * them when there is more than one page. `onPage` gets undefined for the
 * first page, so the URL carries no page=1.
 */
export function JobResults({
  query,
  page,
  onPage,
}: {
  query: UseQueryResult<JobPage>
  page: number
  onPage: (page: number | undefined) => void
}) {
  return (
    <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={JOB_TEXT.empty}>
      {(d) => (
        <>
          <ul className={styles.cards} aria-busy={query.isPlaceholderData}>
            {d.list.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
          {d.total > JOB_PAGE_SIZE && (
            <Pager total={d.total} pageSize={JOB_PAGE_SIZE} page={page} onPage={(p) => onPage(p > 1 ? p : undefined)} />
          )}
        </>
      )}
    </QueryState>
  )
}
