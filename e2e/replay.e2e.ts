import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { apiPath, BFF_TEXT, CLIENT_HEADER, CLIENT_HEADER_VALUE, ERROR_CODE, querySchoolList } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { DESKTOP } from './support/browser'
import {
  choiceSummary,
  collegeListAndFirst,
  DEMO,
  firstOptionSettled,
  heading,
  homeSchools,
  passwordLogin,
  poll,
  rankAt600,
  useCassetteStack,
  walkPage,
} from './support/journey'
import { snapshot } from './support/settled'

/**
 * Record and replay for QA (docs/record-replay.md), end to end: a user's
 * journey through a recording bff writes a HAR cassette; then the upstream is
 * stopped, a replaying bff serves the same journey from the cassette alone,
 * and the pages show what they showed live. This file owns its stack (the
 * shared one of global-setup is live and must stay so).
 */

const CASSETTE_NAME = 'journey'

const own = useCassetteStack('gaokao-cassette-', {
  UPSTREAM_MODE: 'record',
  CASSETTE_NAME,
  // The journey's checks need no recorded latency; replay answers at once.
  CASSETTE_LATENCY: 'none',
})

/**
 * Home -> college list -> a college -> major list -> rank lookup -> log in
 * with the password -> /choice. Returns what the pages showed, so the replay
 * can be compared with the live run; fails on any console error.
 */
async function journey(name: string): Promise<string[]> {
  const context = await own.browser.newContext({ ...DESKTOP, baseURL: own.stack.baseUrl, locale: 'zh-CN' })
  const errors: string[] = []
  const seen: string[] = []
  try {
    const page = await walkPage(context, errors)

    seen.push(await homeSchools(page))
    seen.push(...(await collegeListAndFirst(page)))

    // The major list.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '查专业', exact: true }).click()
    await poll(() => heading(page).textContent()).toBe('查专业')
    const majors = page.getByRole('main').getByRole('article')
    await poll(() => majors.count()).toBe(20)
    seen.push(`majors: ${(await majors.getByRole('link').allTextContents()).join('|')}`)

    seen.push(await rankAt600(page))
    seen.push(await passwordLogin(page))
    seen.push(await choiceSummary(page))
    const band = page.getByRole('tab', { name: /^冲（\d+）$/ })
    await poll(() => band.count()).toBe(1)
    seen.push(
      `choice bands: ${(await page.getByRole('tab', { name: /^[冲稳保]（\d+）$/ }).allTextContents()).join('|')}`,
    )
    seen.push(await firstOptionSettled(page))
    await snapshot(page, `replay-${name}-choice.png`)
  } finally {
    await context.close()
  }
  expect(errors, `console errors (${name})`).toEqual([])
  return seen
}

async function refused(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5_000) })
    return false
  } catch {
    return true
  }
}

describe('a cassette recorded from a journey', () => {
  let live: string[] = []

  it('is recorded while the journey runs against the live upstream', { timeout: 240_000 }, async () => {
    live = await journey('record')
    expect(live).toHaveLength(9)
    await own.stack.stopBff()
    const file = join(own.cassetteDir, `${CASSETTE_NAME}.har`)
    expect(existsSync(file)).toBe(true)
    const har = JSON.parse(readFileSync(file, 'utf8')) as {
      log: {
        entries: { request: { url: string; headers: { name: string }[] }; response: { content: { text?: string } } }[]
      }
    }
    const urls = har.log.entries.map((e) => new URL(e.request.url).pathname)
    expect(urls).toContain(apiPath(querySchoolList))
    // Scrubbed on write: no session header, no real token, no phone number in clear.
    const text = readFileSync(file, 'utf8')
    expect(text).not.toContain(DEMO.phone)
    for (const entry of har.log.entries) {
      expect(entry.request.headers.map((h) => h.name.toLowerCase())).not.toContain('token')
    }
  })

  it('replays the same journey with the upstream stopped', { timeout: 240_000 }, async () => {
    expect(live, 'the recording run passed').toHaveLength(9)
    await own.stack.stopUpstream()
    expect(await refused(`${own.stack.upstreamUrl}/healthz`)).toBe(true)
    await own.stack.restartBff({ UPSTREAM_MODE: 'replay' })
    const replayed = await journey('replay')
    expect(replayed).toEqual(live)
  })

  it('fails closed on a call the cassette does not hold, naming its key', async () => {
    const body = { pageSize: 20, pageNum: 987 }
    const res = await fetch(`${own.stack.baseUrl}${apiPath(querySchoolList)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
        origin: own.stack.baseUrl,
      },
      body: JSON.stringify(body),
    })
    expect(res.status).toBe(502)
    const key = `POST ${apiPath(querySchoolList)} {"pageNum":987,"pageSize":20}`
    expect(await res.json()).toEqual({ code: ERROR_CODE.replayMiss, msg: BFF_TEXT.replayMiss(key), data: null })
  })
})
