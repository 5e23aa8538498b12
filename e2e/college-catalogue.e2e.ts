import { COLLEGE_CATALOGUE_TEXT, COLLEGE_TEXT, querySchoolDetails, querySchoolList } from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { askUpstream } from './support/ask-upstream.js'
import { PHONE, useBrowser, withProvince } from './support/browser.js'
import { pageSettled, snapshot } from './support/settled.js'

// Every institution of the MOE list is a college (docs/real-data.md, "Colleges: the MOE list").
const browser = useBrowser()

/** A school known only from the MOE list: no founding year, no introduction of ours. */
const MOE_ONLY = { id: 10017, name: '北京石油化工学院' }

async function open(options = {}) {
  const session = await browser.open(options)
  await withProvince(session, '江苏')
  return session
}

const upstream = askUpstream

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 })
const heading = (page: Page) => page.getByRole('heading', { level: 1 })
/** What a fact of the detail says (its dd). */
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')
const overflow = async (page: Page) => {
  await pageSettled(page)
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

describe('the college catalogue', () => {
  it('/college counts more than 2,900 schools', async () => {
    const { page } = await open()
    const all = await upstream(querySchoolList, { pageNum: 1, pageSize: 20 })
    expect(all.total).toBeGreaterThan(2900)
    await page.goto('/college')
    await poll(() => page.getByText(COLLEGE_TEXT.total(all.total)).isVisible()).toBe(true)
    // A school known only from the list is found by its name.
    await page.goto(`/college?keyword=${encodeURIComponent('石油化工学院')}`)
    await poll(() => page.getByRole('heading', { level: 2, name: MOE_ONLY.name }).isVisible()).toBe(true)
  })

  it('shows the detail of a school known only from the MOE list: its facts, calm empty texts', async () => {
    const details = await upstream(querySchoolDetails, { schoolId: MOE_ONLY.id })
    expect(details.founded).toBeNull()
    const { page } = await open()
    await page.goto(`/college/${MOE_ONLY.id}`)
    await poll(() => heading(page).textContent()).toBe(MOE_ONLY.name)
    await poll(() => page.getByText(COLLEGE_CATALOGUE_TEXT.introEmpty).isVisible()).toBe(true)
    expect(await fact(page, COLLEGE_TEXT.founded).textContent()).toBe(COLLEGE_CATALOGUE_TEXT.foundedUnknown)
    expect(await fact(page, COLLEGE_TEXT.authority).textContent()).toBe(details.authority)
    expect(await fact(page, COLLEGE_TEXT.filterNature).textContent()).toBe(details.nature)
    expect(await fact(page, COLLEGE_TEXT.filterType).textContent()).toBe(
      `${details.type}类${COLLEGE_CATALOGUE_TEXT.typeFromName}`,
    )
    if (details.website) {
      const link = fact(page, COLLEGE_TEXT.website).getByRole('link')
      expect(await link.getAttribute('href')).toBe(details.website)
    }
    const text = (await page.locator('main').textContent()) ?? ''
    expect(text).not.toMatch(/null|undefined|NaN/)
    await snapshot(page, 'college-moe-only-desktop.png', { fullPage: true })
  })

  it('fits a phone', async () => {
    const { page } = await open(PHONE)
    await page.goto(`/college/${MOE_ONLY.id}`)
    await poll(() => page.getByText(COLLEGE_CATALOGUE_TEXT.introEmpty).isVisible()).toBe(true)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await snapshot(page, 'college-moe-only-phone.png', { fullPage: true })
  })
})
