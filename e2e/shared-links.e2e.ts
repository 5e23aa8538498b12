import {
  AGREEMENT,
  apiPath,
  COLLEGE_TEXT,
  DIALOG_TEXT,
  getInfoPublish,
  MAJOR_TEXT,
  MEMBERSHIP_TEXT,
  queryInfoList,
  queryMajorSchoolList,
  querySchoolScenery,
} from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { DEMO_MEMBER, loginAs } from './support/account.js'
import { DESKTOP, PHONE, useBrowser, withProvince } from './support/browser.js'
import { pageSettled, snapshot } from './support/settled.js'

/**
 * What a student opening a shared link meets (docs/province-picker.md,
 * docs/major-schools.md, docs/empty-sections.md, docs/hotline.md,
 * docs/vip-courses.md), on a desktop and on a 390x844 phone.
 */
const browser = useBrowser()
const PKU = 10001

async function upstream<T>(path: string, body: object): Promise<T> {
  const res = await fetch(`${inject('upstreamUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return ((await res.json()) as { data: T }).data
}

/**
 * The page has loaded and nothing more is coming: a first visit's picker
 * opens after the load event and fetches its own code, so once the network
 * is idle and the page at rest it would be on screen.
 */
async function atRest(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await pageSettled(page)
}

const picker = (page: Page) => page.getByRole('dialog', { name: DIALOG_TEXT.provincePickerTitle })

for (const [size, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  describe(`shared links (${size})`, () => {
    it('shows a news article and the agreement to a fresh browser without asking for a province; /college asks', async () => {
      const news = await upstream<{ list: { id: number; title: string }[] }>(apiPath(queryInfoList), { pageSize: 1 })
      const first = news.list[0]
      if (!first) throw new Error('no news in the dataset')
      const article = await upstream<{ title: string }>(apiPath(getInfoPublish), { id: first.id })

      const { page } = await browser.open(options)
      await page.goto(`/information/${first.id}`)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(article.title)
      await atRest(page)
      expect(await picker(page).isVisible()).toBe(false)
      await snapshot(page, `shared-link-article-${size}.png`)

      await page.goto('/userAgreement')
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(AGREEMENT.title)
      expect(await page.getByText(AGREEMENT.preamble).isVisible()).toBe(true)
      await atRest(page)
      expect(await picker(page).isVisible()).toBe(false)
      // No hotline is configured: none is spoken of, on the agreement or in the footer.
      expect(await page.getByText(/热线/).count()).toBe(0)

      // The college list shows the province's figures: there the picker comes, and must be answered.
      await page.goto('/college')
      await expect.poll(() => picker(page).isVisible()).toBe(true)
      expect(await picker(page).getByRole('button', { name: DIALOG_TEXT.close }).count()).toBe(0)
      await snapshot(page, `shared-link-college-picker-${size}.png`)
    })

    it('lists the schools of a major with their lines to a visitor, and shows no empty 校园风光', async () => {
      const session = await browser.open(options)
      await withProvince(session, '江苏')
      const { page } = session
      const expected = await upstream<{ total: number; list: { schoolName: string; admission: unknown }[] }>(
        apiPath(queryMajorSchoolList),
        { majorId: 80901, province: '江苏', pageSize: 20 },
      )
      expect(expected.total).toBeGreaterThan(20)
      await page.goto('/major/80901')
      const schools = page.getByRole('region', { name: MAJOR_TEXT.schoolsIn('江苏') })
      const rows = schools.getByRole('listitem')
      await expect.poll(() => rows.count()).toBe(20)
      expect(await rows.first().getByRole('link').first().textContent()).toBe(expected.list[0]?.schoolName)
      expect(
        await rows
          .first()
          .getByText(/最低分 \d+/)
          .count(),
      ).toBe(1)
      expect(await page.getByRole('region', { name: MEMBERSHIP_TEXT.lockTitle('majorScores') }).count()).toBe(0)
      await snapshot(page, `shared-link-major-schools-${size}.png`, { fullPage: true })

      // Each row links to its school; the dataset has no campus photos, so that section is not there at all.
      expect(await upstream<unknown[]>(apiPath(querySchoolScenery), { schoolId: PKU })).toEqual([])
      await page.goto(`/college/${PKU}`)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('北京大学')
      await atRest(page)
      expect(await page.getByRole('heading', { name: COLLEGE_TEXT.scenery }).count()).toBe(0)
      expect(await page.getByText(/暂无校园风光/).count()).toBe(0)
    })

    it('offers no VIP课程 to a member: nothing is sold that has no content', async () => {
      const session = await browser.open(options)
      await withProvince(session, '江苏')
      await session.page.goto('/')
      await loginAs(session, DEMO_MEMBER)
      const { page } = session
      await page.goto('/personal?tab=membership')
      await expect.poll(() => page.locator('[data-vip-active]').textContent()).toBe(MEMBERSHIP_TEXT.statusActive)
      await atRest(page)
      expect(await page.getByText(/VIP课程|课程/).count()).toBe(0)
    })
  })
}
