import {
  addWish,
  choiceSchoolList,
  fillVolunteer,
  loginByPassWord,
  PLANNING_PAGE_TEXT,
  siteRoute,
} from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD_MD5, toastTexts } from './support/account'
import { askUpstream } from './support/ask-upstream.js'
import { useBrowser } from './support/browser'
import { pageSettled, snapshot } from './support/settled'
import { issueCard } from './support/test-database'
import { upstreamStudent } from './support/upstream-student'

/**
 * Small things of the volunteer table, in Chromium: deleting a line can be
 * undone (by keyboard, right after the delete), and a full table's add
 * buttons say why instead of throwing. The tables are built through the
 * upstream; what is judged here is the page.
 */
const browser = useBrowser()
const T = PLANNING_PAGE_TEXT

const call = askUpstream

interface Option {
  key: { schoolId: number; groupCode: string }
}

/** A logged-in 江苏 member with a table of `count` groups (the options' first ones), built at the upstream. */
async function tableOf(session: Parameters<typeof upstreamStudent>[0], count: number) {
  const student = { name: '撤销考生', province: '江苏', xk: '物/化/生', score: 590, localArea: ['320000', '320100'] }
  const phone = await upstreamStudent(session, student, { vipCard: issueCard('UNDO') })
  const token = (await call(loginByPassWord, { phone, passWord: DEMO_PASSWORD_MD5 })).token as string
  const wish = await call(addWish, { name: '撤销测试', batch: '本科批' }, token)
  const list: Option[] = []
  for (let pageNum = 1; list.length < count; pageNum++)
    list.push(...(await call(choiceSchoolList, { pageSize: 50, pageNum }, token)).list)
  for (const o of list.slice(0, count))
    await call(fillVolunteer, { wishId: wish.id, schoolId: o.key.schoolId, groupCode: o.key.groupCode }, token)
  return { wishId: wish.id as number, capacity: wish.capacity as number }
}

/** The table page's lines, by their titles, in order. */
const titles = (page: Page) => page.locator('ol li[data-line-id] h3').allTextContents()

describe('志愿表: small things', () => {
  it('puts a deleted line back at its place with 撤销, reached by keyboard right after the delete', {
    timeout: 180_000,
  }, async () => {
    const session = await browser.open()
    const { page } = session
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const { wishId } = await tableOf(session, 4)

    await page.goto(`/choice/detail?wishId=${wishId}`)
    await expect.poll(() => page.title()).toContain(siteRoute('/choice/detail').title)
    await expect.poll(() => titles(page).then((t) => t.length)).toBe(4)
    const before = await titles(page)
    const second = before[1] as string

    await page.getByRole('button', { name: T.deleteLine(second) }).click()
    await expect.poll(() => titles(page)).toEqual(before.filter((t) => t !== second))
    const undo = page.getByRole('button', { name: T.undoDelete(second) })
    await expect.poll(() => undo.evaluate((el) => el === document.activeElement)).toBe(true)
    await pageSettled(page)
    await snapshot(page, 'wish-undo-offered.png')

    await page.keyboard.press('Enter')
    await expect.poll(() => titles(page)).toEqual(before)
    await expect.poll(() => toastTexts(page)).toContain(T.lineRestored(2))
    expect(await undo.count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('says 已满 and why on every add at a full table, and throws nothing when one is pressed', {
    timeout: 240_000,
  }, async () => {
    const session = await browser.open()
    const { page } = session
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const { wishId, capacity } = await tableOf(session, 40)
    const reason = T.tableFullReason(capacity)

    await page.goto(`/choice?wishId=${wishId}&batch=本科批`)
    await expect.poll(() => page.getByRole('status').filter({ hasText: reason }).isVisible()).toBe(true)
    const full = page
      .getByRole('tabpanel')
      .locator('li[data-option]')
      .getByRole('button', { name: new RegExp(`^${T.full}：`) })
      .first()
    await expect.poll(() => full.isVisible()).toBe(true)
    expect(await full.getAttribute('aria-disabled')).toBe('true')
    expect(await full.getAttribute('title')).toBe(reason)
    // Reached by keyboard (a disabled button could not be), and pressing it says why.
    await full.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => toastTexts(page)).toContain(reason)
    await pageSettled(page)
    await snapshot(page, 'wish-full-choice.png')
    expect(
      await page
        .getByRole('tabpanel')
        .getByRole('button', { name: new RegExp(`^${T.add}：`) })
        .count(),
    ).toBe(0)

    await page.goto(`/choice/detail?wishId=${wishId}`)
    await expect.poll(() => page.getByText(reason).isVisible()).toBe(true)
    expect(errors).toEqual([])
  })
})
