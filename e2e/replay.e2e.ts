import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ACCOUNT_TEXT,
  apiPath,
  BFF_TEXT,
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  COLLEGE_TEXT,
  DIALOG_TEXT,
  ERROR_CODE,
  MESSAGE_TEXT,
  PLANNING_PAGE_TEXT,
  querySchoolList,
} from '@gaokao/contracts'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tick, toastTexts } from './support/account'
import { DESKTOP, launchBrowser } from './support/browser'
import { snapshot } from './support/settled'
import { type Stack, startStack } from './support/stack'

/**
 * Record and replay for QA (docs/record-replay.md), end to end: a user's
 * journey through a recording bff writes a HAR cassette; then the upstream is
 * stopped, a replaying bff serves the same journey from the cassette alone,
 * and the pages show what they showed live. This file owns its stack (the
 * shared one of global-setup is live and must stay so).
 */

const CASSETTE_NAME = 'journey'
const PROVINCE = '江苏'
/** A demo student (upstream/src/modules/account/demo-accounts.ts): 张明, 江苏, 物/化/生. */
const DEMO = { phone: '13800000001', password: 'demo1234', name: '张明' }

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 })
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

let stack: Stack
let browser: Browser
let cassetteDir: string

beforeAll(async () => {
  cassetteDir = mkdtempSync(join(tmpdir(), 'gaokao-cassette-'))
  stack = await startStack({
    bffEnv: {
      UPSTREAM_MODE: 'record',
      CASSETTE_DIR: cassetteDir,
      CASSETTE_NAME,
      // The journey's checks need no recorded latency; replay answers at once.
      CASSETTE_LATENCY: 'none',
    },
  })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
  if (cassetteDir) rmSync(cassetteDir, { recursive: true, force: true })
})

/**
 * Home -> college list -> a college -> major list -> rank lookup -> log in
 * with the password -> /choice. Returns what the pages showed, so the replay
 * can be compared with the live run; fails on any console error.
 */
async function journey(name: string): Promise<string[]> {
  const context = await browser.newContext({ ...DESKTOP, baseURL: stack.baseUrl, locale: 'zh-CN' })
  const errors: string[] = []
  const seen: string[] = []
  try {
    await context.addInitScript((value) => {
      localStorage.setItem('gb-web-province', JSON.stringify(value))
    }, PROVINCE)
    const page = await context.newPage()
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    page.on('pageerror', (e) => errors.push(String(e)))

    // Home: the province's popular schools.
    await page.goto('/')
    const schools = page.getByRole('region', { name: `${PROVINCE}考生热门院校` }).getByRole('link')
    // The section's 更多 link is there before its schools: wait for the schools themselves.
    await poll(() => schools.count()).toBeGreaterThan(1)
    // The lines' source label comes with datasetInfo, a call of its own: read the section once it is there.
    const region = page.getByRole('region', { name: `${PROVINCE}考生热门院校` })
    await poll(() => region.getByText(/^来源：|示例数据/).count()).toBeGreaterThan(0)
    seen.push(`home: ${(await schools.allTextContents()).join('|')}`)

    // The college list, through the main navigation (a client-side navigation, as users move).
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '查大学', exact: true }).click()
    await poll(() => heading(page).textContent()).toBe('查大学')
    const cards = page.getByRole('list', { name: COLLEGE_TEXT.listLabel }).locator(':scope > li')
    await poll(() => cards.count()).toBe(20)
    const names = await cards.getByRole('heading', { level: 2 }).allTextContents()
    seen.push(`colleges: ${names.join('|')}`)

    // A college's page.
    const college = names[0] ?? ''
    await cards.first().getByRole('link', { name: college }).click()
    await poll(() => heading(page).textContent()).toBe(college)
    await poll(() => page.getByRole('table').count()).toBeGreaterThan(0)
    seen.push(`college: ${college}: ${await page.getByRole('table').first().locator('tbody tr').first().textContent()}`)

    // The major list.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '查专业', exact: true }).click()
    await poll(() => heading(page).textContent()).toBe('查专业')
    const majors = page.getByRole('main').getByRole('article')
    await poll(() => majors.count()).toBe(20)
    seen.push(`majors: ${(await majors.getByRole('link').allTextContents()).join('|')}`)

    // The rank lookup: 600 points in the province's 2025 table.
    await page.goto('/rank?score=600')
    await poll(() => heading(page).textContent()).toBe('一分一段')
    const lookup = page.getByText(/^600分 → 位次/)
    await poll(() => lookup.count()).toBe(1)
    seen.push(`rank: ${await lookup.textContent()}`)

    // Log in with the password, as a user does in the dialog.
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
    seen.push(`logged in: ${DEMO.name}`)

    // A page for students only: /choice with the student's summary and options.
    await page.goto('/choice')
    const summary = page.getByRole('region', { name: PLANNING_PAGE_TEXT.summaryTitle })
    await poll(() => summary.textContent()).toContain(`${DEMO.name} · ${PROVINCE}`)
    seen.push(`choice: ${await summary.textContent()}`)
    const band = page.getByRole('tab', { name: /^冲（\d+）$/ })
    await poll(() => band.count()).toBe(1)
    seen.push(
      `choice bands: ${(await page.getByRole('tab', { name: /^[冲稳保]（\d+）$/ }).allTextContents()).join('|')}`,
    )
    // Its options too, then every call the page makes settled: a call still in flight when the journey
    // ends is recorded in one run and not the other, and the replay then misses it (a 502 in the console).
    const options = page.getByRole('tabpanel').locator('li[data-option]')
    await poll(() => options.count()).toBeGreaterThan(0)
    seen.push(`choice first option: ${await options.first().getAttribute('aria-label')}`)
    await page.waitForLoadState('networkidle')
    await snapshot(page, `replay-${name}-choice.png`)
  } finally {
    await context.close()
  }
  expect(errors, `console errors (${name})`).toEqual([])
  return seen
}

async function refused(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5_000) })
    return false
  } catch {
    return true
  }
}

describe('a cassette recorded from a journey', () => {
  let live: string[] = []

  it('is recorded while the journey runs against the live upstream', { timeout: 240_000 }, async () => {
    live = await journey('record')
    expect(live).toHaveLength(9)
    await stack.stopBff()
    const file = join(cassetteDir, `${CASSETTE_NAME}.har`)
    expect(existsSync(file)).toBe(true)
    const har = JSON.parse(readFileSync(file, 'utf8')) as {
      log: {
        entries: { request: { url: string; headers: { name: string }[] }; response: { content: { text?: string } } }[]
      }
    }
    const urls = har.log.entries.map((e) => new URL(e.request.url).pathname)
    expect(urls).toContain(apiPath(querySchoolList))
    // Scrubbed on write: no session header, no real token, no phone number in clear.
    const text = readFileSync(file, 'utf8')
    expect(text).not.toContain(DEMO.phone)
    for (const entry of har.log.entries) {
      expect(entry.request.headers.map((h) => h.name.toLowerCase())).not.toContain('token')
    }
  })

  it('replays the same journey with the upstream stopped', { timeout: 240_000 }, async () => {
    expect(live, 'the recording run passed').toHaveLength(9)
    await stack.stopUpstream()
    expect(await refused(`${stack.upstreamUrl}/healthz`)).toBe(true)
    await stack.restartBff({ UPSTREAM_MODE: 'replay' })
    const replayed = await journey('replay')
    expect(replayed).toEqual(live)
  })

  it('fails closed on a call the cassette does not hold, naming its key', async () => {
    const body = { pageSize: 20, pageNum: 987 }
    const res = await fetch(`${stack.baseUrl}${apiPath(querySchoolList)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE, origin: stack.baseUrl },
      body: JSON.stringify(body),
    })
    expect(res.status).toBe(502)
    const key = `POST ${apiPath(querySchoolList)} {"pageNum":987,"pageSize":20}`
    expect(await res.json()).toEqual({ code: ERROR_CODE.replayMiss, msg: BFF_TEXT.replayMiss(key), data: null })
  })
})
