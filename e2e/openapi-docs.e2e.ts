import { apiPath, sendVerifyCode } from '@gaokao/contracts'
import { OPENAPI_PATHS, type OpenApiDocument } from '@gaokao/contracts/openapi'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser'
import { snapshot } from './support/settled'

const browser = useBrowser()

declare global {
  interface Window {
    cspViolations?: string[]
  }
}

describe('the API document page (/bff/docs)', () => {
  it("renders the calls in Chromium from the bff's own files: a group opens and a call shows its body and cache policy, with no console error or CSP violation", async () => {
    const { page } = await browser.open()
    await page.addInitScript(() => {
      window.cspViolations = []
      document.addEventListener('securitypolicyviolation', (e) =>
        window.cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`),
      )
    })
    const origins = new Set<string>()
    page.on('request', (r) => {
      if (/^https?:/.test(r.url())) origins.add(new URL(r.url()).origin)
    })

    // The call's group as the served document names it.
    const served = (await (await page.request.get(OPENAPI_PATHS.document)).json()) as OpenApiDocument
    const operation = served.paths[apiPath(sendVerifyCode)]?.post
    const group = operation?.tags[0] ?? ''
    expect(group).not.toBe('')

    await page.goto(OPENAPI_PATHS.docs)
    const heading = page.locator(`h3.opblock-tag[data-tag="${group}"]`)
    await expect.poll(() => heading.isVisible()).toBe(true)
    await heading.click()

    const call = page.locator('.opblock').filter({ hasText: sendVerifyCode.summary })
    await expect.poll(() => call.isVisible()).toBe(true)
    await call.locator('.opblock-summary').click()
    const body = call.locator('.opblock-body')
    await expect.poll(async () => (await body.isVisible()) && (await body.innerText())).toContain('"phone"')
    expect(await body.innerText()).toContain('x-cache')
    await snapshot(page, 'openapi-docs.png')

    expect(await page.evaluate(() => window.cspViolations)).toEqual([])
    expect([...origins]).toEqual([new URL(page.url()).origin])
  })
})
