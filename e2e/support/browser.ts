import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'

export const ARTIFACTS = fileURLToPath(new URL('../../artifacts/e2e', import.meta.url))

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 768 } }
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 3,
}

/**
 * Debian's Chromium, headless. Background networking is off: this machine's
 * closed network refuses Google's hosts, and those refusals are not ours.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/**
 * E2E_ANIMATION_RATE=0.05 plays every CSS animation and transition 20 times
 * slower: a test that measures or acts before an animation has finished
 * fails at once instead of now and then on a loaded machine (docs/testing.md).
 */
const ANIMATION_RATE = Number(process.env.E2E_ANIMATION_RATE ?? 1)

async function slowAnimations(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Animation.enable')
  await cdp.send('Animation.setPlaybackRate', { playbackRate: ANIMATION_RATE })
}

export interface Session {
  context: BrowserContext
  page: Page
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[]
}

/**
 * One browser per test file; open() gives a fresh context (fresh storage, so
 * a first visit really is one). Every test fails if its pages logged a
 * console error.
 */
export function useBrowser(defaults: BrowserContextOptions = DESKTOP) {
  const baseUrl = inject('baseUrl')
  let browser: Browser | undefined
  let sessions: Session[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
    mkdirSync(ARTIFACTS, { recursive: true })
  })
  afterAll(async () => browser?.close())
  afterEach(async () => {
    const errors = sessions.flatMap((s) => s.errors)
    await Promise.all(sessions.map((s) => s.context.close()))
    sessions = []
    expect(errors, `console errors: ${JSON.stringify(errors)}`).toEqual([])
  })

  return {
    baseUrl,
    async open(options: BrowserContextOptions = {}): Promise<Session> {
      if (!browser) throw new Error('browser not launched')
      const context = await browser.newContext({ ...defaults, ...options, baseURL: baseUrl, locale: 'zh-CN' })
      const page = await context.newPage()
      if (ANIMATION_RATE !== 1) await slowAnimations(context, page)
      const session: Session = { context, page, errors: [] }
      page.on('console', (m) => {
        if (m.type() === 'error') session.errors.push(m.text())
      })
      page.on('pageerror', (e) => session.errors.push(String(e)))
      sessions.push(session)
      return session
    },
  }
}

/** Marks the province as already chosen, as a returning visitor would have it. */
export async function withProvince(session: Session, province: string): Promise<void> {
  await session.context.addInitScript((value) => {
    localStorage.setItem('gb-web-province', JSON.stringify(value))
  }, province)
}

export function artifact(name: string): string {
  return join(ARTIFACTS, name)
}
