import { INFO_PAGE_TEXT, siteRoute } from '@gaokao/contracts'
import { Link, useNavigate } from '@tanstack/react-router'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { Page } from '../../../components/page/Page'
import { LineTabs } from '../../../components/tabs/LineTabs'
import { ARTICLE_PAGE_SIZE, ARTICLE_TABS, type ArticleTab, useArticleList } from '../api/articles'
import styles from './Information.module.css'

export interface InformationSearch {
  tab?: ArticleTab
  page?: number
}

/** /information: news and notices in two tabs, newest first, paged by the server; the URL keeps tab and page. */
export function InformationPage({ search }: { search: InformationSearch }) {
  const tab = search.tab ?? 'news'
  const page = search.page ?? 1
  const navigate = useNavigate()
  const list = useArticleList(tab, page)
  const go = (next: InformationSearch) =>
    navigate({
      to: '/information',
      search: {
        ...(next.tab === 'notice' ? { tab: 'notice' } : {}),
        ...(next.page && next.page > 1 ? { page: next.page } : {}),
      },
    })

  return (
    <Page title={siteRoute('/information').title}>
      <LineTabs
        tabs={ARTICLE_TABS}
        labels={INFO_PAGE_TEXT.tabs}
        active={tab}
        onChange={(key) => go({ tab: key, page: 1 })}
      >
        <QueryState query={list} isEmpty={(d) => d.list.length === 0} emptyText={INFO_PAGE_TEXT.empty}>
          {(data) => (
            <>
              <ul className={styles.list} aria-label={INFO_PAGE_TEXT.listLabel} aria-busy={list.isPlaceholderData}>
                {data.list.map((a) => (
                  <li key={a.id} className={styles.item}>
                    <h2 className={styles.itemTitle}>
                      <Link
                        to="/information/$id"
                        params={{ id: a.id }}
                        search={a.kind === 'notice' ? { kind: 'notice' } : {}}
                        className={styles.itemLink}
                      >
                        {a.title}
                      </Link>
                    </h2>
                    <p className={styles.summary}>{a.summary}</p>
                    <p className={styles.meta}>
                      <time dateTime={a.date}>{a.date}</time>
                      <span>{INFO_PAGE_TEXT.source(a.source)}</span>
                    </p>
                  </li>
                ))}
              </ul>
              <Pager page={page} total={data.total} pageSize={ARTICLE_PAGE_SIZE} onPage={(p) => go({ tab, page: p })} />
            </>
          )}
        </QueryState>
      </LineTabs>
    </Page>
  )
}
