import * as Type from 'typebox/type'
import { endpoint, publicCache } from '../endpoint.js'
import { ID_MAX, Paged, PageQuery } from '../schemas.js'
import { CONTENT_TEXT } from '../texts-content.js'

/** News and notices (docs/spec-rules.md, Calls: Content): paged lists and the article itself. */

export const ArticleKind = Type.Union([Type.Literal('news'), Type.Literal('notice')], {
  errorMessage: CONTENT_TEXT.kindInvalid,
})

/** Refusals of this group: HTTP 200 with these codes (docs/api-conventions.md). */
export const CONTENT_REFUSAL_CODE = {
  articleNotFound: 1420,
} as const

export const ArticleSummary = Type.Object({
  id: Type.Integer(),
  kind: ArticleKind,
  title: Type.String(),
  date: Type.String({ description: 'publication date, YYYY-MM-DD' }),
  source: Type.String(),
  summary: Type.String(),
})

export const Article = Type.Object({
  ...ArticleSummary.properties,
  body: Type.String({
    description: 'HTML as the editors wrote it: untrusted, clients sanitize it before rendering',
  }),
})

const ListBody = {
  ...PageQuery,
  keyword: Type.Optional(Type.String({ maxLength: 30, description: 'matched against title and summary' })),
}

export const queryInfoList = endpoint({
  name: 'queryInfoList',
  summary: '高考资讯列表（分页，新到旧；kind 默认 news）',
  path: '/web/info/queryList',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ ...ListBody, kind: Type.Optional(ArticleKind) }),
  data: Paged(ArticleSummary),
  cache: publicCache(300),
})

export const getInfoPublish = endpoint({
  name: 'getInfoPublish',
  summary: '资讯详情（资讯与公告均可）',
  path: '/web/info/getInfoPublish',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ id: Type.Integer({ minimum: 1, maximum: ID_MAX, errorMessage: CONTENT_TEXT.idInvalid }) }),
  data: Article,
  cache: publicCache(300),
})

export const queryNoticeList = endpoint({
  name: 'queryNoticeList',
  summary: '公告列表（分页，新到旧）',
  path: '/web/notice/queryList',
  method: 'POST',
  auth: 'none',
  body: Type.Object(ListBody),
  data: Paged(ArticleSummary),
  cache: publicCache(300),
})

export const getNotice = endpoint({
  name: 'getNotice',
  summary: '公告详情',
  path: '/web/notice/getNotice',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ id: Type.Integer({ minimum: 1, maximum: ID_MAX, errorMessage: CONTENT_TEXT.idInvalid }) }),
  data: Article,
  cache: publicCache(300),
})
