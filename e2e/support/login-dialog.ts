import { ACCOUNT_TEXT, DIALOG_TEXT, MESSAGE_TEXT } from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { exactly, tick, toastTexts } from './account.js'
import { type useBrowser, withProvince } from './browser.js'
import { settled } from './settled.js'

// The login dialog and the student form as a visitor drives them (e2e/account*.e2e.ts).

/** The header's 登录 button. */
export const loginButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: ACCOUNT_TEXT.login, exact: true })

/** The login dialog in any of its modes (its title changes with them): the dialog that holds a form. */
export const loginDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('form') })

export async function openLoginDialog(page: Page) {
  await loginButton(page).click()
  const dialog = page.getByRole('dialog')
  await expect.poll(() => dialog.getByRole('tab', { name: DIALOG_TEXT.loginTabCode }).isVisible()).toBe(true)
  return dialog
}

/** startAt(path, province): a fresh visitor of that province on that page, once its 登录 button shows. */
export function visitorAt(browser: ReturnType<typeof useBrowser>) {
  return async (path: string, province = '江苏') => {
    const session = await browser.open()
    await withProvince(session, province)
    await session.page.goto(path)
    await expect.poll(() => loginButton(session.page).isVisible()).toBe(true)
    return session
  }
}

export const AGREE = ACCOUNT_TEXT.agreementPrefix

export function form(page: Page, name: string) {
  return page.getByRole('dialog').getByRole('form', { name })
}

/** Opens a Semi select by its field and picks an option by its text. */
export async function pick(page: Page, field: string, option: string) {
  const select = page.locator(`[x-field-id="${field}"] [role="combobox"]`)
  await select.click()
  // The list fades in and is placed above or below the field: clicked before it had come to rest, on a
  // loaded phone run, it stayed open with nothing chosen.
  const item = page.locator('.semi-select-option').filter({ hasText: exactly(option) })
  await (await settled(item)).click()
  // The choice counts once the select shows it: with slow animations the test's next step came before it.
  await expect.poll(() => select.textContent()).toContain(option)
}

/** Marks the current document, so a test can wait for the reload a login triggers. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    ;(window as unknown as { __beforeReload?: boolean }).__beforeReload = true
  })
}

export async function waitForReload(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload ?? false))
    .toBe(false)
}

/**
 * 江苏省 → 南京市 in the open locality cascader. On a busy machine the cities sometimes do not show after the
 * first click on the province (the click lands while the list is still settling): click it again until they
 * show, as a user would. Looked up in the cascader's own list, since the page behind the dialog may say 江苏省 too.
 */
export async function pickNanjing(page: Page) {
  const list = page.locator('.semi-cascader-option-list')
  const city = list.getByText('南京市', { exact: true })
  await expect
    .poll(async () => {
      if (!(await city.isVisible())) await list.getByText('江苏省', { exact: true }).click({ timeout: 5_000 })
      return city.isVisible()
    })
    .toBe(true)
  await city.click()
}

export async function fillStudentForm(
  page: Page,
  answers: { province: string; subjects: string[]; score: string; firstChoice?: string; searchLocality?: boolean },
) {
  const dialog = page.getByRole('dialog', { name: DIALOG_TEXT.studentInfoTitle })
  await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
  await dialog.getByLabel('姓名', { exact: true }).fill('测试同学')
  await tick(dialog, '女')
  await tick(dialog, '汉族')
  await tick(dialog, '应届生')
  await tick(dialog, '英语')
  await dialog.getByLabel('学校所在地', { exact: true }).click()
  if (answers.searchLocality) {
    // The cascader's search filters 500 ms after the last keystroke (docs/spec-rules.md, Constants), then offers the matching paths.
    await page.keyboard.type('南京')
    const hit = page.locator('.semi-cascader-option-list').getByText('南京市')
    await expect.poll(() => hit.isVisible()).toBe(true)
    await hit.click()
  } else {
    await pickNanjing(page)
  }
  await pick(page, 'province', answers.province)
  await pick(page, 'gkYear', '2027年')
  if (answers.firstChoice) await tick(dialog, answers.firstChoice)
  for (const subject of answers.subjects) await tick(dialog, subject)
  await dialog.getByLabel('高考分数', { exact: true }).fill(answers.score)
  await expect
    .poll(async () => (await dialog.locator('output').textContent()) ?? '', { timeout: 10_000 })
    .toMatch(/^[\d,]+ 名$/)
  await dialog.getByRole('button', { name: DIALOG_TEXT.saveInfo }).click()
  await expect.poll(() => toastTexts(page)).toContain(MESSAGE_TEXT.saved)
  await expect.poll(() => dialog.isVisible()).toBe(false)
}
