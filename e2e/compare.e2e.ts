import {
  COLLEGE_TEXT,
  COMPARE_BASKET_TEXT,
  COMPARE_MAX,
  COMPARE_TEXT,
  type DataOf,
  FIGURE_SOURCE_TEXT,
  querySchoolCompare,
} from '@gaokao/contracts'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { askUpstream } from './support/ask-upstream.js'
import { DESKTOP, PHONE, useBrowser, withProvince } from './support/browser.js'
import { snapshot } from './support/settled.js'
import { withDatabase } from './support/test-database.js'

const browser = useBrowser()
const PROVINCE = '江苏'

async function open(options: BrowserContextOptions) {
  const session = await browser.open(options)
  await withProvince(session, PROVINCE)
  return session
}

/** What the upstream answers for the comparison the page asks for (the student's province, its usual track). */
async function compared(ids: number[]): Promise<DataOf<typeof querySchoolCompare>> {
  return askUpstream(querySchoolCompare, { ids, province: PROVINCE })
}

/** A college with lines in the province, well down the ranking: not on the list's first page. */
function collegeOffFirstPage(): { id: number; name: string } {
  return withDatabase(
    (db) =>
      db
        .prepare(
          `SELECT c.id, c.name FROM colleges c JOIN school_rankings r ON r.school_id = c.id
           WHERE EXISTS (SELECT 1 FROM school_admissions a WHERE a.school_id = c.id AND a.province = ?)
           ORDER BY r.rank LIMIT 1 OFFSET 60`,
        )
        .get(PROVINCE) as { id: number; name: string },
  )
}

const columnNames = (page: Page) =>
  page
    .getByRole('table')
    .locator('thead th')
    .evaluateAll((ths) => ths.slice(1).map((th) => th.querySelector('a')?.textContent))

const bar = (page: Page) => page.getByRole('link', { name: COMPARE_BASKET_TEXT.barLabel })

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('院校对比 on %s', (size, options) => {
  it('adds schools from the college list and a detail page, opens 对比(3) and shows them side by side with their lines', async () => {
    const { page } = await open(options)
    await page.goto('/college')
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect.poll(() => cards.count()).toBeGreaterThan(2)
    const picked: string[] = []
    for (const card of [cards.nth(0), cards.nth(1)]) {
      const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? ''
      picked.push(name)
      await card.getByRole('button', { name: COMPARE_BASKET_TEXT.addLabel(name) }).click()
      await expect
        .poll(() => card.getByRole('button', { name: COMPARE_BASKET_TEXT.removeLabel(name) }).isVisible())
        .toBe(true)
    }
    await expect.poll(() => bar(page).textContent()).toBe(COMPARE_BASKET_TEXT.bar(2))
    await snapshot(page, `compare-list-${size}.png`)

    const third = collegeOffFirstPage()
    await page.goto(`/college/${third.id}`)
    await page.getByRole('button', { name: COMPARE_BASKET_TEXT.addLabel(third.name) }).click()
    await expect.poll(() => bar(page).textContent()).toBe(COMPARE_BASKET_TEXT.bar(3))
    await snapshot(page, `compare-detail-${size}.png`)
    picked.push(third.name)

    await bar(page).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/compare')
    await expect.poll(() => columnNames(page)).toEqual(picked)
    const ids = (new URL(page.url()).searchParams.get('ids') ?? '').split(',').map(Number)
    expect(ids).toHaveLength(3)

    // Each column shows the line the upstream has for it, with its year, province and track.
    const answer = await compared(ids)
    const lineRow = page.getByRole('row', { name: new RegExp(`^${COMPARE_TEXT.rows.line}`) })
    for (const school of answer.schools) {
      const a = school.admission
      if (!a) continue
      const figure =
        a.minRank === null
          ? FIGURE_SOURCE_TEXT.minScoreNoRank(a.minScore)
          : COLLEGE_TEXT.minScoreRank(a.minScore, a.minRank)
      await expect.poll(() => lineRow.getByText(figure).count()).toBeGreaterThan(0)
      expect(await lineRow.getByText(COMPARE_TEXT.lineOf(a.year, a.province, a.track)).count()).toBeGreaterThan(0)
    }
    expect(answer.schools.some((s) => s.admission !== null)).toBe(true)
    // The bar is not shown over the comparison itself.
    expect(await bar(page).count()).toBe(0)
    // The page never scrolls sideways; on a phone the labels stay while the schools scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    if (size === 'phone') {
      const label = page.getByRole('rowheader', { name: COMPARE_TEXT.rows.level })
      const before = await label.boundingBox()
      await page.getByRole('region', { name: COMPARE_TEXT.title }).evaluate((el) => {
        el.scrollLeft = el.scrollWidth
      })
      await expect.poll(async () => (await label.boundingBox())?.x).toBe(before?.x)
    }
    await snapshot(page, `compare-${size}.png`, { fullPage: true })

    // The basket survives a reload (localStorage) and 移出 takes a school out of the page and the basket.
    await page.reload()
    await page.getByRole('button', { name: COMPARE_BASKET_TEXT.removeLabel(picked[2] ?? '') }).click()
    await expect.poll(() => columnNames(page)).toEqual(picked.slice(0, 2))
  })

  it('says what is wrong with a link: bad ids, ids that are no school, one school, more than four', async () => {
    const { page } = await open(options)
    const ids = withDatabase(
      (db) =>
        db
          .prepare('SELECT school_id FROM school_rankings ORDER BY rank LIMIT ?')
          .pluck()
          .all(COMPARE_MAX + 2) as number[],
    )
    await page.goto(`/compare?ids=abc,${ids[0]},${ids[1]}`)
    await expect.poll(() => page.getByText(COMPARE_TEXT.badIds).isVisible()).toBe(true)
    await expect.poll(async () => (await columnNames(page)).length).toBe(2)

    await page.goto(`/compare?ids=${ids[0]},999998`)
    await expect.poll(() => page.getByText(COMPARE_TEXT.unknownIds([999998])).isVisible()).toBe(true)
    expect(await page.getByText(COMPARE_TEXT.needMore).isVisible()).toBe(true)

    await page.goto('/compare')
    await expect.poll(() => page.getByText(COMPARE_TEXT.needMore).isVisible()).toBe(true)
    expect(await page.getByRole('table').count()).toBe(0)

    await page.goto(`/compare?ids=${ids.join(',')}`)
    await expect.poll(() => page.getByText(COMPARE_TEXT.tooMany(ids.length)).isVisible()).toBe(true)
    await expect.poll(async () => (await columnNames(page)).length).toBe(COMPARE_MAX)
  })

  it('holds at most four schools in the basket and says so', async () => {
    const { page } = await open(options)
    await page.goto('/college')
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect.poll(() => cards.count()).toBeGreaterThan(COMPARE_MAX)
    for (let i = 0; i <= COMPARE_MAX; i++) {
      await cards
        .nth(i)
        .getByRole('button', { name: /加入对比$/ })
        .click()
    }
    await expect.poll(() => page.getByText(COMPARE_BASKET_TEXT.basketFull).isVisible()).toBe(true)
    await expect.poll(() => bar(page).textContent()).toBe(COMPARE_BASKET_TEXT.bar(COMPARE_MAX))
  })

  it('finds schools by their short names: 北航 and 南大', async () => {
    const { page } = await open(options)
    for (const [alias, name] of [
      ['北航', '北京航空航天大学'],
      ['南大', '南京大学'],
    ]) {
      await page.goto(`/search?q=${encodeURIComponent(alias as string)}`)
      const schools = page.getByRole('region', { name: /^院校/ })
      await expect.poll(() => schools.getByRole('listitem').first().getByRole('link').first().textContent()).toBe(name)
    }
  })
})
