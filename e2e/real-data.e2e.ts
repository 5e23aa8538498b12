import { readFileSync } from 'node:fs'
import {
  COLLEGE_TEXT,
  DATA_NOTE_TEXT,
  datasetInfo,
  FIGURE_SOURCE_TEXT,
  groupDigits,
  HOME_TEXT,
  SAMPLE_DATA_NOTICE,
  SCORE_LINE_TEXT,
} from '@gaokao/contracts'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { askUpstream } from './support/ask-upstream.js'
import { type Session, useBrowser, withProvince } from './support/browser.js'
import { pageSettled, settled, snapshot } from './support/settled.js'

/**
 * Real data (docs/real-data.md), in Chromium: the published figures are the ones
 * the site shows, each with its authority, year and a link to its page; a
 * generated figure keeps 示例数据; /dataNote lists every source. The expected
 * figures are read from the shipped files (upstream/data/real), not written
 * here.
 */
const browser = useBrowser()
const REAL = new URL('../upstream/data/real/', import.meta.url)
const readReal = (file: string) => JSON.parse(readFileSync(new URL(file, REAL), 'utf8'))

/** 江苏 2025's 一分一段表 and 投档线 as published (rank rows are [score, count, cumulative]). */
const RANKS = readReal('rank-tables/江苏-2025.json') as {
  sourceUrl: Record<string, string>
  categories: Record<string, [number, number, number][]>
}
const LINES = readReal('admissions/江苏-2025.json') as {
  sourceUrls: string[]
  rows: [string, string, string, string, string, string, number, number | null, number][]
}
const NJU = 10284
const PUBLISHED_2025 = FIGURE_SOURCE_TEXT.published('江苏省教育考试院', 2025)

const info = () => askUpstream(datasetInfo)

async function openIn(province: string): Promise<Session> {
  const session = await browser.open()
  await withProvince(session, province)
  return session
}

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 })

/** The scores table's body rows, each as its cells' texts. */
async function scoreRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table').first().locator('tbody tr')
  const out: string[][] = []
  for (const row of await rows.all()) out.push(await row.locator('td').allTextContents())
  return out
}

async function askQuickBox(box: Locator, score: number): Promise<void> {
  await box.getByLabel(HOME_TEXT.quickRank.score).fill(String(score))
  await box.getByRole('button', { name: HOME_TEXT.quickRank.submit }).click()
}

describe('published figures carry their source', () => {
  it('the quick box gives 江苏 物理类 600 its published 2025 rank, with 来源：江苏省教育考试院 linking to the table', async () => {
    const row = RANKS.categories.物理类?.find(([score]) => score === 600)
    if (!row) throw new Error('江苏 2025 物理类 has no row for 600')
    const floor = (await info()).coverage.rankTables.find(
      (t) => t.province === '江苏' && t.year === 2025 && t.track === '物理类',
    )?.floorScore
    if (floor === undefined) throw new Error('datasetInfo lists no 江苏 2025 物理类 table')

    const { page } = await openIn('江苏')
    await page.goto('/')
    const box = page.getByRole('region', { name: HOME_TEXT.quickRank.title })
    await poll(() => box.getByLabel(HOME_TEXT.quickRank.province).inputValue()).toBe('江苏')
    await box.getByText('物理', { exact: true }).click()
    await box.getByText('化学', { exact: true }).click()
    await box.getByText('生物', { exact: true }).click()
    await askQuickBox(box, 600)
    await poll(() => box.getByText(HOME_TEXT.quickRank.result(2025, row[2])).count()).toBe(1)
    const source = box.getByRole('link', { name: PUBLISHED_2025 })
    expect(await source.getAttribute('href')).toBe(RANKS.sourceUrl.物理类)
    expect(await box.getByText(SAMPLE_DATA_NOTICE).count()).toBe(0)
    await snapshot(page, 'real-data-quick-box.png')

    // The schools recommended for 江苏 show 2025's published lowest scores: labelled with their source, not 示例数据.
    const schools = page.getByRole('region', { name: HOME_TEXT.recommended('江苏') })
    await poll(() => schools.getByRole('link', { name: PUBLISHED_2025 }).count()).toBe(1)
    expect(await schools.getByText(SAMPLE_DATA_NOTICE).count()).toBe(0)

    // Below the table's floor there is no rank, and the box says why instead of inventing one.
    await askQuickBox(box, floor - 1)
    await poll(() => box.getByRole('alert').textContent()).toBe(SCORE_LINE_TEXT.belowFloor(floor))
  })

  it('南京大学 in 江苏 物理类 2025 shows the published lines, each with its source link, ranks read off the table', async () => {
    const published = LINES.rows.filter((r) => r[0].endsWith(String(NJU)) && r[4] === '物理类')
    expect(published.length).toBeGreaterThan(0)
    const cumulativeAt = new Map(RANKS.categories.物理类?.map(([score, , cumulative]) => [score, cumulative]))

    const { page } = await openIn('江苏')
    await page.goto(`/college/${NJU}?track=物理类&year=2025`)
    const table = page.getByRole('table').first()
    await poll(() => table.locator('tbody tr').count()).toBe(published.length)
    const rows = await scoreRows(page)
    const groupCell = (cells: string[]) => cells.find((c) => published.some((p) => c === COLLEGE_TEXT.groupCode(p[2])))
    expect(rows.map((cells) => groupCell(cells)).sort()).toEqual(
      published.map((p) => COLLEGE_TEXT.groupCode(p[2])).sort(),
    )
    for (const cells of rows) {
      const line = published.find((p) => COLLEGE_TEXT.groupCode(p[2]) === groupCell(cells))
      if (!line) throw new Error(`no published line for ${cells.join(' | ')}`)
      expect(cells).toContain(String(line[6]))
      // 江苏 prints no rank: it is the table's cumulative count at the line's score, and says it was derived.
      expect(cells).toContain(groupDigits(cumulativeAt.get(line[6]) ?? Number.NaN))
      const sources = cells.at(-1) ?? ''
      expect(sources).toContain(PUBLISHED_2025)
      expect(sources).toContain(FIGURE_SOURCE_TEXT.derived(2025))
      expect(sources).not.toContain(SAMPLE_DATA_NOTICE)
    }
    const links = table.getByRole('link', { name: PUBLISHED_2025 })
    expect(await links.count()).toBe(published.length)
    for (const link of await links.all()) {
      expect(LINES.sourceUrls).toContain(await link.getAttribute('href'))
    }
    expect(await table.getByText(SAMPLE_DATA_NOTICE).count()).toBe(0)
    await settled(table)
    await snapshot(page, 'real-data-nju-lines.png', { fullPage: true })
  })

  it('a college whose lines are generated labels each of them 示例数据, and names no source', async () => {
    // 河南 has no published 投档线: every line there is generated.
    expect((await info()).coverage.admissions.some((a) => a.province === '河南')).toBe(false)
    const { page } = await openIn('河南')
    await page.goto('/college/10001?track=物理类')
    const table = page.getByRole('table').first()
    await poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0)
    for (const cells of await scoreRows(page)) {
      const year = cells[0] ?? ''
      expect(cells.at(-1)).toBe(`${SAMPLE_DATA_NOTICE} · ${year}`)
    }
    expect(await table.getByText('来源：').count()).toBe(0)
  })
})

describe('/dataNote', () => {
  it('lists every source with its counts and page, and the footer links to it', async () => {
    const { coverage } = await info()
    const { page } = await openIn('江苏')
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: DATA_NOTE_TEXT.footerLink }).click()
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('数据说明')
    expect(new URL(page.url()).pathname).toBe('/dataNote')

    await poll(() => page.getByText(DATA_NOTE_TEXT.institutions(coverage.institutions.rows)).count()).toBe(1)
    expect(await page.getByText(DATA_NOTE_TEXT.catalogue(coverage.catalogue.rows)).count()).toBe(1)
    const rankRows = page.getByRole('table', { name: DATA_NOTE_TEXT.rankTablesTitle }).locator('tbody tr')
    expect(await rankRows.count()).toBe(coverage.rankTables.length)
    for (const [i, t] of coverage.rankTables.entries()) {
      const cells = await rankRows.nth(i).locator('td').allTextContents()
      expect(cells).toEqual([
        t.province,
        String(t.year),
        t.track,
        groupDigits(t.rows),
        DATA_NOTE_TEXT.scoreRange(t.topScore, t.floorScore),
        t.publisher,
      ])
      expect(await rankRows.nth(i).getByRole('link').getAttribute('href')).toBe(t.url)
    }
    const lineRows = page.getByRole('table', { name: DATA_NOTE_TEXT.admissionsTitle }).locator('tbody tr')
    expect(await lineRows.count()).toBe(coverage.admissions.length)
    for (const [i, a] of coverage.admissions.entries()) {
      const cells = await lineRows.nth(i).locator('td').allTextContents()
      expect(cells.slice(0, 4)).toEqual([a.province, String(a.year), groupDigits(a.rows), groupDigits(a.attributed)])
      expect(await lineRows.nth(i).getByRole('link').count()).toBe(a.sources.length)
    }
    // Aggregators are named as what they are.
    expect(await page.getByText('大学生必备网（转载）').count()).toBeGreaterThan(0)
    for (const heading of [DATA_NOTE_TEXT.derivedTitle, DATA_NOTE_TEXT.generatedTitle, DATA_NOTE_TEXT.problemsTitle]) {
      expect(await page.getByRole('heading', { name: heading }).count()).toBe(1)
    }
    await pageSettled(page)
    await snapshot(page, 'real-data-note.png', { fullPage: true })
  })
})
