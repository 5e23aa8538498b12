/**
 * The production start path without Docker (README, Quick start): the upstream and the
 * bff as two processes, started with the commands and variables of the image
 * (Dockerfile CMD and ENV, docker-compose.yml command and environment), with
 * NODE_ENV=production. Demo features must be off and the QA cassette modes
 * refused. Only the ports, the listen address and the data directory differ
 * from the image.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ACCOUNT_TEXT,
  API_PREFIX,
  apiPath,
  BFF_PATHS,
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  getCarousel,
  loginByPassWord,
  PAY_SANDBOX_PAGE_PATH,
  paySandboxConfirm,
  provinces,
  SHELL_TEXT,
  SITE_NAME,
  sendVerifyCode,
  siteInfo,
} from '@gaokao/contracts'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execForm, ROOT, readCompose, readDockerfile, runtimeStage, stageEnv } from './production-files.js'
import { launchBrowser } from './support/browser.js'

/** The MD5 of demo1234, the README's demo password. */
const DEMO_PASSWORD_MD5 = '6e9bece1914809fb8493146417e722f6'
const DEMO_PHONE = '13800000001'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise((resolve) => server.close(resolve))
  return port
}

interface Started {
  child: ChildProcess
  output: () => string
}

/** `node <script>` as the image runs it, from the repository root (the image's WORKDIR /app). */
function run(command: string[], env: Record<string, string>): Started {
  const [program, ...args] = command
  expect(program, 'the image runs node').toBe('node')
  let output = ''
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return { child, output: () => output }
}

async function waitFor(url: string, started: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`${url}: exited with ${started.child.exitCode}\n${started.output()}`)
    }
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer in time\n${started.output()}`)
}

async function exitOf(started: Started, timeoutMs: number): Promise<number | null> {
  if (started.child.exitCode !== null) return started.child.exitCode
  return Promise.race([
    new Promise<number | null>((resolve) => started.child.once('exit', (code) => resolve(code))),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
  ])
}

async function stop(started: Started | undefined): Promise<void> {
  if (!started || started.child.exitCode !== null) return
  started.child.kill('SIGTERM')
  await exitOf(started, 10_000)
}

const stages = readDockerfile()
const image = runtimeStage(stages)
const imageEnv = stageEnv(image)
const compose = readCompose()
const bffService = compose.services.bff
const upstreamService = compose.services.upstream
const cmd = image.instructions.filter((i) => i.op === 'CMD').at(-1)
if (!cmd || !bffService || !upstreamService) throw new Error('Dockerfile CMD or compose services missing')
const bffCommand = bffService.command ?? execForm(cmd.args)
const upstreamCommand = upstreamService.command ?? execForm(cmd.args)

/** The image's ENV, then the service's environment, then our loopback ports and a fresh data directory. */
function serviceEnv(service: { environment?: Record<string, string> }, own: Record<string, string>) {
  return { ...imageEnv, ...(service.environment ?? {}), LOG_LEVEL: 'warn', ...own }
}

describe('the production start path: upstream and bff as separate processes, NODE_ENV=production', () => {
  let dataDir = ''
  let upstream: Started | undefined
  let bff: Started | undefined
  let baseUrl = ''

  beforeAll(async () => {
    expect(imageEnv.NODE_ENV).toBe('production')
    dataDir = mkdtempSync(join(tmpdir(), 'gaokao-production-'))
    const ports = { upstream: await freePort(), bff: await freePort() }
    upstream = run(
      upstreamCommand,
      serviceEnv(upstreamService, { HOST: '127.0.0.1', PORT: String(ports.upstream), DATA_DIR: dataDir }),
    )
    await waitFor(`http://127.0.0.1:${ports.upstream}${BFF_PATHS.healthz}`, upstream, 200_000)
    bff = run(
      bffCommand,
      serviceEnv(bffService, {
        HOST: '127.0.0.1',
        PORT: String(ports.bff),
        UPSTREAM_URL: `http://127.0.0.1:${ports.upstream}`,
      }),
    )
    baseUrl = `http://127.0.0.1:${ports.bff}`
    await waitFor(`${baseUrl}${BFF_PATHS.healthz}`, bff, 30_000)
  })

  afterAll(async () => {
    await stop(bff)
    await stop(upstream)
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  async function call(
    path: string,
    body?: object,
    method = body ? 'POST' : 'GET',
  ): Promise<{ status: number; envelope: Record<string, unknown> }> {
    const post = method === 'POST'
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: post ? { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE } : {},
      body: post ? JSON.stringify(body ?? {}) : undefined,
    })
    const text = await res.text()
    let envelope: Record<string, unknown> = {}
    try {
      envelope = JSON.parse(text) as Record<string, unknown>
    } catch {
      envelope = { html: text }
    }
    return { status: res.status, envelope }
  }

  it('is ready: the bff reaches the upstream, serves the SPA with its security headers and answers API calls', async () => {
    const ready = await call(BFF_PATHS.readyz)
    expect(ready.status).toBe(200)
    expect(ready.envelope.data).toMatchObject({ status: 'ready', upstream: 'up', mode: 'live' })

    for (const path of ['/', '/college/10001', '/choice']) {
      const res = await fetch(`${baseUrl}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(await res.text()).toContain('<div id="root">')
    }

    const list = await call(apiPath(provinces))
    expect(list.envelope.code).toBe(0)
    expect((list.envelope.data as unknown[]).length).toBe(31)
    const carousel = await call(apiPath(getCarousel), {}, getCarousel.method)
    expect(carousel.envelope.code).toBe(0)
  })

  it('renders the home page in Chromium without a console error', async () => {
    const browser = await launchBrowser()
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' })
      await context.addInitScript(() => localStorage.setItem('gb-web-province', JSON.stringify('江苏')))
      const page = await context.newPage()
      const errors: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text())
      })
      page.on('pageerror', (e) => errors.push(String(e)))
      await page.goto(`${baseUrl}/`)
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
        .toBe(SITE_NAME)
      await expect.poll(() => page.getByRole('navigation', { name: SHELL_TEXT.mainNavigation }).isVisible()).toBe(true)
      expect(errors).toEqual([])
    } finally {
      await browser.close()
    }
  })

  it('has demo mode off: no demo code in the answer, no demo accounts, cards or members, no demo hotline', async () => {
    const sent = await call(apiPath(sendVerifyCode), { phone: '13912345678', isSignIn: '1' })
    expect(sent.envelope.code).toBe(0)
    expect(sent.envelope.data).toHaveProperty('resendAfter')
    expect(sent.envelope.data).not.toHaveProperty('demoCode')

    const login = await call(apiPath(loginByPassWord), { phone: DEMO_PHONE, passWord: DEMO_PASSWORD_MD5 })
    expect(login.status).toBe(200)
    expect(login.envelope.code).not.toBe(0)
    expect(login.envelope.msg).toBe(ACCOUNT_TEXT.loginFailed)

    const info = await call(apiPath(siteInfo))
    expect(info.envelope.code).toBe(0)
    expect((info.envelope.data as { hotline: string }).hotline).toBe('')

    const files = readdirSync(dataDir).filter((f) => f.endsWith('.sqlite'))
    expect(files.length).toBe(1)
    const db = new Database(join(dataDir, files[0] ?? ''), { readonly: true, fileMustExist: true })
    try {
      const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n
      expect(count('users'), 'demo accounts').toBe(0)
      expect(count('vip_cards'), 'demo VIP cards').toBe(0)
      expect(count('dedicated_codes'), 'demo dedicated codes').toBe(0)
      expect(count('member_grants'), 'demo members').toBe(0)
    } finally {
      db.close()
    }
  })

  it('has the sandbox payment provider off: its page and its confirm button do not exist', async () => {
    const confirm = await call(apiPath(paySandboxConfirm), { orderNo: 'ABCDEFGH1234', action: 'pay' })
    expect(confirm.envelope.code).not.toBe(0)
    const page = await fetch(`${baseUrl}${API_PREFIX}${PAY_SANDBOX_PAGE_PATH}/ABCDEFGH1234`)
    expect(page.status).toBe(404)
    expect(page.headers.get('content-type') ?? '').not.toMatch(/^text\/html/)
  })
})

describe('the QA cassette modes in production', () => {
  for (const mode of ['record', 'replay'] as const) {
    it(`UPSTREAM_MODE=${mode} makes the bff refuse to start, writing no cassette`, async () => {
      if (!bffService) throw new Error('no bff service')
      const cassettes = mkdtempSync(join(tmpdir(), 'gaokao-cassettes-'))
      try {
        const started = run(
          bffCommand,
          serviceEnv(bffService, {
            HOST: '127.0.0.1',
            PORT: String(await freePort()),
            UPSTREAM_URL: 'http://127.0.0.1:9',
            UPSTREAM_MODE: mode,
            CASSETTE_DIR: cassettes,
          }),
        )
        const code = await exitOf(started, 20_000)
        if (code === null) await stop(started)
        expect(code, started.output()).not.toBe(0)
        expect(code).not.toBeNull()
        expect(started.output()).toContain(`UPSTREAM_MODE=${mode} is for QA and refused in production`)
        expect(readdirSync(cassettes)).toEqual([])
      } finally {
        rmSync(cassettes, { recursive: true, force: true })
      }
    })
  }
})
