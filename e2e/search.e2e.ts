import { apiPath, querySynthesisListByName, SEARCH_TEXT } from '@gaokao/contracts'
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

const url = (page: Page) => new URL(page.url())
const combobox = (page: Page) => page.getByRole('main').getByRole('combobox', { name: SEARCH_TEXT.label })

interface Totals {
  schools: { total: number }
  majors: { total: number }
  jobs: { total: number }
}

async function totals(name: string): Promise<Totals> {
  const res = await fetch(`${inject('upstreamUrl')}${apiPath(querySynthesisListByName)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  })
  return ((await res.json()) as { data: Totals }).data
}

describe('/search', () => {
  it('searches schools, majors and jobs at once, with a tab and a count for each; the URL keeps words, tab and page', async () => {
    const expected = await totals('工程')
    const all = expected.schools.total + expected.majors.total + expected.jobs.total
    const { page } = await open()
    await page.goto('/search?q=工程')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('搜索')
    const tabs = page.getByRole('navigation', { name: SEARCH_TEXT.label })
    await expect
      .poll(() => tabs.getByRole('link').allTextContents())
      .toEqual([
        SEARCH_TEXT.tab('综合', all),
        SEARCH_TEXT.tab('院校', expected.schools.total),
        SEARCH_TEXT.tab('专业', expected.majors.total),
        SEARCH_TEXT.tab('职业', expected.jobs.total),
      ])
    expect(await tabs.getByRole('link', { name: /^综合/ }).getAttribute('aria-current')).toBe('page')
    expect(await page.getByText(SEARCH_TEXT.resultCount('工程', all)).isVisible()).toBe(true)
    // Five of each kind, the words marked, the jobs' salaries with their year (the dataset's newest).
    const majors = page.getByRole('region', { name: /^专业/ })
    expect(await majors.getByRole('listitem').count()).toBe(5)
    expect(await majors.locator('mark').first().textContent()).toBe('工程')
    expect(
      await page
        .getByRole('region', { name: /^职业/ })
        .getByText(`示例数据 · ${await newestYear()}年`)
        .isVisible(),
    ).toBe(true)
    await snapshot(page, 'search-desktop.png', { fullPage: true })

    await majors.getByRole('link', { name: SEARCH_TEXT.more('专业', expected.majors.total) }).click()
    await expect.poll(() => url(page).searchParams.get('tab')).toBe('major')
    await expect.poll(() => page.getByRole('region', { name: /^专业/ }).getByRole('listitem').count()).toBe(20)
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第2页' }).click()
    await expect.poll(() => url(page).searchParams.get('page')).toBe('2')
    await page.reload()
    await expect.poll(() => page.getByRole('region', { name: /^专业/ }).getByRole('listitem').count()).toBe(20)
    expect(
      await page
        .getByRole('navigation', { name: '分页' })
        .getByRole('button', { name: '第2页' })
        .getAttribute('aria-current'),
    ).toBe('page')

    await tabs.getByRole('link', { name: /^院校/ }).click()
    await expect.poll(() => url(page).searchParams.get('tab')).toBe('school')
    await expect
      .poll(() => page.getByRole('region', { name: /^院校/ }).getByRole('listitem').count())
      .toBe(Math.min(20, expected.schools.total))
  })

  it('says so when nothing matches', async () => {
    const { page } = await open()
    await page.goto('/search?q=不存在的名字')
    await expect.poll(() => page.getByText(SEARCH_TEXT.noResult('不存在的名字')).isVisible()).toBe(true)
  })

  it('suggests 500 ms after typing stops, asks once for the settled words, and walks the suggestions by keyboard', async () => {
    const { page } = await open()
    await page.goto('/search')
    await expect.poll(() => page.getByText(SEARCH_TEXT.prompt).isVisible()).toBe(true)
    const asked: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith(apiPath(querySynthesisListByName))) asked.push(JSON.parse(r.postData() ?? '{}').name)
    })
    const box = combobox(page)
    await box.click()
    await box.pressSequentially('北京', { delay: 150 })
    const typed = Date.now()
    const listbox = page.getByRole('listbox', { name: SEARCH_TEXT.suggestions })
    await expect.poll(() => listbox.getByRole('option', { name: /北京大学/ }).isVisible()).toBe(true)
    // Not before the delay, and only for the whole words.
    expect(Date.now() - typed).toBeGreaterThanOrEqual(450)
    expect(asked).toEqual(['北京'])
    expect(await listbox.getByRole('group', { name: '院校' }).getByRole('option').count()).toBe(3)
    expect(await box.getAttribute('aria-expanded')).toBe('true')

    await box.press('ArrowDown')
    const first = listbox.getByRole('option').first()
    expect(await first.getAttribute('aria-selected')).toBe('true')
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'))
    await box.press('ArrowUp')
    const last = listbox.getByRole('option').last()
    expect(await last.textContent()).toBe(SEARCH_TEXT.searchFor('北京'))
    expect(await last.getAttribute('aria-selected')).toBe('true')
    await box.press('Escape')
    expect(await box.getAttribute('aria-expanded')).toBe('false')

    await box.press('ArrowDown')
    await box.press('Enter')
    await expect.poll(() => url(page).pathname).toBe('/college/10001')
  })

  it('opens /search with the words on Enter', async () => {
    const { page } = await open()
    await page.goto('/search')
    const box = combobox(page)
    await box.fill('护理')
    await box.press('Enter')
    await expect.poll(() => url(page).searchParams.get('q')).toBe('护理')
    await expect
      .poll(() => page.getByRole('region', { name: /^专业/ }).getByRole('link', { name: '护理学' }).isVisible())
      .toBe(true)
  })

  it('searches from the header on any page: suggestions, then Enter opens /search with the words', async () => {
    const { page } = await open()
    await page.goto('/college')
    const box = page.getByRole('banner').getByRole('combobox', { name: SEARCH_TEXT.label })
    await box.click()
    await box.pressSequentially('护理', { delay: 100 })
    const listbox = page.getByRole('banner').getByRole('listbox', { name: SEARCH_TEXT.suggestions })
    await expect
      .poll(() =>
        listbox
          .getByRole('option', { name: /护理学/ })
          .first()
          .isVisible(),
      )
      .toBe(true)
    await box.press('Enter')
    await expect.poll(() => url(page).pathname).toBe('/search')
    expect(url(page).searchParams.get('q')).toBe('护理')
  })

  it('fits a phone', async () => {
    const { page } = await open(PHONE)
    await page.goto('/search?q=医学')
    await expect.poll(() => page.getByRole('region', { name: /^专业/ }).getByRole('listitem').count()).toBe(5)
    await combobox(page).fill('医学')
    await expect.poll(() => page.getByRole('listbox', { name: SEARCH_TEXT.suggestions }).isVisible()).toBe(true)
    await pageSettled(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await snapshot(page, 'search-phone.png', { fullPage: true })
  })
})
