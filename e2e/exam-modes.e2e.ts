import {
  apiPath,
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  type DataOf,
  HOME_TEXT,
  queryWcList,
  RANK_PAGE_TEXT,
  SCORE_LINE_TEXT,
} from '@gaokao/contracts'
import { describe, expect, inject, it } from 'vitest'
import { useBrowser, withProvince } from './support/browser.js'

/**
 * Each year shows the exam its candidates sat (docs/exam-modes.md): 河南 sat
 * 文科/理科 until 2024 and 3+1+2 from 2025; 新疆 still sat 文理 in 2026, so its
 * 2027 candidates are ranked on that year's 理科 table, and the site says so.
 */
const browser = useBrowser()
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 })

/** The rank a table prints for a score, read from the upstream's table call (not the quick box's). */
async function rankInTable(province: string, year: number, track: string, score: number): Promise<number> {
  const res = await fetch(`${inject('upstreamUrl')}${apiPath(queryWcList)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    body: JSON.stringify({ province, year, track, minScore: score, maxScore: score, pageNum: 1, pageSize: 10 }),
  })
  const body = (await res.json()) as { data: DataOf<typeof queryWcList> }
  const row = body.data.list.find((r) => r.score === score)
  if (!row) throw new Error(`${province} ${year} ${track} has no row for ${score}`)
  return row.rank
}

describe('exam modes by year', () => {
  it('/rank offers 河南 2024 as 理科/文科 and 2026 as 物理类/历史类', async () => {
    const session = await browser.open()
    await withProvince(session, '河南')
    const { page } = session
    const tracks = page.getByRole('group', { name: RANK_PAGE_TEXT.track })
    await page.goto('/rank?province=河南&year=2024')
    await poll(() => tracks.getByRole('radio').count()).toBe(2)
    expect(await tracks.getByRole('radio', { name: '理科' }).count()).toBe(1)
    expect(await tracks.getByRole('radio', { name: '文科' }).count()).toBe(1)
    await poll(() => page.getByText(/^2024年河南理科：共/).count()).toBe(1)

    // A 历史类 link into a 文理 year shows the 文科 table, its counterpart.
    await page.goto('/rank?province=河南&year=2024&track=历史类')
    await poll(() => page.getByText(/^2024年河南文科：共/).count()).toBe(1)

    await page.goto('/rank?province=河南&year=2026')
    await poll(() => tracks.getByRole('radio', { name: '物理类' }).count()).toBe(1)
    expect(await tracks.getByRole('radio', { name: '理科' }).count()).toBe(0)
  })

  it('the quick box ranks a 新疆 物理 candidate on the 2026 理科 table and says why', async () => {
    const session = await browser.open()
    await withProvince(session, '新疆')
    const { page } = session
    await page.goto('/')
    const box = page.getByRole('region', { name: HOME_TEXT.quickRank.title })
    await poll(() => box.getByLabel(HOME_TEXT.quickRank.province).inputValue()).toBe('新疆')
    await box.getByText('物理', { exact: true }).click()
    await box.getByText('化学', { exact: true }).click()
    await box.getByText('生物', { exact: true }).click()
    await box.getByLabel(HOME_TEXT.quickRank.score).fill('550')
    await box.getByRole('button', { name: HOME_TEXT.quickRank.submit }).click()
    const rank = await rankInTable('新疆', 2026, '理科', 550)
    await poll(() => box.getByText(HOME_TEXT.quickRank.result(2026, rank)).count()).toBe(1)
    expect(await box.getByText(SCORE_LINE_TEXT.readAsFormer('新疆', 2026, '理科')).count()).toBe(1)
    const link = box.getByRole('link', { name: HOME_TEXT.quickRank.toTable })
    expect(await link.getAttribute('href')).toContain(`track=${encodeURIComponent('理科')}`)
  })
})
