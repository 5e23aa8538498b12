import { INFO_PAGE_TEXT, siteRoute } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { QueryState } from '../../../components/data/QueryState'
import { Page } from '../../../components/page/Page'
import { type ArticleTab, useArticle } from '../api/articles'
import { sanitizeArticleHtml } from '../lib/sanitize'
import styles from './Information.module.css'

/** /information/$id: one article; its stored HTML is sanitized before it renders. */
export function ArticlePage({ id, kind }: { id: number; kind?: ArticleTab }) {
  const article = useArticle(id, kind)
  const body = article.data?.body
  const safeHtml = useMemo(() => (body === undefined ? '' : sanitizeArticleHtml(body)), [body])
  return (
    <Page title={article.data?.title ?? siteRoute('/information/$id').title}>
      <QueryState query={article}>
        {(a) => (
          <article className={styles.article}>
            <p className={styles.meta}>
              <time dateTime={a.date}>{INFO_PAGE_TEXT.date(a.date)}</time>
              <span>{INFO_PAGE_TEXT.source(a.source)}</span>
            </p>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify with an allow-list just above */}
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: safeHtml }} />
          </article>
        )}
      </QueryState>
      <p>
        <Link to="/information" search={kind === 'notice' ? { tab: 'notice' } : {}} className={styles.back}>
          {INFO_PAGE_TEXT.back}
        </Link>
      </p>
    </Page>
  )
}
