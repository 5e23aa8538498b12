import type { Page } from 'playwright-core'
import { expect } from 'vitest'

let counter = 0

/** A phone number no other test in this run has used (verification limits are per phone). */
export function freshPhone(): string {
  counter += 1
  const stamp = (Date.now() % 1_000_000).toString().padStart(6, '0')
  return `137${stamp}${String(counter).padStart(2, '0')}`
}

export function loginDialog(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /获取验证码|重新发送|登录|注册|修改密码/ }) })
}

/** Clicks 获取验证码 and reads the demo code the dialog shows (演示环境验证码：123456). */
export async function requestDemoCode(page: Page): Promise<string> {
  await page.getByRole('button', { name: '获取验证码' }).click()
  const note = page.getByRole('note').filter({ hasText: '演示环境验证码' })
  await expect.poll(() => note.isVisible(), { timeout: 10_000 }).toBe(true)
  const text = (await note.textContent()) ?? ''
  const code = text.match(/\d{6}/)?.[0]
  if (!code) throw new Error(`no demo code in "${text}"`)
  return code
}

export async function fillField(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true })
  await input.fill(value)
}

/** The texts of the visible form-field errors. */
export async function fieldErrors(page: Page): Promise<string[]> {
  return page.locator('.semi-form-field-error-message').allTextContents()
}

export async function toastTexts(page: Page): Promise<string[]> {
  return page.getByRole('status').locator('span').allTextContents()
}
