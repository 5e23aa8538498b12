import { PLANNING_PAGE_TEXT } from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser'
import { issueCard, scoreNear } from './support/test-database'
import { upstreamStudent } from './support/upstream-student'

/**
 * Honest chances in Chromium (docs/chance-model.md): /choice's 保 tab lists
 * the least easy 保 first, and 不服从调剂 never raises an option's chance, with
 * each chosen major's own chance under 为什么是这个结果. Every line of many tables
 * is the upstream's test (upstream/test/planning/safe-chances.test.ts); here the
 * page shows what the family sees.
 */
const browser = useBrowser()
const T = PLANNING_PAGE_TEXT

const panel = (page: Page) => page.getByRole('tabpanel')
const options = (page: Page) => panel(page).locator('li[data-option]')

/** Opens a band's tab and waits for its list (the previous one stays, aria-busy, until the new one has come). */
async function openTab(page: Page, band: '冲' | '稳' | '保'): Promise<void> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${band}（`) })
  await tab.click()
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
  await expect
    .poll(
      async () => {
        if ((await panel(page).locator('[aria-busy="true"]').count()) > 0) return 'loading'
        const text = (await panel(page).textContent()) ?? ''
        return (await options(page).count()) > 0 || text.includes(T.emptyBand) ? 'shown' : 'loading'
      },
      { timeout: 20_000 },
    )
    .toBe('shown')
}

/** The probability a badge shows (稳 65%, 保 >99%, 冲 <1%) as a number. */
function shown(text: string): number {
  const match = /(>99|<1|\d+)%/.exec(text)
  if (!match?.[1]) throw new Error(`no probability in ${text}`)
  if (match[1] === '>99') return 0.995
  if (match[1] === '<1') return 0.005
  return Number(match[1]) / 100
}

/** Each option card of the open tab's first page: its name and the probability its badge shows. */
async function cardChances(page: Page): Promise<{ name: string; p: number }[]> {
  const out: { name: string; p: number }[] = []
  for (const card of await options(page).all()) {
    const name = (await card.getAttribute('aria-label')) ?? ''
    out.push({ name, p: shown((await card.locator('[data-band]').first().textContent()) ?? '') })
  }
  return out
}

describe('honest chances on /choice', () => {
  it('lists a 江苏 物理类 candidate’s 保 tab least easy first, not >99% first', { timeout: 180_000 }, async () => {
    const session = await browser.open()
    const { page } = session
    const score = scoreNear('江苏', '物理类', 37_000)
    const student = { name: '稳妥甲', province: '江苏', xk: '物/化/生', score, localArea: ['320000', '320100'] }
    await upstreamStudent(session, student, { vipCard: issueCard('CHANCE') })
    await page.goto('/choice')
    const summary = page.getByRole('region', { name: T.summaryTitle })
    await expect.poll(() => summary.textContent(), { timeout: 20_000 }).toContain('稳妥甲 · 江苏')
    await openTab(page, '保')
    const safe = (await cardChances(page)).map((c) => c.p)
    expect(safe.length).toBeGreaterThan(1)
    expect(safe).toEqual([...safe].sort((a, b) => a - b))
    expect(safe[0]).toBeLessThan(0.99)
  })

  it('never raises a 河南 group’s chance when the candidate refuses adjustment, and shows each chosen major’s', {
    timeout: 180_000,
  }, async () => {
    const session = await browser.open()
    const { page } = session
    // 河南's lines are generated per major too, so refusing adjustment has majors to be judged by.
    const score = scoreNear('河南', '物理类', 40_000)
    const student = { name: '稳妥乙', province: '河南', xk: '物/化/生', score, localArea: ['410000', '410100'] }
    await upstreamStudent(session, student, { vipCard: issueCard('CHANCE') })
    const chances = async (adjust: '0' | '1') => {
      await page.goto(`/choice?categories=${encodeURIComponent('工学')}&adjust=${adjust}`)
      const summary = page.getByRole('region', { name: T.summaryTitle })
      await expect.poll(() => summary.textContent(), { timeout: 20_000 }).toContain('稳妥乙 · 河南')
      const all = new Map<string, number>()
      for (const band of ['冲', '稳', '保'] as const) {
        await openTab(page, band)
        for (const c of await cardChances(page)) all.set(c.name, c.p)
      }
      return all
    }
    const accepting = await chances('1')
    const refusing = await chances('0')
    let compared = 0
    for (const [name, p] of refusing) {
      const accepted = accepting.get(name)
      if (accepted === undefined) continue
      expect(p, name).toBeLessThanOrEqual(accepted)
      compared++
    }
    expect(compared).toBeGreaterThan(0)
    // Under 为什么是这个结果, a group line lists its chosen majors with their own chance.
    const majors = panel(page).locator('[data-chosen-majors]')
    expect(await majors.count()).toBeGreaterThan(0)
    expect(await majors.first().locator('caption').textContent()).toBe(T.chosenMajors)
  })
})
