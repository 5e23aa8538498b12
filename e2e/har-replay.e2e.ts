import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ERROR_CODE } from '@gaokao/contracts'
import type { BrowserContextOptions } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ARTIFACTS, DESKTOP } from './support/browser'
import {
  choiceSummary,
  collegeListAndFirst,
  firstOptionSettled,
  homeSchools,
  passwordLogin,
  rankAt600,
  useCassetteStack,
  walkPage,
} from './support/journey'

/**
 * A HAR recorded by the browser, not by the bff, replays the site
 * (docs/record-replay.md): Chromium records the journey against a live
 * stack (playwright's recordHar, bodies embedded), the upstream is stopped,
 * a bff replays that HAR as its cassette, and the same walk shows the same
 * texts with no answer carrying the replay-miss code. The browser's HAR
 * holds what a browser sees: /bff/site, /bff/pages/*, /bff/session and the
 * /api/v1 calls the SPA sends through the bff, never the upstream calls
 * behind the payloads. This file owns its stack: the shared one stays live.
 */

const CASSETTE_NAME = 'browser-journey'

const own = useCassetteStack('gaokao-browser-har-', { CASSETTE_NAME, CASSETTE_LATENCY: 'none' })

interface Walk {
  /** What each step showed, to compare the replay with the live walk. */
  seen: string[]
  /** Answers to /api or /bff calls that carried the replay-miss code. */
  misses: string[]
  errors: string[]
}

/** Home -> 查大学 -> the first college -> /rank?score=600 -> password login -> /choice. */
async function journey(options: BrowserContextOptions): Promise<Walk> {
  const context = await own.browser.newContext({
    ...DESKTOP,
    baseURL: own.stack.baseUrl,
    locale: 'zh-CN',
    ...options,
  })
  const walk: Walk = { seen: [], misses: [], errors: [] }
  const pending: Promise<void>[] = []
  try {
    const page = await walkPage(context, walk.errors)
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (!path.startsWith('/api/') && !path.startsWith('/bff/')) return
      pending.push(
        response.text().then(
          (text) => {
            if (text.includes(`"code":${ERROR_CODE.replayMiss}`)) walk.misses.push(`${path}: ${text}`)
          },
          () => {},
        ),
      )
    })

    walk.seen.push(await homeSchools(page))
    walk.seen.push(...(await collegeListAndFirst(page)))
    walk.seen.push(await rankAt600(page))
    walk.seen.push(await passwordLogin(page))
    walk.seen.push(await choiceSummary(page))
    walk.seen.push(await firstOptionSettled(page))
  } finally {
    // Closing the context writes the HAR when one is recorded.
    await context.close()
  }
  await Promise.all(pending)
  return walk
}

const harFile = () => join(own.cassetteDir, `${CASSETTE_NAME}.har`)

describe('a HAR recorded by Chromium', () => {
  let live: Walk | undefined

  it('is recorded while the journey runs against the live stack', { timeout: 240_000 }, async () => {
    live = await journey({ recordHar: { path: harFile(), content: 'embed' } })
    expect(live.errors, 'console errors (live)').toEqual([])
    expect(live.seen).toHaveLength(7)
    mkdirSync(ARTIFACTS, { recursive: true })
    copyFileSync(harFile(), join(ARTIFACTS, 'har-replay-recorded.har'))
    const text = readFileSync(harFile(), 'utf8')
    // What the replay must cope with: the browser's payloads and its session, never the upstream calls behind them.
    expect(text).toContain('/bff/pages/')
    expect(text).toContain('/bff/site')
  })

  it('replays the same walk with the upstream stopped, no call missing', { timeout: 240_000 }, async () => {
    expect(live?.seen, 'the recording walk passed').toHaveLength(7)
    await own.stack.stopUpstream()
    await own.stack.restartBff({ UPSTREAM_MODE: 'replay' })
    const replayed = await journey({})
    expect(replayed.misses).toEqual([])
    expect(replayed.seen).toEqual(live?.seen)
    expect(replayed.errors, 'console errors (replay)').toEqual([])
    // Not one call the bff made behind the pages missed either (a session check's miss reaches no page).
    const metrics = await (await fetch(`${own.stack.baseUrl}/metrics`)).text()
    expect(metrics).toContain('# TYPE bff_replay_misses_total counter')
    expect(metrics).not.toMatch(/^bff_replay_misses_total\{[^}]*\} [1-9]/m)
  })
})
