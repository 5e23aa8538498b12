import { MAX_GROUPS_PER_SCHOOL, PLANNING_PAGE_TEXT, SAFE_RANK_RATIO, siteRoute } from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser'
import { upstreamStudent } from './support/upstream-student'

const browser = useBrowser()
const T = PLANNING_PAGE_TEXT

/** One-click filling is a member feature: this file spends one of the README's demo cards no other file uses. */
const CARD = 'GKVIP-DEMO-0005'

const lines = (page: Page) => page.locator('ol li[data-line-id]')

/** Each line's 入选理由, as the result page prints it. */
const reasonsOf = (page: Page) =>
  lines(page).evaluateAll(
    (els, prefix) =>
      els.map(
        (e) => [...e.querySelectorAll('p')].map((p) => p.textContent ?? '').find((t) => t.startsWith(prefix)) ?? '',
      ),
    `${T.chosenBecause}：`,
  )

describe('AI填报 a parent would accept (docs/ai-fill.md)', () => {
  it('fills a 江苏 物理类 table with no preference: a few groups a school, 保 lines near the rank, a reason per line', {
    timeout: 240_000,
  }, async () => {
    const session = await browser.open()
    const { page } = session
    await upstreamStudent(
      session,
      { name: '填报测试', province: '江苏', xk: '物/化/生', score: 600, localArea: ['320000', '320100'] },
      { vipCard: CARD },
    )
    await page.goto('/auxiliaryFill/fillInfo')
    const form = page.getByRole('form', { name: T.preferences })
    await form.getByRole('button', { name: T.generate }).click()
    await expect.poll(() => page.title(), { timeout: 30_000 }).toContain(siteRoute('/auxiliaryFill/result').title)
    await expect.poll(() => lines(page).count(), { timeout: 30_000 }).toBe(40)

    const titles = await lines(page).evaluateAll((els) => els.map((e) => e.querySelector('h3')?.textContent ?? ''))
    const schools = titles.map((t) => t.split(' ')[0] ?? '')
    const perSchool = new Map<string, number>()
    for (const s of schools) perSchool.set(s, (perSchool.get(s) ?? 0) + 1)
    expect([...perSchool].filter(([, n]) => n > MAX_GROUPS_PER_SCHOOL)).toEqual([])

    const reasons = await reasonsOf(page)
    expect(new Set(reasons).size).toBe(40)
    reasons.forEach((reason, i) => {
      expect(reason, titles[i]).toContain(`院校：${schools[i]}`)
      expect(reason, titles[i]).toMatch(/预测最低位次 [\d,]+/)
      // A 保 line says how far below the candidate it lies; within the ratio unless it says why not.
      const ratio = /的 (\d+\.\d+) 倍/.exec(reason)?.[1]
      if (ratio && !reason.includes('倍以内的「保」志愿不足')) {
        expect(Number(ratio), titles[i]).toBeLessThanOrEqual(SAFE_RANK_RATIO)
      }
    })
    expect(reasons.at(-1)).toMatch(/的 \d+\.\d+ 倍/)
  })
})
