import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'

type StatementName = 'list' | 'count' | 'article'

export type ContentQueries = Readonly<Record<StatementName, Statement>>

/** News and notices (routes.ts): a kind's page, newest first (articles_by_kind_date), its count, and one article. */
export function contentQueries(db: Db): ContentQueries {
  const filter = `kind = @kind AND (@like IS NULL OR title LIKE @like ESCAPE '\\' OR summary LIKE @like ESCAPE '\\')`
  const list = db.prepare(
    `SELECT id, kind, title, date, source, summary FROM articles WHERE ${filter}
     ORDER BY date DESC, id DESC LIMIT @limit OFFSET @offset`,
  )
  const count = db.prepare(`SELECT COUNT(*) FROM articles WHERE ${filter}`).pluck()
  const article = db.prepare('SELECT id, kind, title, date, source, summary, body FROM articles WHERE id = ?')
  return { list, count, article }
}
