import { CLIENT_CONFIG_PATH, DEV_USER_STORAGE_KEY, STORAGE_PREFIX } from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type Session, useBrowser, withProvince } from './support/browser'
import { type ExtraBff, startExtraBff } from './support/extra-bff'
import { STUDENT } from './support/guidance.js'
import { snapshot } from './support/settled'

/**
 * The development gate (docs/dev-gate.md) in Chromium: off on the stack's
 * bff, on in a second bff with ANTI_DEBUG=on before the same upstream.
 */

const browser = useBrowser()

/**
 * The development gate. Detection is driven as a developer would trigger it:
 * a debugger attached through the DevTools protocol stops the page at the
 * gate's `debugger` statement, and resumes it 300 ms later, so the pause
 * signal is real. Counting the pauses shows whether the gate was checking.
 */
async function attachDebugger(session: Session): Promise<{ pauses: () => number }> {
  const cdp = await session.context.newCDPSession(session.page)
  let pauses = 0
  cdp.on('Debugger.paused', () => {
    pauses += 1
    setTimeout(() => void cdp.send('Debugger.resume').catch(() => undefined), 300)
  })
  await cdp.send('Debugger.enable')
  return { pauses: () => pauses }
}

/** The gate checks once a second and acts on a signal seen in two checks in a row (docs/dev-gate.md). */
const GATE_CHECK_MS = 1_000
const GATE_CONFIRMATIONS = 2

/**
 * Opens the page and waits until the gate has had its chances there: the
 * page has read the gate's setting, then the page's own clock has run one
 * check more than the gate needs to act. Timers fire in the order they fall
 * due, so however slow the machine the gate's checks come first; a sleep in
 * the test could end before the page had even read its setting.
 */
async function openAndLetGateCheck(page: Page, url: string): Promise<void> {
  const config = page.waitForResponse((r) => new URL(r.url()).pathname === CLIENT_CONFIG_PATH)
  await page.goto(url)
  await (await config).finished()
  await page
    .evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), GATE_CHECK_MS * (GATE_CONFIRMATIONS + 1))
    // A gate that acted replaced the document; the check of the URL that follows says so.
    .catch(() => undefined)
}

describe('development gate (docs/dev-gate.md)', () => {
  it('is off by default: the stack bff says so, and a page with a debugger attached stays', async () => {
    const session = await browser.open()
    await withProvince(session, STUDENT.province)
    const config = await (await fetch(`${browser.baseUrl}${CLIENT_CONFIG_PATH}`)).json()
    expect(config).toMatchObject({ code: 0, data: { antiDebug: false, devUserDigest: null } })
    const debug = await attachDebugger(session)
    await openAndLetGateCheck(session.page, '/evaluate')
    expect(new URL(session.page.url()).pathname).toBe('/evaluate')
    // Off means not checking at all: the gate's debugger statement never ran.
    expect(debug.pauses()).toBe(0)
    await expect.poll(() => session.page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0)
  })

  describe('with ANTI_DEBUG=on (a second bff on the same upstream)', () => {
    const DEV_USER = 'gate-e2e-developer'
    let gated: ExtraBff | undefined
    beforeAll(async () => {
      gated = await startExtraBff(inject('upstreamUrl'), { ANTI_DEBUG: 'on', DEV_USER })
    })
    afterAll(async () => gated?.stop())
    const url = (path: string) => `${gated?.baseUrl ?? ''}${path}`

    /** A fresh context on the gated bff, the province chosen and, when given, the devUser value stored. */
    const openGated = async (devUser?: string) => {
      const session = await browser.open()
      const entries: [string, string][] = [[`${STORAGE_PREFIX}province`, STUDENT.province]]
      if (devUser !== undefined) entries.push([STORAGE_PREFIX + DEV_USER_STORAGE_KEY, devUser])
      await session.context.addInitScript((pairs) => {
        try {
          for (const [key, value] of pairs) localStorage.setItem(key, JSON.stringify(value))
        } catch {
          // about:blank, where the gate sends a page, may have no storage
        }
      }, entries)
      return session
    }

    it('tells the SPA the gate is on, with the salted digest of DEV_USER only', async () => {
      const config = await (await fetch(url(CLIENT_CONFIG_PATH))).json()
      expect(config).toMatchObject({ code: 0, data: { antiDebug: true } })
      expect(config.data.devUserDigest).toMatch(/^[0-9a-f]{32}$/)
      expect(JSON.stringify(config)).not.toContain(DEV_USER)
    })

    it('leaves a page alone while no devtools are detected', async () => {
      const session = await openGated()
      await openAndLetGateCheck(session.page, url('/evaluate'))
      expect(new URL(session.page.url()).pathname).toBe('/evaluate')
    })

    it('sends the page to about:blank when a debugger is attached', async () => {
      const session = await openGated()
      const debug = await attachDebugger(session)
      await session.page.goto(url('/evaluate'))
      await expect.poll(() => session.page.url(), { timeout: 20_000 }).toBe('about:blank')
      expect(debug.pauses()).toBeGreaterThanOrEqual(2)
    })

    it('lets a URL with isDev through, debugger and all', async () => {
      const session = await openGated()
      const debug = await attachDebugger(session)
      await openAndLetGateCheck(session.page, url('/evaluate?isDev'))
      expect(new URL(session.page.url()).pathname).toBe('/evaluate')
      expect(debug.pauses()).toBe(0)
      await snapshot(session.page, 'guidance-dev-gate-isdev.png')
    })

    it('lets localStorage devUser through when it equals the configured value, and only then', async () => {
      const developer = await openGated(DEV_USER)
      const debug = await attachDebugger(developer)
      await openAndLetGateCheck(developer.page, url('/evaluate'))
      expect(new URL(developer.page.url()).pathname).toBe('/evaluate')
      expect(debug.pauses()).toBe(0)

      const guesser = await openGated('not-the-developer')
      await attachDebugger(guesser)
      await guesser.page.goto(url('/evaluate'))
      await expect.poll(() => guesser.page.url(), { timeout: 20_000 }).toBe('about:blank')
    })
  })
})
