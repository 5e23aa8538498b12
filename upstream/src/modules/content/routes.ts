import {
  CONTENT_REFUSAL_CODE,
  CONTENT_TEXT,
  type DataOf,
  getInfoPublish,
  getNotice,
  queryInfoList,
  queryNoticeList,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'
import { contentQueries } from './queries.js'

type Article = DataOf<typeof getInfoPublish>
type Summary = Omit<Article, 'body'>

/** A keyword as a LIKE pattern that matches it literally: % and _ are not wildcards here. */
export function likePattern(keyword: string | undefined): string | null {
  const text = keyword?.trim() ?? ''
  if (text === '') return null
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * News and notices from the articles table, newest first (articles_by_kind_date).
 * The body is returned as the editors wrote it; the web sanitizes it before rendering.
 */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  const q = contentQueries(app.db)

  function page(kind: 'news' | 'notice', body: { pageNum: number; pageSize: number; keyword?: string }) {
    const key = { kind, like: likePattern(body.keyword) }
    const rows = q.list.all({ ...key, limit: body.pageSize, offset: (body.pageNum - 1) * body.pageSize }) as Summary[]
    return { list: rows, total: q.count.get(key) as number, pageNum: body.pageNum, pageSize: body.pageSize }
  }

  function find(id: number, kind?: 'notice'): Article {
    const found = q.article.get(id) as Article | undefined
    if (!found || (kind && found.kind !== kind)) {
      throw ApiError.refuse(CONTENT_REFUSAL_CODE.articleNotFound, CONTENT_TEXT.articleNotFound)
    }
    return found
  }

  implement(app, queryInfoList, ({ body }) => page(body.kind ?? 'news', body))
  implement(app, queryNoticeList, ({ body }) => page('notice', body))
  implement(app, getInfoPublish, ({ body }) => find(body.id))
  implement(app, getNotice, ({ body }) => find(body.id, 'notice'))
}
