import { join } from 'node:path'
import { ACCOUNT_TEXT, apiPath, CLIENT_HEADER, CLIENT_HEADER_VALUE, loginByPassWord } from '@gaokao/contracts'
import Database from 'better-sqlite3'
import type { Locator, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import type { Session } from './browser.js'
import { settled } from './settled.js'

/** The demo students of the README: 13800000001 is a member, 13800000002 is not. */
export const DEMO_MEMBER = '13800000001'
export const DEMO_NON_MEMBER = '13800000002'
/** The MD5 of demo1234, the demo students' password, as the SPA sends it. */
export const DEMO_PASSWORD_MD5 = '6e9bece1914809fb8493146417e722f6'

/** A demo student's upstream token, got from the upstream itself: for tests that compare a page with what the upstream answers that student. */
export async function upstreamToken(upstreamUrl: string, phone: string): Promise<string> {
  const res = await fetch(`${upstreamUrl}${apiPath(loginByPassWord)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, passWord: DEMO_PASSWORD_MD5 }),
  })
  const envelope = (await res.json()) as { code: number; data: { token: string } }
  expect(envelope.code).toBe(0)
  return envelope.data.token
}

/** Logs a demo student in as the SPA does (the bff keeps the token in its cookie), then reloads. */
export async function loginAs(session: Session, phone: string): Promise<void> {
  const { page } = session
  const code = await page.evaluate(
    async ({ path, phone, passWord, header, value }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header]: value },
        body: JSON.stringify({ phone, passWord }),
      })
      return ((await res.json()) as { code: number }).code
    },
    {
      path: apiPath(loginByPassWord),
      phone,
      passWord: DEMO_PASSWORD_MD5,
      header: CLIENT_HEADER,
      value: CLIENT_HEADER_VALUE,
    },
  )
  expect(code).toBe(0)
  await page.reload()
}

let counter = 0

/** A phone number no other test in this run has used (verification limits are per phone). */
export function freshPhone(): string {
  counter += 1
  const stamp = (Date.now() % 1_000_000).toString().padStart(6, '0')
  return `137${stamp}${String(counter).padStart(2, '0')}`
}

/**
 * One code per phone per 60 s (the upstream's own tests check it
 * with an injected clock): rather than wait a minute before a phone's next
 * code, move its earlier codes a minute into the past in the stack's database.
 */
export function ageVerifyCodes(phone: string): void {
  const db = new Database(join(inject('upstreamDataDir'), 'gaokao.sqlite'))
  try {
    db.pragma('busy_timeout = 5000')
    db.prepare('UPDATE verify_codes SET created_at = created_at - 61000 WHERE phone = ?').run(phone)
  } finally {
    db.close()
  }
}

/** A regular expression that matches exactly this text. */
export function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
}

/**
 * Ticks a Semi checkbox or radio by its visible text, as a user does: Semi
 * hides the native input, so the label is what takes the click.
 */
export async function tick(scope: Locator, text: string): Promise<void> {
  await scope
    .locator('.semi-checkbox, .semi-radio')
    .filter({ hasText: exactly(text) })
    .first()
    .click()
}

/** Clicks 获取验证码 in the form and reads the demo code it shows (演示环境验证码：123456). */
export async function requestDemoCode(form: Locator): Promise<string> {
  await form.getByRole('button', { name: '获取验证码' }).click()
  const note = form.getByRole('note').filter({ hasText: '演示环境验证码' })
  await expect.poll(() => note.isVisible(), { timeout: 10_000 }).toBe(true)
  const text = (await note.textContent()) ?? ''
  const code = text.match(/\d{6}/)?.[0]
  if (!code) throw new Error(`no demo code in "${text}"`)
  return code
}

/** The texts of the visible form-field errors. */
export async function fieldErrors(page: Page): Promise<string[]> {
  return page.locator('.semi-form-field-error-message').allTextContents()
}

export async function toastTexts(page: Page): Promise<string[]> {
  return page.getByRole('status').locator('span').allTextContents()
}

/**
 * Every toast text shown from now on, however briefly. A toast lives 3 s, and
 * a step that first waits for something slower (a page's lines on a loaded
 * machine) can look after it has gone; the page's own observer keeps it.
 */
export async function watchToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { seenToasts: string[] }).seenToasts = seen
    const read = () => {
      for (const el of document.querySelectorAll('[role="status"] span')) {
        const text = el.textContent ?? ''
        if (text !== '' && !seen.includes(text)) seen.push(text)
      }
    }
    new MutationObserver(read).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  return () => page.evaluate(() => [...(window as unknown as { seenToasts: string[] }).seenToasts])
}

/**
 * Logs out from the header's user menu as a user would: the menu is loaded on
 * the first tap of the name and scales in, so 退出登录 is clicked once it has
 * come to rest (a click mid-animation can miss it on a loaded machine).
 */
export async function logOutFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name }).click()
  await (await settled(page.getByRole('menuitem', { name: ACCOUNT_TEXT.logout }))).click()
}
