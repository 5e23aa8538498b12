import { SEARCH_KINDS, SEARCH_TEXT, type SearchKind, SYNTHESIS_PER_KIND, siteRoute } from '@gaokao/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FigureNotice } from '../../../components/data/FigureNotice'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { Page } from '../../../components/page/Page'
import { SEARCH_PAGE_SIZE, useJobSearch, useMajorSearch, useSchoolSearch } from '../api/kind-search'
import { useSynthesis } from '../api/synthesis'
import type { SiteSearch } from '../lib/search-params'
import { JobHits, MajorHits, SchoolHits } from './Hits'
import styles from './Search.module.css'
import { SearchBox } from './SearchBox'

/**
 * /search: one search across schools, majors and jobs. Tabs with counts:
 * 综合 shows the first few of each kind, a kind's tab pages through all of
 * them. The words, tab and page live in the URL.
 */
export function SearchPage({ search }: { search: SiteSearch }) {
  const keyword = search.q ?? ''
  const synthesis = useSynthesis(keyword, SYNTHESIS_PER_KIND)
  const counts = synthesis.data && {
    school: synthesis.data.schools.total,
    major: synthesis.data.majors.total,
    job: synthesis.data.jobs.total,
  }
  const total = counts ? counts.school + counts.major + counts.job : undefined

  return (
    <Page title={siteRoute('/search').title}>
      <SearchBox initial={keyword} />
      {keyword === '' ? (
        <p className={styles.text}>{SEARCH_TEXT.prompt}</p>
      ) : (
        <>
          <nav className={styles.tabs} aria-label={SEARCH_TEXT.label}>
            <TabLink q={keyword} current={search.tab === undefined} label={SEARCH_TEXT.all} count={total} />
            {SEARCH_KINDS.map((kind) => (
              <TabLink
                key={kind}
                q={keyword}
                tab={kind}
                current={search.tab === kind}
                label={SEARCH_TEXT.kind[kind]}
                count={counts?.[kind]}
              />
            ))}
          </nav>
          {search.tab === undefined ? (
            <QueryState query={synthesis} isEmpty={() => total === 0} emptyText={SEARCH_TEXT.noResult(keyword)}>
              {(d) => (
                <div className={styles.sections}>
                  {total !== undefined && <p className={styles.count}>{SEARCH_TEXT.resultCount(keyword, total)}</p>}
                  <KindSection kind="school" q={keyword} total={d.schools.total}>
                    <SchoolHits list={d.schools.list} keyword={keyword} />
                  </KindSection>
                  <KindSection kind="major" q={keyword} total={d.majors.total}>
                    <MajorHits list={d.majors.list} keyword={keyword} />
                  </KindSection>
                  <KindSection kind="job" q={keyword} total={d.jobs.total} year={d.jobs.year}>
                    <JobHits list={d.jobs.list} keyword={keyword} />
                  </KindSection>
                </div>
              )}
            </QueryState>
          ) : (
            <KindResults kind={search.tab} keyword={keyword} page={search.page ?? 1} />
          )}
        </>
      )}
    </Page>
  )
}

function TabLink({
  q,
  tab,
  current,
  label,
  count,
}: {
  q: string
  tab?: SearchKind
  current: boolean
  label: string
  count?: number
}) {
  return (
    <Link
      to="/search"
      search={tab ? { q, tab } : { q }}
      className={styles.tab}
      aria-current={current ? 'page' : undefined}
    >
      {count === undefined ? label : SEARCH_TEXT.tab(label, count)}
    </Link>
  )
}

function KindSection({
  kind,
  q,
  total,
  year,
  children,
}: {
  kind: SearchKind
  q: string
  total: number
  year?: number
  children: ReactNode
}) {
  const label = SEARCH_TEXT.kind[kind]
  return (
    <section className={styles.section} aria-labelledby={`search-${kind}`}>
      <h2 id={`search-${kind}`} className={styles.sectionTitle}>
        {label}
        <span className={styles.count}>{total}</span>
        {year !== undefined && total > 0 && <FigureNotice year={year} />}
      </h2>
      {total === 0 ? (
        <p className={styles.text}>{SEARCH_TEXT.noKindResult(label)}</p>
      ) : (
        <>
          {children}
          {total > SYNTHESIS_PER_KIND && (
            <Link to="/search" search={{ q, tab: kind }} className={styles.more}>
              {SEARCH_TEXT.more(label, total)}
            </Link>
          )}
        </>
      )}
    </section>
  )
}

function KindResults({ kind, keyword, page }: { kind: SearchKind; keyword: string; page: number }) {
  if (kind === 'school') return <SchoolResults keyword={keyword} page={page} />
  if (kind === 'major') return <MajorResults keyword={keyword} page={page} />
  return <JobResults keyword={keyword} page={page} />
}

function SchoolResults({ keyword, page }: { keyword: string; page: number }) {
  const results = useSchoolSearch(keyword, page)
  return (
    <ResultsFrame kind="school" keyword={keyword} page={page} query={results}>
      {(list) => <SchoolHits list={list} keyword={keyword} />}
    </ResultsFrame>
  )
}

function MajorResults({ keyword, page }: { keyword: string; page: number }) {
  const results = useMajorSearch(keyword, page)
  return (
    <ResultsFrame kind="major" keyword={keyword} page={page} query={results}>
      {(list) => <MajorHits list={list} keyword={keyword} />}
    </ResultsFrame>
  )
}

function JobResults({ keyword, page }: { keyword: string; page: number }) {
  const results = useJobSearch(keyword, page)
  return (
    <ResultsFrame kind="job" keyword={keyword} page={page} query={results} year={results.data?.year}>
      {(list) => <JobHits list={list} keyword={keyword} />}
    </ResultsFrame>
  )
}

/** A kind's tab: its heading with the total (and the year of its figures), the hits and the pages. */
function ResultsFrame<T>({
  kind,
  keyword,
  page,
  query,
  year,
  children,
}: {
  kind: SearchKind
  keyword: string
  page: number
  query: UseQueryResult<{ list: T[]; total: number }>
  year?: number
  children: (list: T[]) => ReactNode
}) {
  const navigate = useNavigate()
  const label = SEARCH_TEXT.kind[kind]
  const data = query.data
  return (
    <section className={styles.section} aria-labelledby={`search-${kind}`}>
      <h2 id={`search-${kind}`} className={styles.sectionTitle}>
        {label}
        {data && <span className={styles.count}>{data.total}</span>}
        {year !== undefined && data && data.total > 0 && <FigureNotice year={year} />}
      </h2>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={SEARCH_TEXT.noKindResult(label)}>
        {(d) => (
          <>
            <div aria-busy={query.isPlaceholderData}>{children(d.list)}</div>
            {d.total > SEARCH_PAGE_SIZE && (
              <Pager
                total={d.total}
                pageSize={SEARCH_PAGE_SIZE}
                page={page}
                onPage={(p) =>
                  navigate({ to: '/search', search: { q: keyword, tab: kind, page: p > 1 ? p : undefined } })
                }
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  )
}
