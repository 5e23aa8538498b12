import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ACCOUNT_TEXT,
  COLLEGE_TEXT,
  DIALOG_TEXT,
  ERROR_CODE,
  MESSAGE_TEXT,
  PLANNING_PAGE_TEXT,
} from '@gaokao/contracts'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_MEMBER, tick, toastTexts } from './support/account'
import { ARTIFACTS, DESKTOP, launchBrowser } from './support/browser'
import { type Stack, startStack } from './support/stack'

/**
 * A HAR recorded by the browser, not by the bff, replays the site
 * (docs/record-replay.md): Chromium records the journey against a live
 * stack (playwright's recordHar, bodies embedded), the upstream is stopped,
 * a bff replays that HAR as its cassette, and the same walk shows the same
 * texts with no answer carrying the replay-miss code. The browser's HAR
 * holds what a browser sees: /bff/site, /bff/pages/*, /bff/session and the
 * /api/v1 calls the SPA sends through the bff, never the upstream calls
 * behind the payloads. This file owns its stack: the shared one stays live.
 */

const CASSETTE_NAME = 'browser-journey'
const PROVINCE = '江苏'
/** A demo student (upstream demo accounts): 张明, 江苏, a member. */
const DEMO = { phone: DEMO_MEMBER, password: 'demo1234', name: '张明' }

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 })
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

let stack: Stack
let browser: Browser
let cassetteDir: string

beforeAll(async () => {
  cassetteDir = mkdtempSync(join(tmpdir(), 'gaokao-browser-har-'))
  stack = await startStack({ bffEnv: { CASSETTE_DIR: cassetteDir, CASSETTE_NAME, CASSETTE_LATENCY: 'none' } })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
  if (cassetteDir) rmSync(cassetteDir, { recursive: true, force: true })
})

interface Walk {
  /** What each step showed, to compare the replay with the live walk. */
  seen: string[]
  /** Answers to /api or /bff calls that carried the replay-miss code. */
  misses: string[]
  errors: string[]
}

/** Home -> 查大学 -> the first college -> /rank?score=600 -> password login -> /choice. */
async function journey(options: BrowserContextOptions): Promise<Walk> {
  const context = await browser.newContext({ ...DESKTOP, baseURL: stack.baseUrl, locale: 'zh-CN', ...options })
  const walk: Walk = { seen: [], misses: [], errors: [] }
  const pending: Promise<void>[] = []
  try {
    await context.addInitScript((value) => {
      localStorage.setItem('gb-web-province', JSON.stringify(value))
    }, PROVINCE)
    const page = await context.newPage()
    page.on('console', (m) => {
      if (m.type() === 'error') walk.errors.push(m.text())
    })
    page.on('pageerror', (e) => walk.errors.push(String(e)))
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (!path.startsWith('/api/') && !path.startsWith('/bff/')) return
      pending.push(
        response.text().then(
          (text) => {
            if (text.includes(`"code":${ERROR_CODE.replayMiss}`)) walk.misses.push(`${path}: ${text}`)
          },
          () => {},
        ),
      )
    })

    await page.goto('/')
    const region = page.getByRole('region', { name: `${PROVINCE}考生热门院校` })
    const schools = region.getByRole('link')
    await poll(() => schools.count()).toBeGreaterThan(1)
    await poll(() => region.getByText(/^来源：|示例数据/).count()).toBeGreaterThan(0)
    walk.seen.push(`home: ${(await schools.allTextContents()).join('|')}`)

    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '查大学', exact: true }).click()
    await poll(() => heading(page).textContent()).toBe('查大学')
    const cards = page.getByRole('list', { name: COLLEGE_TEXT.listLabel }).locator(':scope > li')
    await poll(() => cards.count()).toBe(20)
    const names = await cards.getByRole('heading', { level: 2 }).allTextContents()
    walk.seen.push(`colleges: ${names.join('|')}`)

    const college = names[0] ?? ''
    await cards.first().getByRole('link', { name: college }).click()
    await poll(() => heading(page).textContent()).toBe(college)
    await poll(() => page.getByRole('table').count()).toBeGreaterThan(0)
    walk.seen.push(
      `college: ${college}: ${await page.getByRole('table').first().locator('tbody tr').first().textContent()}`,
    )

    await page.goto('/rank?score=600')
    await poll(() => heading(page).textContent()).toBe('一分一段')
    const lookup = page.getByText(/^600分 → 位次/)
    await poll(() => lookup.count()).toBe(1)
    walk.seen.push(`rank: ${await lookup.textContent()}`)

    await page.getByRole('banner').getByRole('button', { name: ACCOUNT_TEXT.login, exact: true }).click()
    const dialog = page.getByRole('dialog')
    await poll(() => dialog.getByRole('tab', { name: DIALOG_TEXT.loginTabPassword }).isVisible()).toBe(true)
    await dialog.getByRole('tab', { name: DIALOG_TEXT.loginTabPassword }).click()
    const form = dialog.getByRole('form', { name: DIALOG_TEXT.loginTabPassword })
    await form.getByLabel('手机号', { exact: true }).fill(DEMO.phone)
    await form.getByLabel('密码', { exact: true }).fill(DEMO.password)
    await tick(form, ACCOUNT_TEXT.agreementPrefix)
    await form.getByRole('button', { name: ACCOUNT_TEXT.login, exact: true }).click()
    await poll(() => toastTexts(page)).toContain(MESSAGE_TEXT.welcomeLogin)
    await poll(() => page.getByRole('banner').getByRole('button', { name: DEMO.name }).isVisible()).toBe(true)
    walk.seen.push(`logged in: ${DEMO.name}`)

    await page.goto('/choice')
    const summary = page.getByRole('region', { name: PLANNING_PAGE_TEXT.summaryTitle })
    await poll(() => summary.textContent()).toContain(`${DEMO.name} · ${PROVINCE}`)
    walk.seen.push(`choice: ${await summary.textContent()}`)
    const options = page.getByRole('tabpanel').locator('li[data-option]')
    await poll(() => options.count()).toBeGreaterThan(0)
    walk.seen.push(`choice first option: ${await options.first().getAttribute('aria-label')}`)
    // Every call the page makes settled: a call still in flight as the walk ends is in one HAR and not the other.
    await page.waitForLoadState('networkidle')
  } finally {
    // Closing the context writes the HAR when one is recorded.
    await context.close()
  }
  await Promise.all(pending)
  return walk
}

const harFile = () => join(cassetteDir, `${CASSETTE_NAME}.har`)

describe('a HAR recorded by Chromium', () => {
  let live: Walk | undefined

  it('is recorded while the journey runs against the live stack', { timeout: 240_000 }, async () => {
    live = await journey({ recordHar: { path: harFile(), content: 'embed' } })
    expect(live.errors, 'console errors (live)').toEqual([])
    expect(live.seen).toHaveLength(7)
    mkdirSync(ARTIFACTS, { recursive: true })
    copyFileSync(harFile(), join(ARTIFACTS, 'har-replay-recorded.har'))
    const text = readFileSync(harFile(), 'utf8')
    // What the replay must cope with: the browser's payloads and its session, never the upstream calls behind them.
    expect(text).toContain('/bff/pages/')
    expect(text).toContain('/bff/site')
  })

  it('replays the same walk with the upstream stopped, no call missing', { timeout: 240_000 }, async () => {
    expect(live?.seen, 'the recording walk passed').toHaveLength(7)
    await stack.stopUpstream()
    await stack.restartBff({ UPSTREAM_MODE: 'replay' })
    const replayed = await journey({})
    expect(replayed.misses).toEqual([])
    expect(replayed.seen).toEqual(live?.seen)
    expect(replayed.errors, 'console errors (replay)').toEqual([])
    // Not one call the bff made behind the pages missed either (a session check's miss reaches no page).
    const metrics = await (await fetch(`${stack.baseUrl}/metrics`)).text()
    expect(metrics).toContain('# TYPE bff_replay_misses_total counter')
    expect(metrics).not.toMatch(/^bff_replay_misses_total\{[^}]*\} [1-9]/m)
  })
})
