import { type DataOf, HOME_TEXT, type queryInfoList } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import type { PartState } from '../api/home-page'
import styles from './HomePage.module.css'
import { SectionState } from './SectionState'

type ArticlePage = DataOf<typeof queryInfoList>

/** The latest notices and news, each linking to its article. */
export function ArticleColumns({
  notices,
  news,
  onRetry,
}: {
  notices: PartState<ArticlePage>
  news: PartState<ArticlePage>
  onRetry: () => void
}) {
  return (
    <div className={styles.articles}>
      <ArticleList title={HOME_TEXT.notices} tab="notice" state={notices} onRetry={onRetry} />
      <ArticleList title={HOME_TEXT.news} tab="news" state={news} onRetry={onRetry} />
    </div>
  )
}

function ArticleList({
  title,
  tab,
  state,
  onRetry,
}: {
  title: string
  tab: 'news' | 'notice'
  state: PartState<ArticlePage>
  onRetry: () => void
}) {
  const headingId = `home-${tab}-title`
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {title}
        </h2>
        <Link to="/information" search={tab === 'notice' ? { tab: 'notice' } : {}} className={styles.more}>
          {HOME_TEXT.more}
          <span className={styles.visuallyHidden}>{title}</span>
        </Link>
      </div>
      <SectionState
        state={state}
        isEmpty={(d) => d.list.length === 0}
        emptyText={HOME_TEXT.emptyArticles}
        onRetry={onRetry}
      >
        {(page) => (
          <ul className={styles.articleList}>
            {page.list.map((a) => (
              <li key={a.id}>
                <Link
                  to="/information/$id"
                  params={{ id: a.id }}
                  search={a.kind === 'notice' ? { kind: 'notice' } : {}}
                  className={styles.articleLink}
                >
                  <span className={styles.articleTitle}>{a.title}</span>
                  <time className={styles.articleDate} dateTime={a.date}>
                    {a.date.slice(5)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </SectionState>
    </section>
  )
}
