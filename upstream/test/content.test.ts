import { readFileSync } from 'node:fs'
import {
  CONTENT_REFUSAL_CODE,
  CONTENT_TEXT,
  getInfoPublish,
  getNotice,
  queryInfoList,
  queryNoticeList,
} from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { likePattern } from '../src/modules/content/routes.js'
import { useUpstream } from './helpers.js'
import { contractCaller } from './support/contract-call.js'

const upstream = useUpstream()

interface Authored {
  id: number
  kind: 'news' | 'notice'
  title: string
  date: string
  source: string
  summary: string
  body: string
}
const AUTHORED: Authored[] = JSON.parse(
  readFileSync(new URL('../data/articles/articles.json', import.meta.url), 'utf8'),
) as Authored[]
const newestFirst = (a: Authored, b: Authored) => b.date.localeCompare(a.date) || b.id - a.id
const NEWS = AUTHORED.filter((a) => a.kind === 'news').sort(newestFirst)
const NOTICES = AUTHORED.filter((a) => a.kind === 'notice').sort(newestFirst)

const { ok, ask } = contractCaller(upstream)

describe('info/queryList and notice/queryList', () => {
  it('lists the news newest first with the authored titles, without bodies, paged', async () => {
    const first = await ok(queryInfoList, { pageNum: 1, pageSize: 10 })
    expect(first.total).toBe(NEWS.length)
    expect(first.list.map((a: { id: number }) => a.id)).toEqual(NEWS.slice(0, 10).map((a) => a.id))
    expect(first.list[0]).toEqual({
      id: NEWS[0]?.id,
      kind: 'news',
      title: NEWS[0]?.title,
      date: NEWS[0]?.date,
      source: NEWS[0]?.source,
      summary: NEWS[0]?.summary,
    })
    const last = await ok(queryInfoList, { pageNum: 3, pageSize: 10 })
    expect(last.list.map((a: { id: number }) => a.id)).toEqual(NEWS.slice(20, 30).map((a) => a.id))
    expect(last).toMatchObject({ pageNum: 3, pageSize: 10, total: NEWS.length })
  })

  it('lists notices by kind on info/queryList and on notice/queryList alike', async () => {
    const byKind = await ok(queryInfoList, { pageNum: 1, pageSize: 50, kind: 'notice' })
    const notices = await ok(queryNoticeList, { pageNum: 1, pageSize: 50 })
    expect(notices.total).toBe(NOTICES.length)
    expect(notices.list.map((a: { id: number }) => a.id)).toEqual(NOTICES.map((a) => a.id))
    expect(byKind.list).toEqual(notices.list)
    expect(notices.list.every((a) => a.kind === 'notice')).toBe(true)
  })

  it('matches a keyword in title or summary literally (% and _ are no wildcards)', async () => {
    const found = await ok(queryInfoList, { pageNum: 1, pageSize: 50, keyword: '位次' })
    const expected = NEWS.filter((a) => a.title.includes('位次') || a.summary.includes('位次'))
    expect(expected.length).toBeGreaterThan(0)
    expect(found.list.map((a: { id: number }) => a.id)).toEqual(expected.map((a) => a.id))
    expect((await ok(queryInfoList, { pageNum: 1, pageSize: 50, keyword: '%' })).total).toBe(0)
    expect(likePattern(' a_b% ')).toBe('%a\\_b\\%%')
    expect(likePattern('  ')).toBeNull()
  })

  it('refuses a page size over 50 and an unknown kind', async () => {
    expect((await ask(queryInfoList, { pageNum: 1, pageSize: 51 })).status).toBe(400)
    const kind = await ask(queryInfoList, { pageNum: 1, pageSize: 10, kind: 'blog' })
    expect(kind.status).toBe(400)
    expect(kind.body.msg).toBe(CONTENT_TEXT.kindInvalid)
  })
})

describe('getInfoPublish and getNotice', () => {
  it('answers an article with its body as written', async () => {
    const authored = AUTHORED.find((a) => a.title.includes('一分一段表')) as Authored
    const data = await ok(getInfoPublish, { id: authored.id })
    expect(data).toEqual(authored)
    expect(data.body).toContain('<table>')
  })

  it('answers a notice on both calls, but a news article only on getInfoPublish', async () => {
    const notice = NOTICES[0] as Authored
    expect((await ok(getNotice, { id: notice.id })).title).toBe(notice.title)
    expect((await ok(getInfoPublish, { id: notice.id })).title).toBe(notice.title)
    const asNotice = await ask(getNotice, { id: NEWS[0]?.id })
    expect(asNotice.status).toBe(200)
    expect(asNotice.body).toEqual({ code: CONTENT_REFUSAL_CODE.articleNotFound, msg: '文章不存在或已下线', data: null })
  })

  it('refuses an unknown id with 文章不存在或已下线 (HTTP 200) and a bad one with 400', async () => {
    const missing = await ask(getInfoPublish, { id: 999_999 })
    expect(missing.status).toBe(200)
    expect(missing.body.msg).toBe(CONTENT_TEXT.articleNotFound)
    const bad = await ask(getInfoPublish, { id: 0 })
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toBe(CONTENT_TEXT.idInvalid)
  })
})
