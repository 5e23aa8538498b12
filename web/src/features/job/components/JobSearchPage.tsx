import { JOB_TEXT, siteRoute } from '@gaokao/contracts'
import { Link, useNavigate } from '@tanstack/react-router'
import { FigureNotice } from '../../../components/data/FigureNotice'
import links from '../../../components/page/links.module.css'
import { Page } from '../../../components/page/Page'
import { useJobSearch } from '../api/job-search'
import type { JobSearchSearch } from '../lib/job-search-params'
import styles from './Job.module.css'
import { JobKeywordForm } from './JobKeywordForm'
import { JobResults } from './JobResults'

/** /jobLibrary/search: jobs found by name, paged by the server; the keyword and page live in the URL. */
export function JobSearchPage({ search }: { search: JobSearchSearch }) {
  const navigate = useNavigate()
  const page = search.page ?? 1
  const found = useJobSearch(search.keyword, page)
  return (
    <Page title={siteRoute('/jobLibrary/search').title}>
      <JobKeywordForm keyword={search.keyword} />
      {search.keyword === undefined ? (
        <p className={styles.text}>{JOB_TEXT.searchPrompt}</p>
      ) : (
        <section className={styles.results} aria-labelledby="job-search-title">
          <h2 id="job-search-title" className={styles.sectionTitle}>
            {found.data ? JOB_TEXT.searchResult(search.keyword, found.data.total) : `“${search.keyword}”`}
            {found.data && found.data.total > 0 && (
              <>
                <span className={styles.count}>{JOB_TEXT.salary}</span>
                <FigureNotice year={found.data.year} fallbackDemo={found.data.demo} />
              </>
            )}
          </h2>
          <JobResults
            query={found}
            page={page}
            onPage={(p) => navigate({ to: '/jobLibrary/search', search: { keyword: search.keyword, page: p } })}
          />
        </section>
      )}
      <p>
        <Link to="/jobLibrary" className={links.back}>
          {JOB_TEXT.backToLibrary}
        </Link>
      </p>
    </Page>
  )
}
