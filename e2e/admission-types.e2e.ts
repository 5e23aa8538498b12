import { ADMISSION_TEXT, ADMISSION_TYPE_TEXT, type AdmissionType, BANDS, PLANNING_PAGE_TEXT } from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser'
import { snapshot } from './support/settled'
import { issueCard, scoreNear } from './support/test-database'
import { upstreamStudent } from './support/upstream-student'

/**
 * Admission types in Chromium (docs/admission-types.md): a 江苏 物理类
 * family near rank 37,000 and a 山东 one near 70,000 search /choice for
 * military academies and art schools; no such line stands in 冲/稳/保 by
 * default, and with the filter ticked they come in a tab of their own,
 * labelled with what they require, with no band. Every page of every band
 * is the upstream's test (upstream/test/planning-admission.test.ts); here a
 * school-name search puts those lines on the first page.
 */
const browser = useBrowser()
const T = PLANNING_PAGE_TEXT

const panel = (page: Page) => page.getByRole('tabpanel')
const options = (page: Page) => panel(page).locator('li[data-option]')
const BANDED = /(冲|稳|保) (\d+%|>99%|<1%)/

/** Opens a tab and waits for its list: the previous one stays (aria-busy) until the new one has come. */
async function openTab(page: Page, name: RegExp): Promise<void> {
  const tab = page.getByRole('tab', { name })
  await tab.click()
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
  await expect
    .poll(
      async () => {
        if ((await panel(page).locator('[aria-busy="true"]').count()) > 0) return 'loading'
        const text = (await panel(page).textContent()) ?? ''
        return (await options(page).count()) > 0 || text.includes(T.emptyBand) || text.includes(ADMISSION_TEXT.emptyTab)
          ? 'shown'
          : 'loading'
      },
      { timeout: 20_000 },
    )
    .toBe('shown')
}

/** Every option card of the band tabs on their first page, as text; none may carry an admission type. */
async function bandedOptions(page: Page): Promise<string[]> {
  const texts: string[] = []
  for (const band of BANDS) {
    await openTab(page, new RegExp(`^${band}（`))
    expect(await panel(page).locator('[data-admission]').count(), band).toBe(0)
    texts.push(...(await options(page).allTextContents()))
  }
  return texts
}

/** Ticks a type in the filter, opens the special tab, and returns its cards (each labelled, none banded). */
async function specialOptions(page: Page, type: AdmissionType): Promise<string[]> {
  const filter = page.getByRole('group', { name: ADMISSION_TEXT.filterLegend })
  await filter.getByText(ADMISSION_TYPE_TEXT[type].label, { exact: true }).click()
  await openTab(page, /^特殊类型（/)
  await expect.poll(() => options(page).count(), { timeout: 20_000 }).toBeGreaterThan(0)
  const cards = await options(page).all()
  for (const card of cards) {
    expect(await card.getAttribute('aria-label')).toBeTruthy()
    expect(await card.locator('[data-admission]').getAttribute('data-admission')).toContain(type)
  }
  return options(page).allTextContents()
}

describe('admission types on /choice', () => {
  it('keeps military academies out of a 江苏 物理类 candidate’s 冲/稳/保 and shows them apart, labelled 军队院校', {
    timeout: 180_000,
  }, async () => {
    const session = await browser.open()
    const { page } = session
    const score = scoreNear('江苏', '物理类', 37_000)
    const student = { name: '特殊类型甲', province: '江苏', xk: '物/化/生', score, localArea: ['320000', '320100'] }
    await upstreamStudent(session, student, { vipCard: issueCard('ADM') })

    // 海军军医大学, 陆军军医大学, 空军军医大学: every line of theirs is a military academy's.
    await page.goto(`/choice?keyword=${encodeURIComponent('军医')}`)
    const summary = page.getByRole('region', { name: T.summaryTitle })
    await expect.poll(() => summary.textContent(), { timeout: 20_000 }).toContain('特殊类型甲 · 江苏')
    expect(await bandedOptions(page)).toEqual([])

    const special = await specialOptions(page, '军队')
    for (const text of special) {
      expect(text).toContain(ADMISSION_TYPE_TEXT.军队.label)
      expect(text).toContain('军队院校招生体检（军检）')
      expect(text).toContain(ADMISSION_TEXT.band)
      expect(text).not.toMatch(BANDED)
    }
    await snapshot(page, 'admission-types-military.png', { fullPage: true })
    // Shown on request, they are still in no band.
    expect(await bandedOptions(page)).toEqual([])
  })

  it('keeps art majors out of a 山东 candidate’s 冲/稳/保 and shows them apart, labelled 艺术类 with the 艺考', {
    timeout: 180_000,
  }, async () => {
    const session = await browser.open()
    const { page } = session
    const score = scoreNear('山东', '综合', 70_000)
    const student = { name: '特殊类型乙', province: '山东', xk: '物/化/生', score, localArea: ['370000', '370100'] }
    await upstreamStudent(session, student, { vipCard: issueCard('ADM') })

    // Schools named 艺术: their lines are mostly 艺术类 majors, the ones once offered as 保 100%.
    await page.goto(`/choice?keyword=${encodeURIComponent('艺术')}`)
    const summary = page.getByRole('region', { name: T.summaryTitle })
    await expect.poll(() => summary.textContent(), { timeout: 20_000 }).toContain('特殊类型乙 · 山东')
    const ordinary = await bandedOptions(page)
    for (const text of ordinary) expect(text).not.toMatch(/雕塑|中国画|播音与主持艺术|音乐表演|舞蹈表演|视觉传达设计/)

    const special = await specialOptions(page, '艺术')
    for (const text of special) {
      expect(text).toContain(ADMISSION_TYPE_TEXT.艺术.label)
      expect(text).toContain('艺术类专业统考（艺考）')
      expect(text).not.toMatch(BANDED)
    }
    await snapshot(page, 'admission-types-art.png', { fullPage: true })
  })
})
