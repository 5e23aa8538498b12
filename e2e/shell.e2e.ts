import {
  apiPath,
  DIALOG_TEXT,
  getCarousel,
  getDictList,
  NAV_ITEMS,
  provinces,
  provincesCities,
  sitePayload,
  siteRoute,
} from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { DEMO_MEMBER, loginAs } from './support/account'
import { PHONE, useBrowser, withProvince } from './support/browser'
import { pageSettled, settled, snapshot } from './support/settled'

const browser = useBrowser()

describe('first visit and the province picker', () => {
  it('shows the picker with the 31 gaokao provinces from the upstream; picking 江苏 stores it and closes it; a reload keeps it', async () => {
    const { page } = await browser.open()
    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    await page.goto('/')
    const picker = page.getByRole('dialog', { name: DIALOG_TEXT.provincePickerTitle })
    await expect.poll(() => picker.isVisible()).toBe(true)
    const tiles = picker.getByRole('button')
    await expect.poll(() => tiles.count()).toBe(31)
    // The site's initial data came in one payload, not in its four calls.
    expect(requested.filter((path) => path === sitePayload.path)).toHaveLength(1)
    for (const call of [getCarousel, provincesCities, provinces, getDictList]) {
      expect(requested).not.toContain(apiPath(call))
    }

    // The mask does not close it while no province is known.
    await page.mouse.click(5, 5)
    // Once the page is at rest, a picker that had begun to close would be gone.
    await pageSettled(page)
    expect(await picker.isVisible()).toBe(true)

    await picker.getByRole('button', { name: '江苏', exact: true }).click()
    await expect.poll(() => picker.isVisible()).toBe(false)
    expect(await page.evaluate(() => localStorage.getItem('gb-web-province'))).toBe('"江苏"')
    await expect.poll(() => page.getByRole('banner').getByText('江苏').isVisible()).toBe(true)

    await page.reload()
    await expect.poll(() => page.getByRole('banner').getByText('江苏').isVisible()).toBe(true)
    expect(await page.getByRole('dialog', { name: DIALOG_TEXT.provincePickerTitle }).count()).toBe(0)
  })

  it('highlights the current province and lets the user switch', async () => {
    const session = await browser.open()
    await withProvince(session, '山东')
    const { page } = session
    await page.goto('/')
    await page.getByRole('button', { name: /切换省份/ }).click()
    const picker = page.getByRole('dialog', { name: DIALOG_TEXT.provincePickerTitle })
    expect(await picker.getByRole('button', { name: '山东', exact: true }).getAttribute('aria-pressed')).toBe('true')
    await picker.getByRole('button', { name: '广东', exact: true }).click()
    await expect.poll(() => picker.isVisible()).toBe(false)
    expect(await page.evaluate(() => localStorage.getItem('gb-web-province'))).toBe('"广东"')
  })
})

describe('the app shell', () => {
  it('shows the carousel: the fetched banners and the three fixed ones, all loaded', async () => {
    const session = await browser.open()
    await withProvince(session, '江苏')
    const { page } = session
    await page.goto('/')
    const images = page.getByRole('region', { name: '首页轮播' }).locator('img')
    await expect.poll(() => images.count()).toBe(6)
    const allLoaded = () =>
      images.evaluateAll((imgs) =>
        imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
      )
    await expect.poll(allLoaded).toBe(true)
    await snapshot(page, 'home-desktop.png', { fullPage: true })
  })

  it('shows all eight navigation entries at 1366 px, none scrolled out of the bar', async () => {
    const session = await browser.open()
    await withProvince(session, '江苏')
    const { page } = session
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: '主导航' })
    await expect.poll(() => nav.getByRole('link').count()).toBe(NAV_ITEMS.length)
    // The bar scrolls sideways when it must (phones); on a desktop every entry must lie inside what it shows.
    const hidden = await (await settled(nav)).evaluate((bar) => {
      const shown = bar.getBoundingClientRect()
      return [...bar.querySelectorAll('a')]
        .filter((a) => {
          const box = a.getBoundingClientRect()
          return box.left < shown.left || box.right > shown.right || box.right > window.innerWidth
        })
        .map((a) => a.textContent)
    })
    expect(hidden).toEqual([])
  })

  it('opens every public navigation entry on its route; a guarded one asks a visitor to log in, and opens once logged in', async () => {
    const session = await browser.open()
    await withProvince(session, '江苏')
    const { page } = session
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: '主导航' })
    const login = page.getByRole('dialog').getByRole('tab', { name: DIALOG_TEXT.loginTabCode })
    for (const item of NAV_ITEMS) {
      await nav.getByRole('link', { name: item.label, exact: true }).click()
      if (siteRoute(item.path).requiresAuth) {
        await expect.poll(() => login.isVisible()).toBe(true)
        expect(new URL(page.url()).pathname).not.toBe(item.path)
        await page.keyboard.press('Escape')
        await expect.poll(() => login.isVisible()).toBe(false)
        continue
      }
      await expect.poll(() => new URL(page.url()).pathname).toBe(item.path)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(siteRoute(item.path).title)
    }

    await loginAs(session, DEMO_MEMBER)
    for (const item of NAV_ITEMS.filter((i) => siteRoute(i.path).requiresAuth)) {
      await nav.getByRole('link', { name: item.label, exact: true }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe(item.path)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(siteRoute(item.path).title)
    }
  })

  it('shows the 404 page for an unknown route and for an id that fails validation', async () => {
    const session = await browser.open()
    await withProvince(session, '江苏')
    const { page } = session
    // The bff knows /no/such/page is no route of the site and answers 404 with the shell; /college/abc is a
    // route whose id only the SPA can refuse, so it stays 200.
    for (const [path, status] of [
      ['/no/such/page', 404],
      ['/college/abc', 200],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(status)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(DIALOG_TEXT.notFound)
    }
    // Chromium logs a document answered 404 as a console error; that one is this test's expectation.
    const documentNotFound = 'Failed to load resource: the server responded with a status of 404 (Not Found)'
    expect(session.errors).toContain(documentNotFound)
    session.errors.splice(session.errors.indexOf(documentNotFound), 1)
    await page.getByRole('link', { name: '返回首页' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
  })

  it('fits a phone: no horizontal scrolling, and the picker is usable by touch', async () => {
    const session = await browser.open(PHONE)
    const { page } = session
    await page.goto('/')
    const picker = page.getByRole('dialog', { name: DIALOG_TEXT.provincePickerTitle })
    await picker.getByRole('button', { name: '四川', exact: true }).tap()
    await expect.poll(() => picker.isVisible()).toBe(false)
    await pageSettled(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await snapshot(page, 'home-phone.png', { fullPage: true })
  })
})
