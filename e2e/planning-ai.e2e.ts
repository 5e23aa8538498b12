import { meetsRequirementText, PLANNING_PAGE_TEXT, siteRoute } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { DEMO_NON_MEMBER } from './support/account'
import { PHONE, useBrowser } from './support/browser'
import { lines, options, requirementOf, summaryRank } from './support/choice-page'
import { pageSettled, snapshot } from './support/settled'
import { loginDemoStudent } from './support/site-pages'
import { registerStudent } from './support/student'

const browser = useBrowser()
const T = PLANNING_PAGE_TEXT

/** One-click filling is a member feature: the candidate here redeems one of the README's demo cards. */
const CARD = { ai: 'GKVIP-DEMO-0010' }

describe('AI填报: one-click filling for a 山东 candidate', () => {
  it('keeps /choice still while its summary loads: layout shift under 0.015 on a desktop and a phone', async () => {
    for (const size of [undefined, PHONE]) {
      const session = await browser.open(size)
      const { page } = session
      await page.goto('/')
      await loginDemoStudent(page)
      // Before the page's own scripts: every shift from the first paint on counts.
      await page.addInitScript(() => {
        const w = window as unknown as { shifted: number }
        w.shifted = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shifted += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto('/choice')
      await expect.poll(() => options(page).count(), { timeout: 20_000 }).toBeGreaterThan(0)
      // Every shift is in once the summary has its rank and the page has come to rest.
      await expect.poll(async () => (await summaryRank(page)) ?? '', { timeout: 20_000 }).toMatch(/\d/)
      await pageSettled(page)
      const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted)
      expect(shifted, size ? 'phone' : 'desktop').toBeLessThan(0.015)
    }
  })

  it('opens a school’s majors in a sheet whose code loads on the first 选择专业, on a desktop and a phone', async () => {
    for (const size of [undefined, PHONE]) {
      const { page } = await browser.open(size)
      await page.goto('/')
      await loginDemoStudent(page, DEMO_NON_MEMBER)
      // In a 专业+院校 province a school is not added as it is: its majors are chosen in the sheet.
      await page.goto('/choice?view=school')
      const choose = options(page).getByRole('button', { name: new RegExp(`^${T.chooseMajors}：`) })
      await expect.poll(() => choose.count(), { timeout: 20_000 }).toBeGreaterThan(1)
      const sheetChunks = () =>
        page.evaluate(
          () => performance.getEntriesByType('resource').filter((r) => r.name.includes('SchoolMajorsSheet')).length,
        )
      expect(await sheetChunks()).toBe(0)
      for (const index of [0, 1]) {
        const school = ((await choose.nth(index).getAttribute('aria-label')) ?? '').split('：')[1] ?? ''
        await choose.nth(index).click()
        const sheet = page.getByRole('dialog').filter({ hasText: T.majorsTitle(school) })
        await expect
          .poll(() => sheet.getByRole('button', { name: T.addMajor }).count(), { timeout: 15_000 })
          .toBeGreaterThan(0)
        await sheet
          .getByRole('button', { name: /close|关闭/i })
          .first()
          .click()
        await expect.poll(() => sheet.isVisible()).toBe(false)
      }
      expect(await sheetChunks()).toBeGreaterThan(0)
    }
  })

  it('generates a table of 96 valid lines, each with its chance and why, and regenerates it', {
    timeout: 240_000,
  }, async () => {
    const session = await browser.open()
    const { page } = session
    await registerStudent(
      session,
      {
        name: '山东考生',
        province: '山东',
        xk: '物/化/地',
        score: 575,
        localArea: ['370000', '370100'],
      },
      { vipCard: CARD.ai },
    )

    await page.goto('/auxiliaryFill')
    await snapshot(page, 'planning-ai-entry.png')
    await page.getByRole('link', { name: T.aiStart }).click()
    await expect.poll(() => page.title()).toContain(siteRoute('/auxiliaryFill/fillInfo').title)
    const form = page.getByRole('form', { name: T.preferences })
    await form.getByText(T.splitPresets.default).click()
    await form.getByText('院校优先').click()
    await snapshot(page, 'planning-ai-fillinfo.png', { fullPage: true })
    await form.getByRole('button', { name: T.generate }).click()

    await expect.poll(() => page.title(), { timeout: 30_000 }).toContain(siteRoute('/auxiliaryFill/result').title)
    await expect.poll(() => lines(page).count(), { timeout: 30_000 }).toBe(96)
    const texts = await lines(page).allTextContents()
    const names = await lines(page).evaluateAll((els) => els.map((e) => e.querySelector('h3')?.textContent ?? ''))
    expect(new Set(names).size).toBe(96)
    for (const text of texts) {
      expect(text).toMatch(/[冲稳保] (\d+%|>99%|<1%)/)
      expect(text).toContain(`${T.chosenBecause}：「`)
      const requirement = requirementOf(text)
      expect(requirement, text.slice(0, 60)).not.toBe('')
      expect(meetsRequirementText(requirement, '物/化/地'), requirement).toBe(true)
    }
    // 冲 first, 保 last (25/50/25 of 96).
    expect(texts[0]).toMatch(/冲 \d+%/)
    expect(texts[95]).toMatch(/保 (\d+%|>99%)/)
    expect(
      await page
        .getByText(/冲 24 · 稳 \d+ · 保 \d+/)
        .first()
        .isVisible(),
    ).toBe(true)
    await snapshot(page, 'planning-ai-result.png')

    // Regenerate with a bolder split: the same plan, rewritten.
    const url = page.url()
    await page.getByRole('link', { name: T.regenerate }).click()
    const again = page.getByRole('form', { name: T.preferences })
    await again.getByText(T.splitPresets.bold).click()
    await again.getByRole('button', { name: T.regenerate }).click()
    await expect
      .poll(
        () =>
          page
            .getByText(/冲 34 · 稳 \d+ · 保 \d+/)
            .first()
            .isVisible(),
        { timeout: 30_000 },
      )
      .toBe(true)
    expect(page.url()).toBe(url)

    await page.goto('/auxiliaryFill/list')
    await expect
      .poll(() =>
        page
          .getByRole('listitem')
          .filter({ hasText: T.lines(96, 96) })
          .count(),
      )
      .toBe(1)
    await snapshot(page, 'planning-ai-list.png')
  })
})
