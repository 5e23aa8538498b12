import {
  COLLEGE_TEXT,
  DIALOG_TEXT,
  FIGURE_SOURCE_TEXT,
  GROUP_LINES_TEXT,
  queryMajorScore,
  queryPlan,
  querySchoolList,
  querySchoolMajor,
  querySchoolRank,
  querySchoolScore,
} from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { DEMO_MEMBER, loginAs, toastTexts, upstreamToken } from './support/account.js'
import { askUpstream } from './support/ask-upstream.js'
import { PHONE, useBrowser, withProvince } from './support/browser.js'
import { latestYearOf, planYear } from './support/dataset.js'
import { pageSettled, settled, snapshot } from './support/settled.js'
import { upstreamStudent } from './support/upstream-student.js'

const browser = useBrowser()

const PKU = 10001

async function open(province = '江苏', options = {}) {
  const session = await browser.open(options)
  await withProvince(session, province)
  return session
}

/** What the upstream itself answers (to a logged-in student when a token is given), to compare the page with. */
const upstream = askUpstream

/** The machine is shared and slow at times: wait up to 15 s for what the page shows. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 })
const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const url = (page: Page) => new URL(page.url())
const cards = (page: Page) => page.getByRole('list', { name: COLLEGE_TEXT.listLabel }).locator(':scope > li')
/** Sideways scroll of the page once at rest (a pane sliding in overflows while it slides). */
const overflow = async (page: Page) => {
  await pageSettled(page)
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

describe('/college: the list', () => {
  it("shows every college in our ranking with its 2025 admission in the user's province, paged by the server", async () => {
    const { page } = await open('江苏')
    await page.goto('/college')
    await poll(() => heading(page).textContent()).toBe('查大学')
    const expected = await upstream(querySchoolList, {
      pageNum: 1,
      pageSize: 20,
      sort: 'rank',
      examProvince: '江苏',
      track: '物理类',
    })
    await poll(() => page.getByText(COLLEGE_TEXT.total(expected.total)).isVisible()).toBe(true)
    await poll(() => cards(page).count()).toBe(20)
    const first = cards(page).first()
    const top = expected.list[0]
    if (!top?.admission || !top.ranking) throw new Error('the first college has no figures in 江苏')
    expect(await first.getByRole('heading', { level: 2 }).textContent()).toBe(top.name)
    const text = (await first.textContent()) ?? ''
    expect(text).toContain(COLLEGE_TEXT.admissionIn(2025, '江苏', '物理类'))
    const { minScore, minRank } = top.admission
    expect(text).toContain(
      minRank === null ? FIGURE_SOURCE_TEXT.minScoreNoRank(minScore) : COLLEGE_TEXT.minScoreRank(minScore, minRank),
    )
    expect(text).toContain(`2025年 ${COLLEGE_TEXT.ourRank('本科', 1)}`)
    // 江苏's 2025 lines are published: the cards name their source, not 示例数据 (e2e/real-data.e2e.ts).
    expect(await page.getByText(FIGURE_SOURCE_TEXT.published('江苏省教育考试院', 2025)).first().isVisible()).toBe(true)
    await snapshot(page, 'college-list-desktop.png', { fullPage: true })

    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第2页' }).click()
    await poll(() => url(page).searchParams.get('page')).toBe('2')
    const second = await upstream(querySchoolList, {
      pageNum: 2,
      pageSize: 20,
      examProvince: '江苏',
      track: '物理类',
    })
    await poll(() => cards(page).first().getByRole('heading', { level: 2 }).textContent()).toBe(second.list[0]?.name)
  })

  it('filters by tags, location and level; the URL reproduces the view after a reload', async () => {
    const { page } = await open('江苏')
    await page.goto('/college')
    await poll(() => cards(page).count()).toBe(20)
    await page.getByRole('group', { name: COLLEGE_TEXT.filterTags }).getByText('985', { exact: true }).click()
    // The router writes a string that looks like a number in quotes, so it reads back as a string.
    await poll(() => url(page).searchParams.get('tags')).toBe('"985"')
    await page.getByLabel(COLLEGE_TEXT.filterProvince).selectOption('北京')
    await poll(() => url(page).searchParams.get('province')).toBe('北京')
    const expected = await upstream(querySchoolList, {
      pageNum: 1,
      pageSize: 20,
      province: '北京',
      tags: ['985'],
      examProvince: '江苏',
      track: '物理类',
    })
    await poll(() => page.getByText(COLLEGE_TEXT.total(expected.total)).isVisible()).toBe(true)
    await poll(() => cards(page).count()).toBe(expected.list.length)
    const names = await cards(page).getByRole('heading', { level: 2 }).allTextContents()
    expect(names).toEqual(expected.list.map((s) => s.name))
    expect(names).toContain('清华大学')

    await page.reload()
    await poll(() => page.getByText(COLLEGE_TEXT.total(expected.total)).isVisible()).toBe(true)
    expect(await page.getByLabel(COLLEGE_TEXT.filterProvince).inputValue()).toBe('北京')
    expect(await page.getByRole('checkbox', { name: '985' }).isChecked()).toBe(true)

    // Level: 北京's 专科 colleges (none of them 985, so the tag goes first).
    await page.getByRole('group', { name: COLLEGE_TEXT.filterTags }).getByText('985', { exact: true }).click()
    await poll(() => url(page).searchParams.get('tags')).toBeNull()
    await page.getByRole('group', { name: COLLEGE_TEXT.filterLevel }).getByText('专科', { exact: true }).click()
    await poll(() => url(page).searchParams.get('level')).toBe('专科')
    const vocational = await upstream(querySchoolList, {
      pageNum: 1,
      pageSize: 20,
      province: '北京',
      level: '专科',
      examProvince: '江苏',
      track: '物理类',
    })
    const beijing = await upstream(querySchoolList, { pageNum: 1, pageSize: 1, province: '北京' })
    expect(vocational.list.length).toBeGreaterThan(0)
    expect(vocational.list.every((s) => s.level === '专科')).toBe(true)
    expect(vocational.total).toBeLessThan(beijing.total)
    await poll(() => page.getByText(COLLEGE_TEXT.total(vocational.total)).isVisible()).toBe(true)
    await poll(() => cards(page).getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      vocational.list.map((s) => s.name),
    )
    for (const [i, card] of (await cards(page).all()).entries()) {
      const ranking = vocational.list[i]?.ranking
      if (ranking) expect(await card.textContent()).toContain(COLLEGE_TEXT.ourRank('专科', ranking.rank))
    }
    await page.reload()
    await poll(() => page.getByText(COLLEGE_TEXT.total(vocational.total)).isVisible()).toBe(true)
    expect(
      await page
        .getByRole('group', { name: COLLEGE_TEXT.filterLevel })
        .getByRole('radio', { name: '专科' })
        .isChecked(),
    ).toBe(true)

    // A keyword nobody matches: the empty state, not an empty page.
    await page.getByPlaceholder(COLLEGE_TEXT.keywordPlaceholder).fill('不存在的大学名')
    await page.getByRole('main').getByRole('button', { name: COLLEGE_TEXT.search }).click()
    await poll(() => page.getByText(COLLEGE_TEXT.emptyList).isVisible()).toBe(true)
    expect(url(page).searchParams.get('keyword')).toBe('不存在的大学名')
  })

  it('sorts by the lowest admission score in the province, for the chosen track', async () => {
    const { page } = await open('江苏')
    await page.goto('/college?sort=score&track=历史类')
    const expected = await upstream(querySchoolList, {
      pageNum: 1,
      pageSize: 20,
      sort: 'score',
      examProvince: '江苏',
      track: '历史类',
    })
    await poll(() => cards(page).first().getByRole('heading', { level: 2 }).textContent()).toBe(expected.list[0]?.name)
    expect(await cards(page).first().textContent()).toContain(COLLEGE_TEXT.admissionIn(2025, '江苏', '历史类'))
    expect(await page.getByRole('radio', { name: COLLEGE_TEXT.sortScore }).isChecked()).toBe(true)
  })

  it('asks a visitor to log in before following a college', async () => {
    const { page } = await open('江苏')
    await page.goto('/college')
    await poll(() => cards(page).count()).toBe(20)
    await cards(page)
      .first()
      .getByRole('button', { name: new RegExp(`^${COLLEGE_TEXT.focus}`) })
      .click()
    await poll(() => page.getByRole('tab', { name: DIALOG_TEXT.loginTabCode }).isVisible()).toBe(true)
  })

  it('lets a logged-in student follow a college from the list and unfollow it on its page', async () => {
    const session = await open('江苏')
    const { page } = session
    await page.goto('/college')
    await loginAs(session, '13800000001')
    await poll(() => cards(page).count()).toBe(20)
    const card = cards(page).nth(1)
    const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? ''
    const button = card.getByRole('button', { name: `${COLLEGE_TEXT.focus} ${name}`, exact: true })
    await button.click()
    await poll(() => toastTexts(page)).toContain(COLLEGE_TEXT.focusAdded)
    const followed = card.getByRole('button', { name: `${COLLEGE_TEXT.focused} ${name}`, exact: true })
    await poll(() => followed.getAttribute('aria-pressed')).toBe('true')

    await card.getByRole('link', { name }).click()
    await poll(() => heading(page).textContent()).toBe(name)
    const onPage = page.getByRole('button', { name: `${COLLEGE_TEXT.focused} ${name}`, exact: true })
    await poll(() => onPage.isVisible()).toBe(true)
    await onPage.click()
    await poll(() => toastTexts(page)).toContain(COLLEGE_TEXT.focusRemoved)
    await poll(() =>
      page.getByRole('button', { name: `${COLLEGE_TEXT.focus} ${name}`, exact: true }).getAttribute('aria-pressed'),
    ).toBe('false')
  })

  it('fits a phone: no sideways scrolling, 40 px tap targets', async () => {
    const { page } = await open('江苏', PHONE)
    await page.goto('/college')
    await poll(() => cards(page).count()).toBe(20)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    // Every button of a card: 关注 and 加入对比.
    for (const button of await cards(page).first().getByRole('button').all()) {
      const box = await (await settled(button)).boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(40)
    }
    await snapshot(page, 'college-list-phone.png', { fullPage: true })
  })
})

describe('/college/$id: a college', () => {
  it('paints the facts and the 江苏 scores from one bff payload, with years, sample-data labels and the trend chart', async () => {
    const { page } = await open('江苏')
    const calls: string[] = []
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (path.startsWith('/api/') || path.startsWith('/bff/pages')) calls.push(path)
    })
    await page.goto(`/college/${PKU}`)
    await poll(() => heading(page).textContent()).toBe('北京大学')
    await poll(() => page.getByText('4111010001').isVisible()).toBe(true)
    // The dataset holds no campus photos: no 校园风光 section stands empty (e2e/shared-links.e2e.ts).
    expect(await page.getByRole('heading', { name: COLLEGE_TEXT.scenery }).count()).toBe(0)

    const scores = await upstream(querySchoolScore, { schoolId: PKU, province: '江苏', track: '物理类' })
    const table = page.getByRole('table', { name: `江苏 物理类 ${COLLEGE_TEXT.tabScores}` })
    await poll(() => table.locator('tbody tr').count()).toBe(scores.list.length)
    const firstRow = scores.list[0]
    if (!firstRow) throw new Error('北京大学 has no scores in 江苏')
    const cells = await table.locator('tbody tr').first().locator('td').allTextContents()
    expect(cells.slice(0, 4)).toEqual([`${firstRow.year}年`, firstRow.batch, '普通类', `第${firstRow.groupCode}组`])
    expect(cells).toContain(String(firstRow.minScore))
    expect(cells).toContain(firstRow.minRank === null ? '—' : firstRow.minRank.toLocaleString('zh-CN'))
    expect(await page.getByText(COLLEGE_TEXT.fillModeNote('江苏', '院校专业组')).isVisible()).toBe(true)

    const chart = page.getByRole('img', { name: COLLEGE_TEXT.trendTitle('江苏', '物理类') })
    // Charts draw once they come near the screen (Chart.tsx).
    await chart.scrollIntoViewIfNeeded()
    await poll(() => chart.locator('svg').count()).toBe(1)
    expect(await page.getByText(FIGURE_SOURCE_TEXT.published('江苏省教育考试院', 2025)).first().isVisible()).toBe(true)
    await poll(() => page.getByRole('region', { name: COLLEGE_TEXT.similar }).getByRole('link').count()).toBe(8)

    // The first paint came from the payload: the college was not asked for again on its own.
    expect(calls).toContain('/bff/pages/collegeDetail')
    expect(calls).not.toContain('/api/v1/web/querySchoolDetails')
    expect(calls).not.toContain('/api/v1/web/querySchoolScore')
    await snapshot(page, 'college-detail-desktop.png', { fullPage: true })
  })

  it('switches track and tabs; the URL keeps them; plans and majors match the upstream (a member: plans and major lines are member features)', async () => {
    const session = await open('江苏')
    const { page } = session
    await page.goto(`/college/${PKU}`)
    await loginAs(session, DEMO_MEMBER)
    await poll(() => heading(page).textContent()).toBe('北京大学')
    await page.getByRole('group', { name: COLLEGE_TEXT.track }).getByText('历史类', { exact: true }).click()
    await poll(() => url(page).searchParams.get('track')).toBe('历史类')
    await poll(() => page.getByRole('table', { name: `江苏 历史类 ${COLLEGE_TEXT.tabScores}` }).isVisible()).toBe(true)

    // 江苏 publishes its 投档线 per 院校专业组 only: the 专业分数 tab says so instead of listing majors.
    await page.getByRole('tab', { name: COLLEGE_TEXT.tabMajorScores }).click()
    await poll(() => url(page).searchParams.get('tab')).toBe('majorScores')
    await poll(() => page.getByRole('tabpanel').getByText(GROUP_LINES_TEXT.noMajorLines('江苏')).isVisible()).toBe(true)
    expect(await page.getByRole('tabpanel').getByRole('table').count()).toBe(0)

    await page.getByRole('tab', { name: COLLEGE_TEXT.tabPlans }).click()
    const member = await upstreamToken(inject('upstreamUrl'), DEMO_MEMBER)
    // The plans are those of the coming enrolment.
    const year = await planYear()
    const plans = await upstream(
      queryPlan,
      {
        schoolId: PKU,
        province: '江苏',
        year,
        track: '历史类',
        pageNum: 1,
        pageSize: 20,
      },
      member,
    )
    await poll(() => page.getByText(COLLEGE_TEXT.planTotal(year, plans.totalPlaces)).isVisible()).toBe(true)
    const planTable = page.getByRole('table', { name: `${year}年 江苏 历史类 ${COLLEGE_TEXT.tabPlans}` })
    expect(await planTable.locator('tbody tr').count()).toBe(plans.list.length)
    expect(await planTable.locator('tbody tr').first().textContent()).toContain(
      COLLEGE_TEXT.tuitionValue(plans.list[0]?.tuition ?? 0),
    )
    await snapshot(page, 'college-detail-plans.png', { fullPage: true })

    await page.getByRole('tab', { name: COLLEGE_TEXT.tabMajors }).click()
    const majors = await upstream(querySchoolMajor, { schoolId: PKU, province: '江苏' })
    const majorTable = page.getByRole('table', { name: COLLEGE_TEXT.tabMajors })
    await poll(() => majorTable.locator('tbody tr').count()).toBe(majors.list.length)
    await page.getByLabel(COLLEGE_TEXT.onlyRecruitedHere('江苏')).check()
    await poll(() => majorTable.locator('tbody tr').count()).toBe(majors.list.filter((m) => m.tracks.length > 0).length)
    expect(await majorTable.textContent()).toContain('物理+化学')

    // The URL reproduces the view.
    await page.reload()
    await poll(() => page.getByRole('tab', { name: COLLEGE_TEXT.tabMajors }).getAttribute('aria-selected')).toBe('true')
    expect(url(page).searchParams.get('track')).toBe('历史类')
  })

  it("shows a member in 河南 (lines generated per major) each major's line in the 专业分数 tab, as the upstream answers", async () => {
    const session = await browser.open()
    const student = { name: '院校测试', province: '河南', xk: '物/化/生', score: 600, localArea: ['410000', '410100'] }
    // A demo VIP card, usable once per stack: this test's own.
    await upstreamStudent(session, student, { vipCard: 'GKVIP-DEMO-0004' })
    const { page } = session
    await page.goto(`/college/${PKU}?tab=majorScores`)
    await poll(() => heading(page).textContent()).toBe('北京大学')
    const member = await upstreamToken(inject('upstreamUrl'), DEMO_MEMBER)
    // The tab opens on 河南's newest year, a 物理类 one.
    const year = await latestYearOf('河南')
    const body = { schoolId: PKU, province: '河南', year, track: '物理类', pageNum: 1, pageSize: 20 }
    const scores = await upstream(queryMajorScore, body, member)
    expect(scores.total).toBeGreaterThan(0)
    const table = page.getByRole('table', { name: `${year}年 河南 物理类 ${COLLEGE_TEXT.tabMajorScores}` })
    await poll(() => table.locator('tbody tr').count()).toBe(scores.list.length)
    expect(await table.locator('tbody tr').first().textContent()).toContain(scores.list[0]?.majorName)
    expect(await page.getByText(GROUP_LINES_TEXT.noMajorLines('河南')).count()).toBe(0)
  })

  it('answers an id that is no college with the 404 page', async () => {
    const { page } = await open('江苏')
    await page.goto('/college/99999')
    await poll(() => heading(page).textContent()).toBe(DIALOG_TEXT.notFound)
  })

  it('fits a phone: the tables scroll inside their box, the page does not', async () => {
    const { page } = await open('江苏', PHONE)
    await page.goto(`/college/${PKU}`)
    await poll(() => page.getByRole('table').first().isVisible()).toBe(true)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await snapshot(page, 'college-detail-phone.png', { fullPage: true })
  })
})

describe('/schoolRank', () => {
  it('ranks 本科 colleges by admission selectivity, switches to 专科 by the URL and filters by type', async () => {
    const { page } = await open('江苏')
    await page.goto('/schoolRank')
    await poll(() => heading(page).textContent()).toBe('院校排名')
    await poll(() => page.getByText(COLLEGE_TEXT.rankNote).isVisible()).toBe(true)
    const undergraduate = await upstream(querySchoolRank, { level: '本科', pageNum: 1, pageSize: 30 })
    const rows = page.getByRole('table').first().locator('tbody tr')
    await poll(() => rows.count()).toBe(30)
    expect(await rows.first().locator('td').nth(1).textContent()).toBe(undergraduate.list[0]?.name)
    expect(await rows.first().locator('td').first().textContent()).toBe('1')
    await snapshot(page, 'school-rank-desktop.png', { fullPage: true })

    // 专科: almost no college has 本科批 lines, so the page is mostly the unranked table, by name.
    const names = page.getByRole('table').locator('tbody tr a')
    await page.getByRole('group', { name: COLLEGE_TEXT.filterLevel }).getByText('专科', { exact: true }).click()
    await poll(() => url(page).searchParams.get('level')).toBe('专科')
    const vocational = await upstream(querySchoolRank, { level: '专科', pageNum: 1, pageSize: 30 })
    await poll(() => names.allTextContents()).toEqual(vocational.list.map((s) => s.name))
    await poll(() => page.getByRole('heading', { name: COLLEGE_TEXT.rankUnrankedTitle }).isVisible()).toBe(true)
    await page.reload()
    await poll(() => names.allTextContents()).toEqual(vocational.list.map((s) => s.name))

    // Type: only 理工 colleges, each keeping its national rank (no renumbering).
    await page.getByLabel(COLLEGE_TEXT.filterType).selectOption('理工')
    await poll(() => url(page).searchParams.get('type')).toBe('理工')
    const polytechnic = await upstream(querySchoolRank, { level: '专科', type: '理工', pageNum: 1, pageSize: 30 })
    expect(polytechnic.list.every((s) => s.type === '理工')).toBe(true)
    expect(polytechnic.total).toBeLessThan(vocational.total)
    await poll(() => page.getByText(COLLEGE_TEXT.total(polytechnic.total)).isVisible()).toBe(true)
    await poll(() => names.allTextContents()).toEqual(polytechnic.list.map((s) => s.name))
  })

  it('fits a phone', async () => {
    const { page } = await open('江苏', PHONE)
    await page.goto('/schoolRank?type=理工')
    await poll(() => page.getByRole('table').locator('tbody tr').count()).toBe(30)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await snapshot(page, 'school-rank-phone.png', { fullPage: true })
  })
})
