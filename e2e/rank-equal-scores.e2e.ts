import {
  COLLEGE_TEXT,
  EQUAL_SCORE_TEXT,
  getRankNf,
  queryEqualScores,
  querySchoolScore,
  queryWcList,
  RANK_PAGE_TEXT,
  satNewExam,
} from '@gaokao/contracts'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { askUpstream } from './support/ask-upstream.js'
import { DESKTOP, PHONE, useBrowser, withProvince } from './support/browser.js'
import { latestYearOf } from './support/dataset.js'
import { pageSettled, snapshot } from './support/settled.js'

const browser = useBrowser()
const _upstreamUrl = inject('upstreamUrl')

/** The stack's upstream, asked directly for the figures the pages must show. */
const upstream = askUpstream

/** expect.poll with room for a busy machine (the default is 1 s). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 })

/** 河南: new-style in its newest years, 理科/文科 before (docs/exam-modes.md); every history year generated. */
const PROVINCE = '河南'
const TRACK = '物理类'
const PKU = 10001

/** A score whose row is past the table's first page, so 在表中查看 must change page: the 120th row's. */
async function scoreOnALaterPage(year: number): Promise<number> {
  const page = await upstream(queryWcList, { province: PROVINCE, year, track: TRACK, pageNum: 3, pageSize: 50 })
  const row = page.list[20]
  if (!row) throw new Error(`${PROVINCE} ${year} has fewer than 121 rows`)
  return row.score
}

/** Whether an element lies wholly inside the viewport, below the sticky header. */
async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect()
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    return box.top >= Math.max(0, header) - 1 && box.bottom <= window.innerHeight + 1 && box.height > 0
  })
}

async function lookUp(page: Page, score: number) {
  const input = page.getByLabel(RANK_PAGE_TEXT.scoreToRank)
  await input.fill(String(score))
  await input.press('Enter')
  await poll(() => page.getByRole('button', { name: RANK_PAGE_TEXT.showInTable }).first().isVisible()).toBe(true)
}

describe('/rank: 在表中查看 and 等位分', () => {
  for (const [name, device] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, BrowserContextOptions][]) {
    it(`在表中查看 opens the row's page, scrolls the row into view and marks it (${name})`, async () => {
      const year = await latestYearOf(PROVINCE)
      const score = await scoreOnALaterPage(year)
      const session = await browser.open(device)
      await withProvince(session, PROVINCE)
      const { page } = session
      await page.goto(`/rank?province=${PROVINCE}&track=${TRACK}`)
      await lookUp(page, score)
      await page.getByRole('button', { name: RANK_PAGE_TEXT.showInTable }).first().click()

      await poll(() => new URL(page.url()).searchParams.get('row')).toBe(String(score))
      expect(new URL(page.url()).searchParams.get('page')).toBe('3')
      const row = `tr[data-score="${score}"]`
      await poll(() => page.locator(row).getAttribute('data-highlight')).toBe('true')
      await pageSettled(page)
      await poll(() => inViewport(page, row)).toBe(true)
      await snapshot(page, `rank-show-in-table-${name}.png`)

      // Asked again after scrolling back up: the URL stays the same, the row comes back into view.
      await page.evaluate(() => window.scrollTo(0, 0))
      await poll(() => inViewport(page, row)).toBe(false)
      await page.getByRole('button', { name: RANK_PAGE_TEXT.showInTable }).first().click()
      await poll(() => inViewport(page, row)).toBe(true)
    })
  }

  it('shows each year’s 等位分 and the same score’s rank, with year and source, and says a 文理 year is not comparable (phone too)', async () => {
    const year = await latestYearOf(PROVINCE)
    const years = await upstream(getRankNf, { province: PROVINCE })
    const score = 560
    const expected = await upstream(queryEqualScores, { province: PROVINCE, year, track: TRACK, score })
    for (const device of [DESKTOP, PHONE]) {
      const session = await browser.open(device)
      await withProvince(session, PROVINCE)
      const { page } = session
      await page.goto(`/rank?province=${PROVINCE}&track=${TRACK}&score=${score}`)
      const section = page.getByRole('region', { name: EQUAL_SCORE_TEXT.title })
      await poll(() => section.locator('tbody tr').count()).toBe(years.length)
      expect(await section.getByText(EQUAL_SCORE_TEXT.method).isVisible()).toBe(true)
      for (const y of expected.years) {
        const tr = section.locator(`tr[data-year="${y.year}"]`)
        if (!satNewExam(PROVINCE, y.year)) {
          expect(await tr.textContent()).toContain(EQUAL_SCORE_TEXT.notComparable(y.year, true, TRACK))
          continue
        }
        const cell = tr.locator('[data-equal-score]')
        expect(await cell.textContent()).toBe(String(y.score))
        // On a phone too the 等位分 is on screen without scrolling the table sideways.
        const box = await cell.evaluate((e) => e.getBoundingClientRect().right)
        expect(box).toBeLessThanOrEqual((device.viewport?.width ?? 0) + 1)
        // Every figure with its year and source: 示例数据 · year for a generated table.
        expect(await tr.textContent()).toContain(`${y.year}年`)
        expect(await tr.textContent()).toContain('示例数据')
      }
      expect(expected.years.some((y) => !satNewExam(PROVINCE, y.year))).toBe(true)
      expect(expected.years.filter((y) => !y.current && y.score !== null).length).toBeGreaterThan(0)
      await snapshot(page, `rank-equal-scores-${device === PHONE ? 'phone' : 'desktop'}.png`, { fullPage: true })
    }
  })

  it('a college’s 历年分数 rows show each line’s 等位分 in the newest year, with that year and source', async () => {
    const session = await browser.open()
    await withProvince(session, PROVINCE)
    const { page } = session
    await page.goto(`/college/${PKU}?track=${TRACK}`)
    const scores = await upstream(querySchoolScore, { schoolId: PKU, province: PROVINCE, track: TRACK })
    const equal = scores.list.find((r) => r.equalScore)?.equalScore
    if (!equal) throw new Error(`北京大学 has no line with a rank in ${PROVINCE} ${TRACK}`)
    const table = page.getByRole('table', { name: `${PROVINCE} ${TRACK} ${COLLEGE_TEXT.tabScores}` })
    await poll(() => table.locator('tbody tr').count()).toBe(scores.list.length)
    expect(await table.getByRole('columnheader', { name: EQUAL_SCORE_TEXT.columnOf(equal.year) }).isVisible()).toBe(
      true,
    )
    const cells = await table.locator('[data-equal-score]').allTextContents()
    expect(cells).toEqual(scores.list.map((r) => (r.equalScore ? String(r.equalScore.score) : EQUAL_SCORE_TEXT.none)))
    const note = page.locator('[data-equal-note]')
    expect(await note.textContent()).toContain(EQUAL_SCORE_TEXT.columnNote(equal.year))
    expect(await note.textContent()).toContain('示例数据')
  })
})
