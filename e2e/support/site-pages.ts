import {
  apiPath,
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  loginByPassWord,
  SITE_ROUTES,
  type SiteRoute,
} from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { pageSettled } from './settled.js'

/** Ids present in the seeded dataset (upstream/data), for the routes with a $id. */
const SAMPLE_IDS: Record<string, string> = {
  '/college/$id': '/college/10001',
  '/major/$id': '/major/80901',
  '/jobLibrary/$id': '/jobLibrary/1',
  '/evaluate/$id': '/evaluate/1',
  '/information/$id': '/information/1',
}

/** Every page of the spec as a URL to open. */
export function sitePages(): { route: SiteRoute; url: string }[] {
  return SITE_ROUTES.map((route) => {
    const url = SAMPLE_IDS[route.path] ?? route.path
    if (url.includes('$')) throw new Error(`no sample id for ${route.path}`)
    return { route, url }
  })
}

/** The MD5 of demo1234, the demo students' password (README). */
export const DEMO_PASSWORD_MD5 = '6e9bece1914809fb8493146417e722f6'
export const DEMO_STUDENT = '13800000001'

/** Logs the demo student in as the SPA does: the bff sets its httpOnly cookie in this context. */
export async function loginDemoStudent(page: Page, phone = DEMO_STUDENT): Promise<void> {
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
}

/** Opens a page and waits until its requests settle, the loading layers are gone and nothing moves. */
export async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' })
  await expect
    .poll(() => page.locator('.semi-spin-spinning, .semi-skeleton-active, [aria-busy="true"]').count(), {
      timeout: 15_000,
    })
    .toBe(0)
  await pageSettled(page)
}
