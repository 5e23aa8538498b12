/**
 * Phones (docs/phone-layouts.md): every page at 390x844 with touch has no horizontal
 * scrolling and tap targets of at least 40 px; phone numbers show masked.
 * The measurements of every page go to artifacts/e2e/phones.json.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { maskPhone } from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { artifact, PHONE, useBrowser, withProvince } from './support/browser.js'
import { DEMO_STUDENT, loginDemoStudent, openSettled, sitePages } from './support/site-pages.js'

const browser = useBrowser(PHONE)
/** Tap targets under 40 px per page that are known and not fixed yet (docs/accessibility.md). */
const BASELINE = JSON.parse(readFileSync(new URL('./phones-baseline.json', import.meta.url), 'utf8')) as Record<
  string,
  number
>
const MIN_TARGET_PX = 40

interface Measure {
  url: string
  overflowPx: number
  small: { what: string; width: number; height: number }[]
}

/**
 * Horizontal overflow of the document, and the visible interactive elements
 * smaller than 40 px in either direction. A target is measured by the box a
 * finger hits: Semi's hidden native inputs by their label. Links inside a
 * sentence are exempt (WCAG 2.5.8's inline exception).
 */
async function measure(page: Page, url: string): Promise<Measure> {
  const result = await page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=option]'
    const seen = new Set<Element>()
    const small: { what: string; width: number; height: number }[] = []
    for (const element of document.querySelectorAll(selector)) {
      const target = element.closest('label, .semi-checkbox, .semi-radio, .semi-switch') ?? element
      if (seen.has(target)) continue
      seen.add(target)
      const style = getComputedStyle(target)
      const rect = target.getBoundingClientRect()
      if (style.visibility === 'hidden' || style.display === 'none' || rect.width === 0 || rect.height === 0) continue
      if (target.closest('[aria-hidden="true"], [inert]')) continue
      // Visually hidden controls (a 1-2 px input behind a visible label or Semi's select) are not what a finger aims at.
      if (rect.width <= 2 || rect.height <= 2) continue
      if (
        style.display === 'inline' &&
        target.closest('p, li, td, dd') &&
        target.parentElement?.textContent !== target.textContent
      ) {
        continue
      }
      if (rect.width < min || rect.height < min) {
        const label = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 30)
        const cls = (target.getAttribute('class') ?? '').split(' ')[0] ?? ''
        small.push({
          what: `${target.tagName.toLowerCase()}.${cls} "${label}"`,
          width: Math.round(rect.width),
          height: Math.round(rect.height),
        })
      }
    }
    return { overflowPx: document.documentElement.scrollWidth - window.innerWidth, small }
  }, MIN_TARGET_PX)
  return { url, ...result }
}

describe('phones: 390x844, touch', () => {
  const measures: Measure[] = []

  it('has no horizontal scrolling and no tap target under 40 px on any page', async () => {
    const session = await browser.open()
    await withProvince(session, '江苏')
    await session.page.goto('/')
    await loginDemoStudent(session.page)
    for (const { url } of sitePages()) {
      await openSettled(session.page, url)
      measures.push(await measure(session.page, url))
    }
    writeFileSync(artifact('phones.json'), JSON.stringify(measures, null, 1))
    const overflowing = measures.filter((m) => m.overflowPx > 0).map((m) => `${m.url} +${m.overflowPx}px`)
    expect(overflowing, 'pages that scroll sideways').toEqual([])
    // Small targets still open (under 40 px, docs/accessibility.md) are counted in phones-baseline.json: a page may only get better.
    const worse = measures
      .filter((m) => m.small.length > (BASELINE[m.url] ?? 0))
      .map((m) => ({ url: m.url, allowed: BASELINE[m.url] ?? 0, small: m.small }))
    expect(worse, 'tap targets under 40 px beyond e2e/phones-baseline.json').toEqual([])
  })

  it("shows the user's phone number masked, never in full", async () => {
    const session = await browser.open()
    await withProvince(session, '江苏')
    const { page } = session
    await page.goto('/')
    await loginDemoStudent(page)
    await openSettled(page, '/personal')
    await expect.poll(() => page.getByText(maskPhone(DEMO_STUDENT)).first().isVisible()).toBe(true)
    for (const { url } of sitePages().filter((p) => p.route.requiresAuth)) {
      await openSettled(page, url)
      expect(await page.content(), url).not.toContain(DEMO_STUDENT)
    }
  })
})
