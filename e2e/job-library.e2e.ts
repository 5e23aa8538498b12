import {
  apiPath,
  DIALOG_TEXT,
  datasetInfo,
  JOB_TEXT,
  jobDetailPage,
  queryProfession,
  queryProfessionDetail,
} from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { PHONE, useBrowser, withProvince } from './support/browser.js'
import { newestYear } from './support/dataset.js'
import { pageSettled, snapshot } from './support/settled.js'

const browser = useBrowser()

async function open(options = {}) {
  const session = await browser.open(options)
  await withProvince(session, '江苏')
  return session
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const url = (page: Page) => new URL(page.url())
const cards = (page: Page) => page.getByRole('main').getByRole('article')

async function upstream<T>(path: string, body: object): Promise<T> {
  const res = await fetch(`${inject('upstreamUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return ((await res.json()) as { data: T }).data
}

describe('/jobLibrary', () => {
  it('lists every job with its salary year, filters by industry and salary band, and keeps both and the page in the URL', async () => {
    const { page } = await open()
    await page.goto('/jobLibrary')
    await expect.poll(() => heading(page).textContent()).toBe('职业库')
    await expect.poll(() => page.getByText(JOB_TEXT.resultCount(374)).isVisible()).toBe(true)
    expect(await page.getByRole('radio', { name: JOB_TEXT.allIndustries }).isChecked()).toBe(true)
    // Salaries are those of the newest year the dataset has.
    expect(
      await page
        .getByRole('region', { name: /全部行业/ })
        .getByText(`示例数据 · ${await newestYear()}年`)
        .isVisible(),
    ).toBe(true)
    expect(await cards(page).count()).toBe(12)
    expect(await cards(page).first().getByText('10,000-25,000元/月').isVisible()).toBe(true)

    await page.getByText('金融（22）', { exact: true }).click()
    await expect.poll(() => url(page).searchParams.get('industry')).toBe('金融')
    await expect.poll(() => page.getByText(JOB_TEXT.resultCount(22)).isVisible()).toBe(true)

    const expected = await upstream<{ total: number; list: { name: string }[] }>(apiPath(queryProfession), {
      industry: '金融',
      salary: 'gte20k',
      pageSize: 50,
    })
    await page.getByText('2万以上', { exact: true }).click()
    await expect.poll(() => url(page).searchParams.get('salary')).toBe('gte20k')
    await expect.poll(() => page.getByText(JOB_TEXT.resultCount(expected.total)).isVisible()).toBe(true)
    expect(await cards(page).getByRole('link').allTextContents()).toEqual(expected.list.map((j) => j.name))
    await snapshot(page, 'job-library-desktop.png', { fullPage: true })

    await page.reload()
    await expect.poll(() => page.getByText(JOB_TEXT.resultCount(expected.total)).isVisible()).toBe(true)
    expect(await page.getByRole('radio', { name: '2万以上' }).isChecked()).toBe(true)
  })

  it('pages with real buttons and the page in the URL', async () => {
    const { page } = await open()
    await page.goto('/jobLibrary')
    await expect.poll(() => cards(page).count()).toBe(12)
    const pager = page.getByRole('navigation', { name: '分页' })
    await pager.getByRole('button', { name: '下一页' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => url(page).searchParams.get('page')).toBe('2')
    await expect.poll(() => cards(page).first().getByRole('link').textContent()).not.toBe('软件工程师')
    expect(await pager.getByRole('button', { name: '第2页' }).getAttribute('aria-current')).toBe('page')
  })

  it('searches jobs by name on /jobLibrary/search and opens one', async () => {
    const { page } = await open()
    await page.goto('/jobLibrary')
    const box = page.getByRole('searchbox', { name: JOB_TEXT.keywordPlaceholder })
    await box.fill('医生')
    await box.press('Enter')
    await expect.poll(() => url(page).pathname).toBe('/jobLibrary/search')
    expect(url(page).searchParams.get('keyword')).toBe('医生')
    await expect.poll(() => heading(page).textContent()).toBe('职业搜索')
    await expect.poll(() => page.getByText(JOB_TEXT.searchResult('医生', 12)).isVisible()).toBe(true)
    expect(await page.getByText(`示例数据 · ${await newestYear()}年`).isVisible()).toBe(true)
    const names = await cards(page).getByRole('link').allTextContents()
    expect(names).toHaveLength(12)
    expect(names.every((n) => n.includes('医生'))).toBe(true)
    await snapshot(page, 'job-search-desktop.png', { fullPage: true })

    await cards(page).getByRole('link', { name: '外科医生' }).click()
    await expect.poll(() => heading(page).textContent()).toBe('外科医生')
  })

  it('says so when nothing matches, and prompts without a keyword', async () => {
    const { page } = await open()
    await page.goto('/jobLibrary/search?keyword=宇航员驾驶')
    await expect.poll(() => page.getByText(JOB_TEXT.empty).isVisible()).toBe(true)
    await page.goto('/jobLibrary/search')
    await expect.poll(() => page.getByText(JOB_TEXT.searchPrompt).isVisible()).toBe(true)
  })
})

describe('/jobLibrary/$id', () => {
  it('shows the job, its salary band with the year, outlook, related majors linking to their pages and jobs of the industry', async () => {
    const { page } = await open()
    const calls: string[] = []
    page.on('request', (r) => calls.push(new URL(r.url()).pathname))
    await page.goto('/jobLibrary/1')
    await expect.poll(() => heading(page).textContent()).toBe('软件工程师')
    // The first paint came from the payload: neither the job nor the dataset info was asked for on its own.
    expect(calls).toContain(jobDetailPage.path)
    expect(calls).not.toContain(apiPath(queryProfessionDetail))
    expect(calls).not.toContain(apiPath(datasetInfo))
    expect(await page.locator('dd', { hasText: '10,000-25,000元/月' }).isVisible()).toBe(true)
    // The band and the jobs of the industry beside it, each with the year.
    expect(await page.getByText(`示例数据 · ${await newestYear()}年`).count()).toBe(2)
    expect(await page.getByRole('region', { name: JOB_TEXT.outlook }).getByRole('paragraph').textContent()).toMatch(
      /软件/,
    )
    const majors = page.getByRole('region', { name: JOB_TEXT.relatedMajors })
    expect(await majors.getByRole('link').count()).toBe(3)
    expect(
      await page
        .getByRole('region', { name: /同行业职业/ })
        .getByRole('link')
        .count(),
    ).toBe(6)
    await snapshot(page, 'job-detail-desktop.png', { fullPage: true })

    await majors.getByRole('link', { name: /计算机科学与技术/ }).click()
    await expect.poll(() => url(page).pathname).toBe('/major/80901')
    await expect.poll(() => heading(page).textContent()).toBe('计算机科学与技术')
  })

  it('answers the 404 page for a job that does not exist', async () => {
    const { page } = await open()
    await page.goto('/jobLibrary/99999')
    await expect.poll(() => heading(page).textContent()).toBe(DIALOG_TEXT.notFound)
  })
})

describe('on a phone', () => {
  it('keeps the library and a job within the screen width', async () => {
    const { page } = await open(PHONE)
    await page.goto('/jobLibrary?industry=医疗卫生')
    await expect.poll(() => cards(page).count()).toBe(12)
    await pageSettled(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await snapshot(page, 'job-library-phone.png', { fullPage: true })
    await page.goto('/jobLibrary/1')
    await expect.poll(() => heading(page).textContent()).toBe('软件工程师')
    await pageSettled(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await snapshot(page, 'job-detail-phone.png', { fullPage: true })
  })
})
