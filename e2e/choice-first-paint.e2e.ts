import {
  apiPath,
  choicePage,
  choiceSchoolList,
  DIALOG_TEXT,
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
import { loginButton, loginDialog } from './support/login-dialog'

// /choice's first load on a phone (docs/choice-rendering.md): what it asks for before its first screen.

const browser = useBrowser(PHONE)
const T = PLANNING_PAGE_TEXT

/**
 * Every path asked for from now on by the document at `documentPath`, once per request: by its
 * Referer, since the page before it (home, reloaded by the login) may still be asking for its own.
 */
function recordPaths(page: Page, documentPath: string): string[] {
  const paths: string[] = []
  page.on('request', (r) => {
    const referer = r.headers().referer
    if (referer === undefined) return
    const from = new URL(referer)
    if (from.pathname + from.search === documentPath) paths.push(new URL(r.url()).pathname)
  })
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

    const paths = recordPaths(page, '/choice')
    await page.goto('/choice')
    await shown(page)
    // The preloaded answer is the one the page reads: asked once, not again by the page's script.
    expect(timesAsked(paths, choicePage.path)).toBe(1)
    // The session check brought the profile; the payload brought the rest.
    expect(timesAsked(paths, SESSION_PATHS.session)).toBe(1)
    // Counted to the end: the list, asked for after the summary, is among them.
    expect(timesAsked(paths, apiPath(choiceSchoolList))).toBe(1)
    for (const call of [getUserInfo, querySum, myWish, datasetInfo]) {
      expect(timesAsked(paths, apiPath(call)), call.name).toBe(0)
    }
  })

  it('with filters in its URL asks for the summary itself, and no payload', async () => {
    const page = await loggedInPhone()
    const html = await (await page.request.get('/choice?keyword=%E5%8D%97%E4%BA%AC')).text()
    expect(html).not.toContain(choicePage.path)

    const paths = recordPaths(page, '/choice?keyword=%E5%8D%97%E4%BA%AC')
    await page.goto('/choice?keyword=%E5%8D%97%E4%BA%AC')
    await shown(page)
    expect(timesAsked(paths, choicePage.path)).toBe(0)
    expect(timesAsked(paths, apiPath(querySum))).toBe(1)
    expect(timesAsked(paths, apiPath(choiceSchoolList))).toBe(1)
    expect(timesAsked(paths, apiPath(getUserInfo))).toBe(0)
  })
})

describe('/choice, opened with a session cookie the upstream no longer accepts', () => {
  it('asks for the login without an error in the console, and the cookie is gone', async () => {
    const session = await browser.open()
    const { page, context } = session
    await context.addCookies([{ name: 'token', value: 'expired-token-0123456789abcdef', url: browser.baseUrl }])
    await page.goto('/choice')
    // The first load has no page to stay on: home, with the login dialog (docs/login-dialog.md).
    await expect
      .poll(() => loginDialog(page).getByRole('tab', { name: DIALOG_TEXT.loginTabCode }).isVisible())
      .toBe(true)
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await loginButton(page).count()).toBe(1)
    expect((await context.cookies()).map((c) => c.name)).not.toContain('token')
    // useBrowser fails the test on any console error: the preloaded payload's refusal must not be one.
  })
})
