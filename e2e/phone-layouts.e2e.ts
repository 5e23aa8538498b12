/**
 * Phone layouts (docs/phone-layouts.md), at 390x844 with touch: a college's
 * score table keeps each row's year, 最低分 and 位次 on screen, the header
 * folds to its navigation row on the way down and comes back at the top,
 * /college's filters wait in a sheet, the navigation shows that it scrolls,
 * and a college's website wraps only between its parts. Then a screenshot of
 * every page at desktop and phone size in artifacts/e2e/screens/.
 */
import { mkdirSync } from 'node:fs'
import { COLLEGE_TEXT, NAV_ITEMS, SHELL_TEXT, SITE_ROUTES } from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { artifact, PHONE, useBrowser, withProvince } from './support/browser.js'
import { loginDemoStudent, openSettled, sitePages } from './support/site-pages.js'
import { withDatabase } from './support/test-database.js'

const browser = useBrowser(PHONE)
const PROVINCE = '江苏'
const FOLDED_MAX_PX = 64

/** The college in PROVINCE's lines with the longest website address: the one most likely to wrap. */
function longAddressCollege(): { id: number; website: string } {
  const row = withDatabase(
    (db) =>
      db
        .prepare(`SELECT c.id, c.website FROM colleges c
          WHERE c.website != '' AND EXISTS (SELECT 1 FROM school_admissions a WHERE a.school_id = c.id AND a.province = ?)
          ORDER BY length(c.website) DESC, c.id LIMIT 1`)
        .get(PROVINCE) as { id: number; website: string } | undefined,
  )
  if (!row) throw new Error(`no college with a website has lines in ${PROVINCE}`)
  return row
}

/** The part of the sticky header a reader sees: what is left of it below the top of the screen. */
function visibleHeaderHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const box = document.querySelector('header')?.getBoundingClientRect()
    return box ? Math.round(Math.max(0, box.bottom - Math.max(0, box.top))) : -1
  })
}

/** Whether an element lies wholly on screen, sideways too, and below the sticky header. */
function onScreen(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const box = document.querySelector(selector)?.getBoundingClientRect()
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    if (!box || box.width === 0) return false
    return (
      box.left >= 0 && box.right <= window.innerWidth && box.top >= header - 1 && box.bottom <= window.innerHeight + 1
    )
  }, selector)
}

/** onScreen once it holds, or false after the poll's time: named assertions read better than a poll's message. */
async function onScreenSoon(page: Page, selector: string): Promise<boolean> {
  try {
    await expect.poll(() => onScreen(page, selector)).toBe(true)
    return true
  } catch {
    return false
  }
}

describe('phone layouts: 390x844, touch', () => {
  it("keeps a score row's year, 最低分 and 位次 on screen", async () => {
    const session = await browser.open()
    await withProvince(session, PROVINCE)
    const { page } = session
    const { id } = longAddressCollege()
    await openSettled(page, `/college/${id}`)
    const table = page.locator('table', { has: page.locator('caption', { hasText: COLLEGE_TEXT.tabScores }) })
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0)
    // Mark the first row's year, 最低分 and 位次 cells by their column headings, then bring the row to the middle.
    const marked = await table.evaluate(
      (element, names) => {
        const headings = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim())
        const cells = element.querySelectorAll('tbody tr')[0]?.children
        names.forEach((name, i) => {
          cells?.[headings.indexOf(name)]?.setAttribute('data-phone-check', String(i))
        })
        element.querySelector('tbody tr')?.scrollIntoView({ block: 'center' })
        return element.querySelectorAll('[data-phone-check]').length
      },
      [COLLEGE_TEXT.year, COLLEGE_TEXT.minScore, COLLEGE_TEXT.minRank],
    )
    expect(marked).toBe(3)
    for (const [i, name] of [COLLEGE_TEXT.year, COLLEGE_TEXT.minScore, COLLEGE_TEXT.minRank].entries()) {
      await expect(await onScreenSoon(page, `[data-phone-check="${i}"]`), name).toBe(true)
    }

    await page.screenshot({ path: artifact('screens/college-id-scores-phone.png') })
  })

  it('folds the header to its navigation row on the way down, and brings it back at the top', async () => {
    const session = await browser.open()
    await withProvince(session, PROVINCE)
    const { page } = session
    // A long page: a college's detail.
    await openSettled(page, `/college/${longAddressCollege().id}`)
    const whole = await visibleHeaderHeight(page)
    expect(whole).toBeGreaterThan(FOLDED_MAX_PX)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => visibleHeaderHeight(page)).toBe(whole)
    await page.evaluate(() => window.scrollBy(0, 900))
    await expect.poll(() => visibleHeaderHeight(page)).toBeLessThanOrEqual(FOLDED_MAX_PX)
    // The navigation itself stays on screen.
    const firstEntry = page.locator(`nav[aria-label="${SHELL_TEXT.mainNavigation}"] a`).first()
    expect(await firstEntry.evaluate((a) => a.getBoundingClientRect().top >= 0)).toBe(true)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => visibleHeaderHeight(page)).toBe(whole)
  })

  it("wraps the college's website only after a dot or a slash", async () => {
    const session = await browser.open()
    await withProvince(session, PROVINCE)
    const { page } = session
    const { id, website } = longAddressCollege()
    await openSettled(page, `/college/${id}`)
    const host = website.replace(/^https?:\/\//, '')
    const link = page.locator(`a[href="${website}"]`).first()
    await expect.poll(() => link.isVisible()).toBe(true)
    // Each character's line, from its own box; a line starts after the character before it.
    const lines = await link.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      const out: string[] = []
      let top: number | undefined
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          const range = document.createRange()
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          const y = Math.round(range.getBoundingClientRect().top)
          if (top === undefined || y > top + 4) out.push('')
          top = y
          out[out.length - 1] = `${out.at(-1) ?? ''}${node.textContent?.[i] ?? ''}`
        }
      }
      return out
    })
    expect(lines.join('')).toBe(host)
    // The address is longer than the fact's column, so it does wrap: every line but the last ends a part.
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines.slice(0, -1)) expect(line, JSON.stringify(lines)).toMatch(/[./]$/)
  })

  it('folds /college filters into a sheet behind 筛选 and shows the first school on the first screen', async () => {
    const session = await browser.open()
    await withProvince(session, PROVINCE)
    const { page } = session
    await openSettled(page, '/college')
    const cards = page.locator(`ul[aria-label="${COLLEGE_TEXT.listLabel}"] > li`)
    await expect.poll(() => cards.count()).toBeGreaterThan(0)
    const firstTop = await cards.first().evaluate((li) => li.getBoundingClientRect().top)
    expect(firstTop).toBeLessThan(844)
    const total = page.getByText(/^共 [\d,]+ 所院校$/)
    const before = await total.textContent()

    const open = page.getByRole('button', { name: COLLEGE_TEXT.openFilters(0), exact: true })
    await open.tap()
    const sheet = page.getByRole('dialog', { name: COLLEGE_TEXT.filtersTitle })
    await expect.poll(() => sheet.isVisible()).toBe(true)
    await sheet.locator('label', { hasText: /^专科$/ }).tap()
    await expect.poll(() => total.textContent()).not.toBe(before)
    const after = Number((await total.textContent())?.replace(/\D/g, ''))
    await expect
      .poll(() => sheet.getByRole('button', { name: COLLEGE_TEXT.closeFilters(after) }).isVisible())
      .toBe(true)
    await sheet.getByRole('button', { name: COLLEGE_TEXT.closeFilters(after) }).tap()
    await expect.poll(() => sheet.isVisible()).toBe(false)
    await expect
      .poll(() => page.getByRole('button', { name: COLLEGE_TEXT.openFilters(1), exact: true }).isVisible())
      .toBe(true)
    expect(page.url()).toContain('level=')
  })

  it('shows that the navigation scrolls, and reaches its last entry by touch and by keyboard', async () => {
    const session = await browser.open()
    await withProvince(session, PROVINCE)
    const { page } = session
    await openSettled(page, '/')
    const nav = page.locator(`nav[aria-label="${SHELL_TEXT.mainNavigation}"]`)
    const last = nav.getByRole('link', { name: NAV_ITEMS.at(-1)?.label, exact: true })
    const lastOnScreen = () => last.evaluate((a) => a.getBoundingClientRect().right <= window.innerWidth)
    expect(await lastOnScreen()).toBe(false)
    // The hint: the row's end fades under an arrow while entries lie beyond it.
    const arrow = nav.locator('xpath=..').locator('button[aria-hidden="true"]')
    expect(await arrow.isVisible()).toBe(true)
    expect(await nav.evaluate((n) => getComputedStyle(n).maskImage)).toContain('gradient')
    // Touch: the arrow scrolls the row on until the last entry shows, and the hint goes.
    await expect
      .poll(async () => {
        if (await arrow.isVisible()) await arrow.tap()
        return lastOnScreen()
      })
      .toBe(true)
    await expect.poll(() => arrow.isVisible()).toBe(false)

    // Keyboard: Tab from the first entry walks to the last, which scrolls into view.
    await openSettled(page, '/')
    await nav.getByRole('link').first().focus()
    for (let i = 1; i < NAV_ITEMS.length; i++) await page.keyboard.press('Tab')
    expect(await last.evaluate((a) => a === document.activeElement)).toBe(true)
    await expect.poll(lastOnScreen).toBe(true)
  })
})

/** 'college-id' for /college/$id, 'home' for /. */
const screenName = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('$', '').replaceAll('/', '-'))

describe('screenshots of every page', () => {
  it('takes one per page at 1280x800 and at 390x844 into artifacts/e2e/screens/', async () => {
    mkdirSync(artifact('screens'), { recursive: true })
    const sizes = [
      { suffix: 'desktop', options: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } },
      { suffix: 'phone', options: { ...PHONE, deviceScaleFactor: 1 } },
    ]
    // The two sizes side by side: two pages of the one stack, half the wall time.
    await Promise.all(
      sizes.map(async ({ suffix, options }) => {
        const session = await browser.open(options)
        await withProvince(session, PROVINCE)
        await session.page.goto('/')
        await loginDemoStudent(session.page)
        for (const { route, url } of sitePages()) {
          await openSettled(session.page, url)
          await session.page.screenshot({ path: artifact(`screens/${screenName(route.path)}-${suffix}.png`) })
        }
      }),
    )
    expect(sitePages().length).toBe(SITE_ROUTES.length)
  }, 240_000)
})
