import { JOB_TEXT, type SalaryBandCode, siteRoute } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { FigureNotice } from '../../../components/data/FigureNotice'
import { QueryState } from '../../../components/data/QueryState'
import { Segmented } from '../../../components/form/Segmented'
import { Page } from '../../../components/page/Page'
import { useJobFilters } from '../api/filters'
import { useJobList } from '../api/job-list'
import type { JobLibrarySearch } from '../lib/job-search-params'
import styles from './Job.module.css'
import { JobKeywordForm } from './JobKeywordForm'
import { JobResults } from './JobResults'

const ALL = ''

/** /jobLibrary: jobs by industry and salary band, paged by the server; the URL holds the filters and the page. */
export function JobLibraryPage({ search }: { search: JobLibrarySearch }) {
  const navigate = useNavigate()
  const filters = useJobFilters()
  const page = search.page ?? 1
  const list = useJobList({ industry: search.industry, salary: search.salary, page })
  // From the URL as it is now, not this render's `search`: the router renders a navigation in a transition,
  // so a second quick change would otherwise drop the first (docs/web-routing.md).
  const update = (patch: Partial<JobLibrarySearch>) =>
    navigate({
      from: '/jobLibrary/',
      to: '/jobLibrary',
      search: (current) => ({ ...current, page: undefined, ...patch }),
    })

  return (
    <Page title={siteRoute('/jobLibrary').title}>
      <JobKeywordForm />
      <QueryState query={filters}>
        {(f) => (
          <div className={styles.filters}>
            <Segmented
              legend={JOB_TEXT.industry}
              options={[
                { value: ALL, label: JOB_TEXT.allIndustries },
                ...f.industries.map((i) => ({ value: i.name, label: `${i.name}（${i.count}）` })),
              ]}
              value={search.industry ?? ALL}
              onChange={(industry) => update({ industry: industry || undefined })}
            />
            <Segmented<SalaryBandCode | typeof ALL>
              legend={JOB_TEXT.salaryBand}
              options={[
                { value: ALL, label: JOB_TEXT.allSalaries },
                ...f.salaryBands.map((b) => ({ value: b.code, label: b.label })),
              ]}
              value={search.salary ?? ALL}
              onChange={(salary) => update({ salary: salary || undefined })}
            />
          </div>
        )}
      </QueryState>
      <section className={styles.results} aria-labelledby="job-list-title">
        <h2 id="job-list-title" className={styles.sectionTitle}>
          {search.industry ?? JOB_TEXT.allIndustries}
          {list.data && (
            <>
              <span className={styles.count}>{JOB_TEXT.resultCount(list.data.total)}</span>
              <span className={styles.count}>{JOB_TEXT.salary}</span>
              <FigureNotice year={list.data.year} fallbackDemo={list.data.demo} />
            </>
          )}
        </h2>
        <JobResults query={list} page={page} onPage={(page) => update({ page })} />
      </section>
    </Page>
  )
}
