import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import {
  ACCOUNT_TEXT,
  apiPath,
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  DIALOG_TEXT,
  MESSAGE_TEXT,
  sendVerifyCode,
} from '@gaokao/contracts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startVite } from '../scripts/lib/dev-server.mjs'
import { DEMO_NON_MEMBER, freshPhone, tick, toastTexts } from './support/account'
import { useBrowser, withProvince } from './support/browser'
import { type ExtraBff, startExtraBff } from './support/extra-bff'
import { loginButton } from './support/login-dialog'

/**
 * `npm run dev` as a developer meets it: Vite's dev server (scripts/lib/dev-server.mjs,
 * web/vite.config.ts's proxy) before a bff that serves no SPA, as scripts/dev.mjs starts them,
 * on the stack's upstream. The page comes from Vite, its calls through Vite's proxy.
 */
const browser = useBrowser()
let bff: ExtraBff | undefined
let vite: { url: string; child: ChildProcess } | undefined

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise((resolve) => server.close(resolve))
  return port
}

beforeAll(async () => {
  bff = await startExtraBff(inject('upstreamUrl'), { WEB_DIST: '' })
  vite = await startVite({ port: await freePort(), bffUrl: bff.baseUrl, stdio: ['ignore', 'ignore', 'inherit'] })
}, 240_000)

afterAll(async () => {
  const child = vite?.child
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await exited
  }
  await bff?.stop()
})

/** An unsafe call through Vite's proxy as Node sends it, with the Origin given. */
function postThroughVite(origin: string) {
  return fetch(new URL(apiPath(sendVerifyCode), vite?.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE, origin },
    body: JSON.stringify({ phone: freshPhone() }),
  })
}

describe('npm run dev', () => {
  it('serves a page that logs in: the password login posts through the dev proxy', async () => {
    const session = await browser.open()
    await withProvince(session, '江苏')
    const { page } = session
    const posts: number[] = []
    page.on('response', (res) => {
      if (res.request().method() === 'POST') posts.push(res.status())
    })
    // Not the load event: the dev page loads hundreds of modules one by one, which takes long on a loaded machine.
    await page.goto(vite?.url ?? '', { waitUntil: 'commit' })
    const login = loginButton(page)
    // The first visit makes Vite bundle the dependencies: give it time on a shared machine.
    await expect.poll(() => login.isVisible(), { timeout: 120_000 }).toBe(true)
    const dialog = page.getByRole('dialog')
    const passwordTab = dialog.getByRole('tab', { name: DIALOG_TEXT.loginTabPassword })
    // Vite compiles the dialog's modules on first use, and a dependency it meets there for the first time
    // makes it reload the page: open the dialog again until it is there.
    await expect
      .poll(
        async () => {
          if (!(await passwordTab.isVisible()) && (await login.isVisible())) await login.click()
          return passwordTab.isVisible()
        },
        { timeout: 120_000, interval: 1_000 },
      )
      .toBe(true)
    await passwordTab.click()
    const form = dialog.getByRole('form', { name: DIALOG_TEXT.loginTabPassword })
    await form.getByLabel('手机号', { exact: true }).fill(DEMO_NON_MEMBER)
    await form.getByLabel('密码', { exact: true }).fill('demo1234')
    await tick(form, ACCOUNT_TEXT.agreementPrefix)
    await form.getByRole('button', { name: ACCOUNT_TEXT.login, exact: true }).click()
    await expect.poll(() => toastTexts(page)).toContain(MESSAGE_TEXT.welcomeLogin)
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: '李雪' }).isVisible()).toBe(true)
    expect(posts.length).toBeGreaterThan(0)
    expect(posts.filter((status) => status === 403)).toEqual([])
  }, 180_000)

  it("takes the page's own origin through the proxy and still refuses a foreign one", async () => {
    const own = await postThroughVite(new URL(vite?.url ?? '').origin)
    expect(own.status).toBe(200)
    expect(((await own.json()) as { code: number }).code).toBe(0)
    const foreign = await postThroughVite('https://evil.example')
    expect(foreign.status).toBe(403)
    expect(((await foreign.json()) as { code: number }).code).toBe(403)
  })
})
