import {
  apiPath,
  choicePage,
  datasetInfo,
  getUserInfo,
  myWish,
  PLANNING_PAGE_TEXT,
  querySum,
  SESSION_PATHS,
} from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_MEMBER, loginAs } from './support/account'
import { PHONE, useBrowser } from './support/browser'
import { options } from './support/choice-page'

// /choice's first load on a phone (docs/choice-rendering.md): what it asks for before its first screen.

const browser = useBrowser(PHONE)
const T = PLANNING_PAGE_TEXT

/** Every path the page asks for from now on, once per request. */
function recordPaths(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (r) => paths.push(new URL(r.url()).pathname))
  return paths
}

const timesAsked = (paths: readonly string[], path: string) => paths.filter((p) => p === path).length

/** A phone logged in as the demo member (江苏, 612), on the home page. */
async function loggedInPhone() {
  const session = await browser.open()
  await session.page.goto('/')
  await loginAs(session, DEMO_MEMBER)
  return session.page
}

/** Waits for the summary and the first band's options: everything the page asks for at start is asked by then. */
async function shown(page: Page) {
  const summary = page.getByRole('region', { name: T.summaryTitle })
  await expect.poll(() => summary.textContent(), { timeout: 20_000 }).toContain('张明 · 江苏')
  await expect.poll(() => options(page).count(), { timeout: 20_000 }).toBeGreaterThan(0)
}

describe('/choice, opened by a student with a session', () => {
  it('takes its summary, tables and dataset info from the one payload its HTML preloads, and asks no profile or summary call', async () => {
    const page = await loggedInPhone()
    const html = await (await page.request.get('/choice')).text()
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${choicePage.path}">`)

    const paths = recordPaths(page)
    await page.goto('/choice')
    await shown(page)
    // The preloaded answer is the one the page reads: asked once, not again by the page's script.
    expect(timesAsked(paths, choicePage.path)).toBe(1)
    // The session check brought the profile; the payload brought the rest.
    expect(timesAsked(paths, SESSION_PATHS.session)).toBe(1)
    for (const call of [getUserInfo, querySum, myWish, datasetInfo]) {
      expect(timesAsked(paths, apiPath(call)), call.name).toBe(0)
    }
  })

  it('with filters in its URL asks for the summary itself, and no payload', async () => {
    const page = await loggedInPhone()
    const html = await (await page.request.get('/choice?keyword=%E5%8D%97%E4%BA%AC')).text()
    expect(html).not.toContain(choicePage.path)

    const paths = recordPaths(page)
    await page.goto('/choice?keyword=%E5%8D%97%E4%BA%AC')
    await shown(page)
    expect(timesAsked(paths, choicePage.path)).toBe(0)
    expect(timesAsked(paths, apiPath(querySum))).toBe(1)
    expect(timesAsked(paths, apiPath(getUserInfo))).toBe(0)
  })
})
