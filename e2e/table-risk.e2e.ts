import {
  addWish,
  choiceSchoolList,
  fillVolunteer,
  formatProbability,
  loginByPassWord,
  meetsRequirementText,
  PLANNING_PAGE_TEXT,
  queryVolunteer,
  siteRoute,
  TABLE_RISK_TEXT,
  type TableRisk,
  toFillVolunteer,
  WISH_WARNING_TEXT,
  type WishDetail,
} from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD_MD5 } from './support/account'
import { askUpstream } from './support/ask-upstream.js'
import { useBrowser } from './support/browser'
import { snapshot } from './support/settled'
import { issueCard, withDatabase } from './support/test-database'
import { upstreamStudent } from './support/upstream-student'

/**
 * The table judged as a whole (docs/table-risk.md), as a family sees it in
 * Chromium: above a hand-built 江苏 table with a 保 placed above a 冲 and a
 * line whose 选科 the student no longer meets, and above a one-click result.
 * The tables are built through the upstream (the adding itself is
 * planning.e2e.ts's); what is judged here is the page.
 */
const browser = useBrowser()
const T = TABLE_RISK_TEXT

const call = askUpstream

interface Option {
  key: { schoolId: number; groupCode: string }
  subjectRequirement: string
  chance: { band: '冲' | '稳' | '保' | null }
}

/** The summary's value under a label. */
const summaryValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: T.title })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]')
    .textContent()

async function expectSummary(page: Page, risk: TableRisk): Promise<void> {
  const summary = page.getByRole('region', { name: T.title })
  await expect.poll(() => summary.isVisible()).toBe(true)
  expect(await summary.getByText(T.level[risk.level], { exact: true }).isVisible()).toBe(true)
  expect(await summaryValue(page, T.admittedLabel)).toBe(formatProbability(risk.admitted))
  expect(await summaryValue(page, T.slideRiskLabel)).toBe(formatProbability(risk.slideRisk))
  expect(await summaryValue(page, T.safeLabel)).toBe(T.safeValue(risk.safeCount, risk.safeNeeded))
}

describe('整表评估: the volunteer table judged as a whole', () => {
  it('shows above a 江苏 table its chance, 滑档 risk and 保 lines, a 保 placed above a 冲, and a 选科不符 line counted as P 0', {
    timeout: 180_000,
  }, async () => {
    const session = await browser.open()
    const { page } = session
    const student = { name: '整表考生', province: '江苏', xk: '物/化/生', score: 590, localArea: ['320000', '320100'] }
    const phone = await upstreamStudent(session, student, { vipCard: issueCard('RISK') })
    const token = (await call(loginByPassWord, { phone, passWord: DEMO_PASSWORD_MD5 })).token as string

    // Three groups picked by their band and requirement: a 保, a 冲, and a 稳 that needs 化学.
    const wish = await call(addWish, { name: '改选科的表', batch: '本科批' }, token)
    const band = async (b: '冲' | '稳' | '保') =>
      (await call(choiceSchoolList, { pageSize: 50, band: b }, token)).list as Option[]
    const [reach, match, safe] = [await band('冲'), await band('稳'), await band('保')]
    // Met by 物/化/生 (the list offers nothing else) and, or not, by the 物/生/地 the student changes to.
    const keeps = (o: Option) => meetsRequirementText(o.subjectRequirement, '物/生/地')
    const picks = [safe.find(keeps), reach.find(keeps), match.find((o) => !keeps(o))]
    for (const pick of picks) {
      if (!pick) throw new Error('no group of the wanted band and requirement for this candidate')
      await call(fillVolunteer, { wishId: wish.id, schoolId: pick.key.schoolId, groupCode: pick.key.groupCode }, token)
    }
    // The student changes 化学 for 地理: the same track, so the table stays theirs, but line 3 can no longer admit.
    withDatabase((db) => db.prepare("UPDATE users SET xk = '物/生/地' WHERE phone = ?").run(phone))
    const detail = (await call(queryVolunteer, { wishId: wish.id }, token)) as WishDetail

    await page.goto(`/choice/detail?wishId=${wish.id}`)
    await expect.poll(() => page.title()).toContain(siteRoute('/choice/detail').title)
    await expectSummary(page, detail.risk)
    const problems = page.getByRole('list', { name: T.problemsLabel })
    const subject = WISH_WARNING_TEXT.subject(picks[2]?.subjectRequirement ?? '', '物/生/地')
    await expect
      .poll(() => problems.getByRole('listitem').allTextContents())
      .toEqual([T.safeShort(1, detail.risk.safeNeeded), T.outOfOrder(1, '保', 2, '冲'), T.excludedLine(3, subject)])
    // The header counts the two lines that can admit, the 选科不符 one under none.
    expect(detail.counts).toEqual({ 冲: 1, 稳: 0, 保: 1, none: 1 })
    expect(await page.getByText(PLANNING_PAGE_TEXT.counts(detail.counts)).isVisible()).toBe(true)
    await snapshot(page, 'table-risk-detail.png', { fullPage: true })
  })

  it('shows the same summary above a one-click result', { timeout: 180_000 }, async () => {
    const session = await browser.open()
    const { page } = session
    const student = { name: '整表考生', province: '江苏', xk: '物/化/生', score: 560, localArea: ['320000', '320100'] }
    const phone = await upstreamStudent(session, student, { vipCard: issueCard('RISK') })
    const token = (await call(loginByPassWord, { phone, passWord: DEMO_PASSWORD_MD5 })).token as string
    const result = await call(toFillVolunteer, { preferences: {} }, token)
    const detail = (await call(queryVolunteer, { wishId: result.wish.id }, token)) as WishDetail
    expect(result.risk).toEqual(detail.risk)

    await page.goto(`/auxiliaryFill/result?wishId=${result.wish.id}`)
    await expect.poll(() => page.title()).toContain(siteRoute('/auxiliaryFill/result').title)
    await expectSummary(page, detail.risk)
    await snapshot(page, 'table-risk-ai-result.png')
  })
})
