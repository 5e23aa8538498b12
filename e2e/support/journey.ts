import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ACCOUNT_TEXT, COLLEGE_TEXT, DIALOG_TEXT, MESSAGE_TEXT, PLANNING_PAGE_TEXT } from '@gaokao/contracts'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { DEMO_MEMBER, tick, toastTexts } from './account.js'
import { launchBrowser } from './browser.js'
import { loginButton } from './login-dialog.js'
import { type Stack, startStack } from './stack.js'

// The record-and-replay suites (e2e/replay.e2e.ts, e2e/har-replay.e2e.ts, docs/record-replay.md): a stack of
// their own with a cassette folder, and the steps of the journey both walk, each returning what the page showed.

export const PROVINCE = '江苏'
/** A demo student (upstream/src/modules/account/demo-accounts.ts): 张明, 江苏, a member, 物/化/生. */
export const DEMO = { phone: DEMO_MEMBER, password: 'demo1234', name: '张明' }

export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 })
export const heading = (page: Page) => page.getByRole('heading', { level: 1 })

export interface CassetteStack {
  stack: Stack
  browser: Browser
  cassetteDir: string
}

/**
 * A stack of the file's own (the shared one of global-setup is live and must stay so) whose bff has a fresh
 * cassette folder, and a browser; both stopped and the folder removed after the file.
 */
export function useCassetteStack(prefix: string, bffEnv: Record<string, string>): CassetteStack {
  const own = {} as CassetteStack
  beforeAll(async () => {
    own.cassetteDir = mkdtempSync(join(tmpdir(), prefix))
    own.stack = await startStack({ bffEnv: { CASSETTE_DIR: own.cassetteDir, ...bffEnv } })
    own.browser = await launchBrowser()
  })
  afterAll(async () => {
    await own.browser?.close()
    await own.stack?.stop()
    if (own.cassetteDir) rmSync(own.cassetteDir, { recursive: true, force: true })
  })
  return own
}

/** The walk's page in this context: the province already chosen, its console errors and uncaught exceptions collected. */
export async function walkPage(context: BrowserContext, errors: string[]): Promise<Page> {
  await context.addInitScript((value) => {
    localStorage.setItem('gb-web-province', JSON.stringify(value))
  }, PROVINCE)
  const page = await context.newPage()
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(String(e)))
  return page
}

/** Home: the province's popular schools. */
export async function homeSchools(page: Page): Promise<string> {
  await page.goto('/')
  const region = page.getByRole('region', { name: `${PROVINCE}考生热门院校` })
  const schools = region.getByRole('link')
  // The section's 更多 link is there before its schools: wait for the schools themselves.
  await poll(() => schools.count()).toBeGreaterThan(1)
  // The lines' source label comes with datasetInfo, a call of its own: read the section once it is there.
  await poll(() => region.getByText(/^来源：|示例数据/).count()).toBeGreaterThan(0)
  return `home: ${(await schools.allTextContents()).join('|')}`
}

/** The college list through the main navigation (a client-side navigation, as users move), then its first college. */
export async function collegeListAndFirst(page: Page): Promise<[string, string]> {
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '查大学', exact: true }).click()
  await poll(() => heading(page).textContent()).toBe('查大学')
  const cards = page.getByRole('list', { name: COLLEGE_TEXT.listLabel }).locator(':scope > li')
  await poll(() => cards.count()).toBe(20)
  const names = await cards.getByRole('heading', { level: 2 }).allTextContents()

  const college = names[0] ?? ''
  await cards.first().getByRole('link', { name: college }).click()
  await poll(() => heading(page).textContent()).toBe(college)
  await poll(() => page.getByRole('table').count()).toBeGreaterThan(0)
  const row = await page.getByRole('table').first().locator('tbody tr').first().textContent()
  return [`colleges: ${names.join('|')}`, `college: ${college}: ${row}`]
}

/** The rank lookup: 600 points in the province's newest table. */
export async function rankAt600(page: Page): Promise<string> {
  await page.goto('/rank?score=600')
  await poll(() => heading(page).textContent()).toBe('一分一段')
  const lookup = page.getByText(/^600分 → 位次/)
  await poll(() => lookup.count()).toBe(1)
  return `rank: ${await lookup.textContent()}`
}

/** Logs the demo student in with the password, as a user does in the dialog. */
export async function passwordLogin(page: Page): Promise<string> {
  await loginButton(page).click()
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
  return `logged in: ${DEMO.name}`
}

/** A page for students only: /choice with the student's summary. */
export async function choiceSummary(page: Page): Promise<string> {
  await page.goto('/choice')
  const summary = page.getByRole('region', { name: PLANNING_PAGE_TEXT.summaryTitle })
  await poll(() => summary.textContent()).toContain(`${DEMO.name} · ${PROVINCE}`)
  return `choice: ${await summary.textContent()}`
}

/**
 * /choice's first option, then every call the page makes settled: a call still in flight as the walk ends is in
 * one recording and not the other, and the replay then misses it (a 502 in the console).
 */
export async function firstOptionSettled(page: Page): Promise<string> {
  const options = page.getByRole('tabpanel').locator('li[data-option]')
  await poll(() => options.count()).toBeGreaterThan(0)
  const seen = `choice first option: ${await options.first().getAttribute('aria-label')}`
  await page.waitForLoadState('networkidle')
  return seen
}
