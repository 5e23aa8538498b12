import {
  apiPath,
  type BodyOf,
  type DataOf,
  HOME_TEXT,
  queryWc,
  RANK_LOOKUP_MIN_SCORE,
  trackOf,
  VALIDATION_TEXT,
} from '@gaokao/contracts'
import type { BrowserContextOptions, Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { DESKTOP, PHONE, useBrowser, withProvince } from './support/browser.js'
import { latestYearOf } from './support/dataset.js'
import { snapshot } from './support/settled.js'

const browser = useBrowser()
const upstreamUrl = inject('upstreamUrl')

/** The rank the stack's upstream gives, for the figure the box must show. */
async function rankOf(body: BodyOf<typeof queryWc>): Promise<DataOf<typeof queryWc>> {
  const res = await fetch(`${upstreamUrl}${apiPath(queryWc)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const envelope = (await res.json()) as { code: number; msg: string; data: DataOf<typeof queryWc> }
  if (envelope.code !== 0) throw new Error(`queryWc ${JSON.stringify(body)}: ${envelope.msg}`)
  return envelope.data
}

/** Every queryWc the page sends, by its body: the test proves what was asked, and what never was. */
function recordLookups(page: Page): BodyOf<typeof queryWc>[] {
  const sent: BodyOf<typeof queryWc>[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === apiPath(queryWc)) sent.push(r.postDataJSON())
  })
  return sent
}

const SIZES: [string, BrowserContextOptions][] = [
  ['desktop', DESKTOP],
  ['390x844', PHONE],
]

describe.each(SIZES)('the home quick rank box at %s', (size, viewport) => {
  const phone = viewport === PHONE

  async function openHome(province: string) {
    const session = await browser.open(viewport)
    await withProvince(session, province)
    const { page } = session
    const sent = recordLookups(page)
    await page.goto('/')
    const box = page.getByRole('region', { name: HOME_TEXT.quickRank.title })
    await expect.poll(() => box.getByLabel(HOME_TEXT.quickRank.province).inputValue()).toBe(province)
    // A phone is tapped, a desktop clicked: the toggles must answer both. `force` presses a closed
    // toggle as a user would, where Playwright would otherwise wait for it to open.
    const press = (name: string, force = false) =>
      phone
        ? box.getByText(name, { exact: true }).tap({ force })
        : box.getByText(name, { exact: true }).click({ force })
    return { page, box, sent, press }
  }

  const answerOf = (box: Locator) => box.getByText(/年位次：/)
  const linkOf = (box: Locator) => box.getByRole('link', { name: HOME_TEXT.quickRank.toTable })
  const linkSearch = async (box: Locator) =>
    Object.fromEntries(new URL((await linkOf(box).getAttribute('href')) ?? '', 'http://x').searchParams)

  it('clears the answer and its link on a change of 首选, 再选, score or province; the new link follows the track', async () => {
    const { page, box, sent, press } = await openHome('江苏')
    const year = await latestYearOf('江苏')
    const submit = box.getByRole('button', { name: HOME_TEXT.quickRank.submit })

    await press('物理')
    await press('化学')
    await press('生物')
    await box.getByLabel(HOME_TEXT.quickRank.score).fill('600')
    await submit.click()
    const physics = await rankOf({ province: '江苏', xk: '物/化/生', score: 600 })
    await expect.poll(() => answerOf(box).textContent()).toBe(HOME_TEXT.quickRank.result(year, physics))
    expect(await linkSearch(box)).toEqual({ province: '江苏', track: trackOf('3+1+2', '物/化/生'), score: '600' })
    await snapshot(page, `quick-rank-answer-${size}.png`)

    // A new 首选: the old figure and its 物理类 link go at once, before any new lookup.
    await press('历史')
    await expect.poll(() => answerOf(box).count()).toBe(0)
    expect(await linkOf(box).count()).toBe(0)
    await submit.click()
    const history = await rankOf({ province: '江苏', xk: '史/化/生', score: 600 })
    await expect.poll(() => answerOf(box).textContent()).toBe(HOME_TEXT.quickRank.result(year, history))
    expect(await linkSearch(box)).toEqual({ province: '江苏', track: trackOf('3+1+2', '史/化/生'), score: '600' })

    await press('生物')
    await expect.poll(() => answerOf(box).count()).toBe(0)
    await press('政治')
    await submit.click()
    await expect.poll(() => answerOf(box).count()).toBe(1)

    await box.getByLabel(HOME_TEXT.quickRank.score).fill('601')
    await expect.poll(() => answerOf(box).count()).toBe(0)
    await submit.click()
    await expect.poll(() => answerOf(box).count()).toBe(1)

    await box.getByLabel(HOME_TEXT.quickRank.province).selectOption('浙江')
    await expect.poll(() => answerOf(box).count()).toBe(0)
    expect(await linkOf(box).count()).toBe(0)
    expect(sent.map((b) => `${b.province} ${b.xk} ${b.score}`)).toEqual([
      '江苏 物/化/生 600',
      '江苏 史/化/生 600',
      '江苏 史/化/政 600',
      '江苏 史/化/政 601',
    ])
  })

  it(`sends no lookup for a score of ${RANK_LOOKUP_MIN_SCORE} or below and says why`, async () => {
    const { box, sent, press } = await openHome('江苏')
    const submit = box.getByRole('button', { name: HOME_TEXT.quickRank.submit })
    await press('物理')
    await press('化学')
    await press('生物')
    for (const score of [RANK_LOOKUP_MIN_SCORE, 50]) {
      await box.getByLabel(HOME_TEXT.quickRank.score).fill(String(score))
      await submit.click()
      await expect
        .poll(() => box.getByRole('alert').textContent())
        .toBe(VALIDATION_TEXT.rankScoreTooLow(RANK_LOOKUP_MIN_SCORE))
      expect(await answerOf(box).count()).toBe(0)
    }
    // One score above the floor is looked up: the recorder sees requests, so its silence before was real.
    await box.getByLabel(HOME_TEXT.quickRank.score).fill(String(RANK_LOOKUP_MIN_SCORE + 500))
    await submit.click()
    await expect.poll(() => answerOf(box).count()).toBe(1)
    expect(sent.map((b) => b.score)).toEqual([RANK_LOOKUP_MIN_SCORE + 500])
  })

  it('closes a third 再选 in 江苏 and a fourth subject in 山东', async () => {
    const { page, box, press } = await openHome('江苏')
    const checkbox = (name: string) => box.getByRole('checkbox', { name, exact: true })
    await expect.poll(() => box.getByRole('group', { name: HOME_TEXT.quickRank.secondSubjects(2) }).count()).toBe(1)
    await press('物理')
    await press('化学')
    await press('生物')
    for (const closed of ['政治', '地理']) {
      await expect.poll(() => checkbox(closed).isDisabled()).toBe(true)
      await press(closed, true)
      expect(await checkbox(closed).isChecked()).toBe(false)
    }
    // Unticking one reopens the rest.
    await press('生物')
    await expect.poll(() => checkbox('政治').isDisabled()).toBe(false)

    await box.getByLabel(HOME_TEXT.quickRank.province).selectOption('山东')
    await expect.poll(() => box.getByRole('group', { name: HOME_TEXT.quickRank.subjects(3) }).count()).toBe(1)
    // By keyboard: Space ticks, and Tab passes over the closed subjects to the score.
    for (const name of ['物理', '化学', '生物']) {
      await checkbox(name).focus()
      await page.keyboard.press('Space')
      await expect.poll(() => checkbox(name).isChecked()).toBe(true)
    }
    for (const closed of ['历史', '政治', '地理']) {
      await expect.poll(() => checkbox(closed).isDisabled()).toBe(true)
    }
    await page.keyboard.press('Tab')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder')))
      .toBe(HOME_TEXT.quickRank.scorePlaceholder)
    await press('历史', true)
    expect(await checkbox('历史').isChecked()).toBe(false)
    await snapshot(page, `quick-rank-closed-${size}.png`)
  })
})
