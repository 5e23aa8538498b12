/**
 * The login dialog keeps its form while the agreement is read, Esc closes
 * only the top dialog, and a logged-out student who chose a protected page
 * lands there after logging in (or stays where they were when they cancel).
 * Desktop and 390x844 with touch.
 */
import { ACCOUNT_TEXT, AGREEMENT, DIALOG_TEXT, MESSAGE_TEXT, NAV_ITEMS } from '@gaokao/contracts'
import type { BrowserContextOptions, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ageVerifyCodes, DEMO_MEMBER, freshPhone, tick, toastTexts } from './support/account'
import { DESKTOP, PHONE, useBrowser, withProvince } from './support/browser'
import { loginButton, loginDialog } from './support/login-dialog'
import { settled } from './support/settled'
import { upstreamLoginCode } from './support/upstream-student'

const browser = useBrowser()
const AGREE = ACCOUNT_TEXT.agreementPrefix
const DEMO_PASSWORD = 'demo1234'
/** Where the web keeps the page chosen before the login (web/src/features/account/lib/pending-destination.ts). */
const PENDING_KEY = 'gb-web-after-login'

const navPath = (label: string) => {
  const item = NAV_ITEMS.find((i) => i.label === label)
  if (!item) throw new Error(`no nav item ${label}`)
  return item.path
}

async function startAt(size: BrowserContextOptions, path: string) {
  const session = await browser.open(size)
  await withProvince(session, '江苏')
  await session.page.goto(path)
  await expect.poll(() => loginButton(session.page).isVisible()).toBe(true)
  return session
}

// By its name: Semi labels every dialog by one element id, and the agreement over the login was named 登录.
const agreementDialog = (page: Page) => page.getByRole('dialog', { name: AGREEMENT.title, exact: true })
const pathAndSearch = (page: Page) => {
  const url = new URL(page.url())
  return decodeURIComponent(url.pathname + url.search)
}

async function waitForLoginDialog(page: Page): Promise<Locator> {
  const dialog = loginDialog(page)
  await expect.poll(() => dialog.getByRole('tab', { name: DIALOG_TEXT.loginTabCode }).isVisible()).toBe(true)
  return settled(dialog)
}

/** Opens the agreement from the form's link and waits until it has come to rest over the login dialog. */
async function openAgreement(form: Locator): Promise<Locator> {
  await form.getByRole('button', { name: `《${AGREEMENT.title}》` }).click()
  const agreement = agreementDialog(form.page())
  await expect.poll(() => agreement.isVisible()).toBe(true)
  return settled(agreement)
}

async function expectFormKept(form: Locator, phone: string): Promise<void> {
  expect(await form.getByLabel('手机号', { exact: true }).inputValue()).toBe(phone)
  expect(await form.getByRole('checkbox').isChecked()).toBe(true)
}

/** The element that has the focus is the form's agreement link. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '')

/** Logs in with the password tab of an open login dialog, and waits for the new document the login loads. */
async function logInWithPassword(page: Page, phone: string): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { __beforeLogin?: boolean }).__beforeLogin = true
  })
  const dialog = loginDialog(page)
  await dialog.getByRole('tab', { name: DIALOG_TEXT.loginTabPassword }).click()
  const form = dialog.getByRole('form', { name: DIALOG_TEXT.loginTabPassword })
  await expect.poll(() => form.isVisible()).toBe(true)
  await form.getByLabel('手机号', { exact: true }).fill(phone)
  await form.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD)
  await tick(form, AGREE)
  await form.getByRole('button', { name: ACCOUNT_TEXT.login, exact: true }).click()
  await expect.poll(() => toastTexts(page)).toContain(MESSAGE_TEXT.welcomeLogin)
  // The marker is gone once the login has reloaded the page or opened the one chosen before it.
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __beforeLogin?: boolean }).__beforeLogin ?? false).catch(() => true),
    )
    .toBe(false)
  await page.waitForLoadState()
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('on a %s', (_name, size) => {
  it('keeps the login form while the agreement is read, and Esc closes only the agreement', async () => {
    const { page } = await startAt(size, '/college')
    await loginButton(page).click()
    const dialog = await waitForLoginDialog(page)
    const form = dialog.getByRole('form', { name: DIALOG_TEXT.loginTabCode })
    const phone = freshPhone()
    await form.getByLabel('手机号', { exact: true }).fill(phone)
    await tick(form, AGREE)

    // Closed with its ×: the login dialog is still open, with the phone and the tick.
    let agreement = await openAgreement(form)
    await agreement.getByRole('button', { name: 'close', exact: true }).click()
    await expect.poll(() => agreement.count()).toBe(0)
    expect(await dialog.isVisible()).toBe(true)
    await expectFormKept(form, phone)

    // Closed with Esc: only the agreement closes, and the focus goes back to the link that opened it.
    agreement = await openAgreement(form)
    await page.keyboard.press('Escape')
    await expect.poll(() => agreement.count()).toBe(0)
    expect(await dialog.isVisible()).toBe(true)
    await expectFormKept(form, phone)
    await expect.poll(() => focusedText(page)).toBe(`《${AGREEMENT.title}》`)

    // A second Esc closes the login dialog itself.
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(pathAndSearch(page)).toBe('/college')
  })

  it('keeps the registration form while the agreement is read', async () => {
    const { page } = await startAt(size, '/')
    await loginButton(page).click()
    const dialog = await waitForLoginDialog(page)
    await dialog.getByRole('button', { name: ACCOUNT_TEXT.goRegister }).click()
    const form = loginDialog(page).getByRole('form', { name: DIALOG_TEXT.registerTitle })
    await expect.poll(() => form.isVisible()).toBe(true)
    const phone = freshPhone()
    await form.getByLabel('手机号', { exact: true }).fill(phone)
    await form.getByLabel('密码', { exact: true }).fill('secret123')
    await tick(form, AGREE)

    const agreement = await openAgreement(form)
    await page.keyboard.press('Escape')
    await expect.poll(() => agreement.count()).toBe(0)
    await expectFormKept(form, phone)
    expect(await form.getByLabel('密码', { exact: true }).inputValue()).toBe('secret123')
  })

  it(`from a public page, AI填报 opens the login there and the login lands on it`, async () => {
    const start = '/college?keyword=大学&page=2'
    const { page } = await startAt(size, start)
    await page.getByRole('navigation').getByRole('link', { name: 'AI填报', exact: true }).click()
    await waitForLoginDialog(page)
    // The student stays on the page they were on, not home.
    expect(pathAndSearch(page)).toBe(start)

    await logInWithPassword(page, DEMO_MEMBER)
    await expect.poll(() => pathAndSearch(page)).toBe(navPath('AI填报'))
    expect(await loginDialog(page).count()).toBe(0)
  })

  it('cancelling the login leaves the student where they were', async () => {
    const start = '/college?keyword=大学'
    const { page } = await startAt(size, start)
    await page.getByRole('navigation').getByRole('link', { name: '专家一对一', exact: true }).click()
    const dialog = await waitForLoginDialog(page)
    await dialog.getByRole('button', { name: 'close', exact: true }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    expect(pathAndSearch(page)).toBe(start)

    // Logging in from the header now reloads this page: the abandoned choice is not kept.
    await loginButton(page).click()
    await waitForLoginDialog(page)
    await logInWithPassword(page, DEMO_MEMBER)
    expect(pathAndSearch(page)).toBe(start)
  })

  it('a deep link to a protected page opens the login, and a code login lands on it with its search', async () => {
    const target = '/choice?keyword=大学'
    const { page } = await startAt(size, target)
    const dialog = await waitForLoginDialog(page)
    const form = dialog.getByRole('form', { name: DIALOG_TEXT.loginTabCode })
    await form.getByLabel('手机号', { exact: true }).fill(DEMO_MEMBER)
    ageVerifyCodes(DEMO_MEMBER)
    const code = await upstreamLoginCode(DEMO_MEMBER)
    await form.getByLabel('验证码', { exact: true }).fill(code)
    await tick(form, AGREE)
    await form.getByRole('button', { name: ACCOUNT_TEXT.login, exact: true }).click()
    await expect.poll(() => pathAndSearch(page)).toBe(target)
    expect(await loginDialog(page).count()).toBe(0)
  })
})

describe('the page kept for after the login', () => {
  it.each(['//evil.example/choice', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'is never another site: %s lands on home',
    async (hostile) => {
      const { page } = await startAt(DESKTOP, '/')
      const origin = new URL(page.url()).origin
      await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), { key: PENDING_KEY, value: hostile })
      await loginButton(page).click()
      await waitForLoginDialog(page)
      await logInWithPassword(page, DEMO_MEMBER)
      expect(new URL(page.url()).origin).toBe(origin)
      expect(pathAndSearch(page)).toBe('/')
    },
  )
})
