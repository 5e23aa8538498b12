import type { BrowserContextOptions, Page } from 'playwright-core'
import { expect } from 'vitest'
import { type Session, type useBrowser, withProvince } from './browser.js'
import { pageSettled } from './settled.js'

// Steps of the public pages' suite (e2e/home-scores-news.e2e.ts).

/** openIn(province, options): a fresh context of this browser, the province already chosen. */
export function visitorIn(browser: ReturnType<typeof useBrowser>) {
  return async (province: string, options: BrowserContextOptions = {}): Promise<Session> => {
    const session = await browser.open(options)
    await withProvince(session, province)
    return session
  }
}

/** expect.poll with room for a busy machine (the default is 1 s). */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 })

/** No horizontal page scroll at phone width. */
export async function expectNoSideScroll(page: Page) {
  await pageSettled(page)
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(widths.scroll).toBeLessThanOrEqual(widths.client)
}
