import { createHash } from 'node:crypto'
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, currentAdmissionYear } from '@gaokao/contracts'
import jsQR from 'jsqr'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { expect } from 'vitest'
import { freshPhone } from './account.js'
import { type Session, type useBrowser, withProvince } from './browser.js'

// A member-to-be and the page calls and QR reading of the membership suite (e2e/membership.e2e.ts); the journey
// (e2e/journey.e2e.ts) reads its purchase's QR code and picks the exam year with the same helpers.

const md5 = (s: string) => createHash('md5').update(s).digest('hex')
/** The exam year a student picks now: the contracts' rule, on the Asia/Shanghai calendar (rolls over on 1 September). */
export const GK_YEAR = currentAdmissionYear(new Date())

export type Envelope = { code: number; msg: string; data: Record<string, unknown> | null }

/** A call made from inside the page, so the bff's httpOnly session cookie goes with it. */
export async function call(page: Page, path: string, body: unknown): Promise<Envelope> {
  return page.evaluate(
    async ({ path, body, header }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header.name]: header.value },
        body: JSON.stringify(body),
      })
      return (await res.json()) as Envelope
    },
    { path, body, header: { name: CLIENT_HEADER, value: CLIENT_HEADER_VALUE } },
  )
}

/**
 * A new student with a complete profile (exam year included), registered
 * through the API from inside the page: a fresh phone every run, so reruns
 * never meet an earlier run's membership. newStudent(options) opens it in a
 * fresh context of this browser.
 */
export function newStudentIn(browser: ReturnType<typeof useBrowser>) {
  return async (options: BrowserContextOptions = {}): Promise<Session> => {
    const session = await browser.open(options)
    await withProvince(session, '江苏')
    const { page } = session
    await page.goto('/')
    const phone = freshPhone()
    const sent = await call(page, '/api/v1/web/sendVerifyCode', { phone, isSignIn: '1' })
    const registered = await call(page, '/api/v1/web/userRegistration', {
      phone,
      verifyCode: sent.data?.demoCode,
      passWord: md5('member1234'),
    })
    const saved = await call(page, '/api/v1/web/user/saveUserInfo', {
      nickName: '会员测试',
      sex: '女',
      nation: '汉族',
      language: '英语',
      freshGraduate: '1',
      localArea: ['320000', '320100'],
      province: '江苏',
      gkYear: GK_YEAR,
      score: 612,
      xk: '物/化/生',
      uType: '0',
    })
    expect([sent.code, registered.code, saved.code], saved.msg).toEqual([0, 0, 0])
    return session
  }
}

/**
 * Reads the QR code as a phone would: the modules the SVG draws (one unit
 * square each in its path), scaled up into pixels and decoded with jsQR.
 */
export async function decodeQr(page: Page): Promise<string | undefined> {
  const svg = page.locator('svg[data-qr-text]')
  const [viewBox, d] = await Promise.all([svg.getAttribute('viewBox'), svg.locator('path').getAttribute('d')])
  const size = Number(viewBox?.split(' ')[2])
  const scale = 8
  const px = size * scale
  const rgba = new Uint8ClampedArray(px * px * 4).fill(255)
  for (const [, x, y] of (d ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const i = ((Number(y) * scale + dy) * px + Number(x) * scale + dx) * 4
        rgba[i] = rgba[i + 1] = rgba[i + 2] = 0
      }
    }
  }
  return jsQR(rgba, px, px)?.data
}
