import { COLLEGE_TEXT, SAMPLE_DATA_NOTICE } from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, useBrowser, withProvince } from './support/browser.js'
import { pageSettled, snapshot } from './support/settled.js'

const browser = useBrowser()

/** A visitor who has chosen a province, so the province dialog does not cover the page. */
async function open(options = {}) {
  const session = await browser.open(options)
  await withProvince(session, '江苏')
  return session
}

/** The machine is shared and slow at times: wait up to 15 s for what the page shows. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 })
const method = (page: Page) => page.getByRole('region', { name: COLLEGE_TEXT.rankMethodTitle })
const rankedNames = (page: Page) => page.getByRole('table').first().locator('tbody tr td:nth-child(2)')

describe('/schoolRank: the ranking by admission selectivity', () => {
  for (const [form, options] of [
    ['desktop', {}],
    ['phone', PHONE],
  ] as const) {
    it(`states its method and sources and puts 北京大学 in the first three (${form})`, async () => {
      const { page } = await open(options)
      await page.goto('/schoolRank')
      await poll(() => method(page).isVisible()).toBe(true)
      const text = (await method(page).textContent()) ?? ''
      expect(text).toContain('广东省教育考试院2024年、江苏省教育考试院2025年公布的本科批投档线')
      expect(text).toContain('最容易录取的普通专业组的最低位次')
      expect(text).toContain('按名称另列在排名之后')
      await poll(() => rankedNames(page).count()).toBe(30)
      const firstThree = (await rankedNames(page).allTextContents()).slice(0, 3)
      expect(firstThree).toContain('北京大学')
      expect(firstThree).toContain('清华大学')
      // A figure computed from published lines is not sample data, and the composite is gone.
      expect(await page.locator('main').textContent()).not.toContain(SAMPLE_DATA_NOTICE)
      expect(await page.locator('main').textContent()).not.toContain('综合得分')
      await pageSettled(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      await snapshot(page, `school-rank-method-${form}.png`, { fullPage: true })
    })
  }

  it('lists colleges without published lines apart, by name, with no rank', async () => {
    const { page } = await open()
    await page.goto('/schoolRank?level=专科')
    const apart = page.getByRole('region', { name: COLLEGE_TEXT.rankUnrankedTitle })
    await poll(() => apart.locator('tbody tr').count()).toBeGreaterThan(20)
    const names = await apart.locator('tbody tr td:first-child').allTextContents()
    const collator = new Intl.Collator('zh-CN')
    expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)))
  })
})
