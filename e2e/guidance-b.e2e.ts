import {
  AGREEMENT,
  CONVERSION_PAGE_TEXT,
  CONVERSION_TEXT,
  conversionVerify,
  DIALOG_TEXT,
  EXPERT_PAGE_TEXT,
  EXPERT_TEXT,
  GROUP_LINES_TEXT,
  queryConsultIntention,
  REPORT_SUMMARY_TEXT,
  RISK_SPLITS,
  saveUserConsult,
  siteRoute,
  subsidiaryScheme,
  VALIDATION_TEXT,
} from '@gaokao/contracts'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { exactly, toastTexts } from './support/account'
import { useBrowser, withProvince } from './support/browser'
import { api, bodyRows, n, STUDENT } from './support/guidance-b.js'
import { loginButton } from './support/login-dialog'
import { snapshot } from './support/settled'
import { registerStudent } from './support/student.js'
import { upstreamStudent } from './support/upstream-student.js'

/**
 * Guidance part B: mock-score conversion to its result and the
 * schools near it, a consultation saved and listed, an expert-assisted plan
 * to its generated report and /userAgreement, in Chromium against the built
 * stack (programmes.e2e.ts: the six programme pages). Figures are compared
 * with the API's own answers, fetched from inside the page (same session),
 * never hard-coded.
 */

const browser = useBrowser()

/**
 * The expert plan recommends majors from their own lines: 江苏 publishes its
 * 投档线 per 院校专业组 only, so its plans name none (tested apart below); a
 * 河南 student (lines generated per major) takes the plan through its steps.
 */
const HENAN_STUDENT = { ...STUDENT, province: '河南', localArea: ['410000', '410100'] }

const alertText = (scope: Page | Locator) => scope.getByRole('alert').first().textContent()
/** Picks an option of a Segmented/CheckGroup by its visible label, inside the group named by its legend. */
const pick = (page: Page, group: string, option: string) =>
  page
    .getByRole('group', { name: group })
    .locator('label')
    .filter({ hasText: exactly(option) })
    .click()

describe('模考换算 (/mockConvert -> /mockConvert/result)', () => {
  it('checks the form with the contracts’ texts, then shows the rank, its range, 等位分 and reachable schools', {
    timeout: 120_000,
  }, async () => {
    const session = await browser.open({ viewport: { width: 1366, height: 1400 } })
    await registerStudent(session, STUDENT)
    const { page } = session
    await page.goto('/mockConvert')
    const form = page.getByRole('form', { name: CONVERSION_PAGE_TEXT.formTitle })
    await expect.poll(() => form.isVisible(), { timeout: 20_000 }).toBe(true)
    expect(await page.title()).toContain(siteRoute('/mockConvert').title)
    // The profile's province and track are the form's start.
    expect(await page.getByLabel(CONVERSION_PAGE_TEXT.province).inputValue()).toBe(STUDENT.province)
    expect(await page.getByRole('radio', { name: '物理类' }).isChecked()).toBe(true)

    // Validation, in order: city, score, a rank without a size, a rank above the size.
    await form.getByRole('button', { name: CONVERSION_PAGE_TEXT.submit }).click()
    expect(await alertText(form)).toBe(CONVERSION_TEXT.cityRequired)
    await page.getByLabel(CONVERSION_PAGE_TEXT.city).selectOption({ index: 1 })
    const city = await page.getByLabel(CONVERSION_PAGE_TEXT.city).inputValue()
    expect(city).not.toBe('')
    await form.getByRole('button', { name: CONVERSION_PAGE_TEXT.submit }).click()
    expect(await alertText(form)).toBe(VALIDATION_TEXT.scoreRequired)
    await page.getByLabel(CONVERSION_PAGE_TEXT.score).fill('800')
    await form.getByRole('button', { name: CONVERSION_PAGE_TEXT.submit }).click()
    expect(await alertText(form)).toBe(CONVERSION_TEXT.scoreAboveFullMark(750))
    await page.getByLabel(CONVERSION_PAGE_TEXT.score).fill('562')
    await page.getByLabel(CONVERSION_PAGE_TEXT.rank).fill('1800')
    await form.getByRole('button', { name: CONVERSION_PAGE_TEXT.submit }).click()
    expect(await alertText(form)).toBe(CONVERSION_TEXT.rankNeedsCandidates)
    await page.getByLabel(CONVERSION_PAGE_TEXT.candidates).fill('1500')
    await form.getByRole('button', { name: CONVERSION_PAGE_TEXT.submit }).click()
    expect(await alertText(form)).toBe(CONVERSION_TEXT.rankAboveCandidates)
    await snapshot(page, 'guidance-b-mock-form.png', { fullPage: true })
    await pick(page, CONVERSION_PAGE_TEXT.scope, '地市统考')
    await page.getByLabel(CONVERSION_PAGE_TEXT.candidates).fill('24000')
    await form.getByRole('button', { name: CONVERSION_PAGE_TEXT.submit }).click()

    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/mockConvert/result')
    const search = new URL(page.url()).searchParams
    const date = (search.get('date') ?? '').replaceAll('"', '')
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const expected = await api(page, conversionVerify, {
      province: STUDENT.province,
      city,
      date,
      track: '物理类',
      scope: '地市统考',
      score: 562,
      candidates: 24000,
      rank: 1800,
    })
    expect(expected.method).toBe('rank')
    expect(expected.rankLow).toBeLessThan(expected.rank)
    expect(expected.rankHigh).toBeGreaterThan(expected.rank)

    const summary = page.getByRole('region', { name: CONVERSION_PAGE_TEXT.resultTitle })
    await expect.poll(() => summary.isVisible(), { timeout: 20_000 }).toBe(true)
    const summaryText = (await summary.textContent()) ?? ''
    expect(summaryText).toContain(CONVERSION_PAGE_TEXT.estimatedRank(expected.tableYear))
    expect(summaryText).toContain(n(expected.rank))
    expect(summaryText).toContain(CONVERSION_PAGE_TEXT.rankRange(expected.rankLow, expected.rankHigh))
    expect(summaryText).toContain(CONVERSION_PAGE_TEXT.scoreRange(expected.scoreLow, expected.scoreHigh))
    // The uncertainty is stated: the sources of the range, the range at 95%, and the disclaimer.
    const explanation = await summary
      .getByRole('list', { name: CONVERSION_PAGE_TEXT.method })
      .locator('li')
      .allTextContents()
    expect(explanation).toEqual(expected.explanation.slice(1))
    expect(explanation).toContain(CONVERSION_TEXT.range(expected.rankLow, expected.rankHigh))
    expect(explanation).toContain(CONVERSION_TEXT.disclaimer)
    expect(explanation.some((l) => l.startsWith('参考人数 24,000 人'))).toBe(true)

    // 等位分 of recent years: one row per year, the newest first.
    const equal = page.getByRole('region', { name: CONVERSION_PAGE_TEXT.equivalentTitle })
    await expect.poll(() => bodyRows(equal.locator('table')).count()).toBeGreaterThan(1)
    const firstYear = (await bodyRows(equal.locator('table')).first().textContent()) ?? ''
    expect(firstYear).toContain(String(expected.tableYear))
    expect(firstYear).toContain(String(expected.score))

    // Schools near the estimate, with 冲/稳/保 and only the chosen band after a filter.
    const schools = page.getByRole('region', { name: CONVERSION_PAGE_TEXT.schoolsTitle })
    await expect.poll(() => bodyRows(schools.locator('table')).count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await snapshot(page, 'guidance-b-mock-result.png', { fullPage: true })
    // The result is a public, shareable URL: a visitor without a session sees the same estimate.
    const visitor = await browser.open()
    await withProvince(visitor, STUDENT.province)
    await visitor.page.goto(page.url())
    const shared = visitor.page.getByRole('region', { name: CONVERSION_PAGE_TEXT.resultTitle })
    await expect
      .poll(() => shared.textContent(), { timeout: 20_000 })
      .toContain(CONVERSION_PAGE_TEXT.rankRange(expected.rankLow, expected.rankHigh))

    await schools
      .locator('label')
      .filter({ hasText: /^稳（\d+）$/ })
      .click()
    await expect.poll(() => new URL(page.url()).searchParams.get('band')).toBe('稳')
    await expect
      .poll(async () => {
        const rows = await bodyRows(schools.locator('table')).allTextContents()
        return rows.length > 0 && rows.every((r) => r.includes('稳'))
      })
      .toBe(true)
  })
})

describe('专家一对一 (/expertOneToOne)', () => {
  it('lists the experts, saves a consultation and lists it; a plan goes through its steps to a generated report', {
    timeout: 180_000,
  }, async () => {
    const session = await browser.open({ viewport: { width: 1366, height: 1400 } })
    await registerStudent(session, HENAN_STUDENT)
    const { page } = session
    const T = EXPERT_PAGE_TEXT
    await page.goto('/expertOneToOne')
    const intention = await api(page, queryConsultIntention, {})
    expect(intention.experts.length).toBeGreaterThan(1)
    await expect
      .poll(() => page.getByRole('note').filter({ hasText: T.sampleNotice }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true)
    for (const expert of intention.experts) {
      await expect.poll(() => page.getByRole('heading', { name: expert.title }).isVisible()).toBe(true)
    }
    await expect.poll(() => page.getByText(T.pending(0, intention.pendingLimit)).isVisible()).toBe(true)

    // Book the second expert: the form takes it.
    const second = intention.experts[1] as (typeof intention.experts)[number]
    await page.getByRole('button', { name: T.bookWith(second.title) }).click()
    const form = page.getByRole('form', { name: T.formTitle })
    expect(await form.getByLabel(T.expert).inputValue()).toBe(String(second.id))
    expect(await form.getByLabel(T.contactName).inputValue()).toBe(STUDENT.name)
    await form.getByRole('button', { name: T.submit }).click()
    expect(await alertText(form)).toBe(EXPERT_TEXT.timeInvalid)
    await pick(page, T.time, '工作日晚上')
    await pick(page, T.channel, '线上视频')
    await pick(page, T.topic, second.topics[0] as string)
    await form.getByLabel(T.question).fill('太短了')
    await form.getByRole('button', { name: T.submit }).click()
    expect(await alertText(form)).toBe(EXPERT_TEXT.questionLength)
    const question = '物理类 598 分，想学计算机或电子信息，省内和省外院校怎么取舍？'
    await form.getByLabel(T.question).fill(question)
    await snapshot(page, 'guidance-b-expert-form.png', { fullPage: true })
    await form.getByRole('button', { name: T.submit }).click()

    // Saved: the toast, then my consultations with it.
    await expect.poll(() => toastTexts(page)).toContain(T.saved)
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('mine')
    const mine = page.getByRole('tabpanel').locator('table')
    await expect.poll(() => bodyRows(mine).count()).toBe(1)
    const row = (await bodyRows(mine).first().textContent()) ?? ''
    for (const part of [second.title, second.topics[0] as string, question, '线上视频', '工作日晚上', '已提交']) {
      expect(row).toContain(part)
    }
    expect(await page.getByRole('note').filter({ hasText: T.statusNote }).isVisible()).toBe(true)
    await snapshot(page, 'guidance-b-expert-mine.png', { fullPage: true })

    // Two more open consultations reach the limit: the form says so with the upstream's text.
    for (const topic of ['选科指导', '高职单招'] as const) {
      await api(page, saveUserConsult, {
        expertId: second.id,
        topic,
        preferredTime: '周末',
        channel: '电话',
        contactName: STUDENT.name,
        question: `${topic}：想了解一下具体的准备步骤。`,
      })
    }
    await page.getByRole('tab', { name: T.tabs.experts }).click()
    await expect
      .poll(() => page.getByText(T.pending(intention.pendingLimit, intention.pendingLimit)).isVisible())
      .toBe(true)
    await pick(page, T.time, '周末')
    await pick(page, T.channel, '电话')
    await form.getByLabel(T.question).fill('第四条咨询：请问如何准备综合评价面试？')
    await form.getByRole('button', { name: T.submit }).click()
    await expect.poll(() => alertText(form)).toBe(EXPERT_TEXT.consultLimit(intention.pendingLimit))
    await page.getByRole('tab', { name: T.tabs.mine }).click()
    await expect.poll(() => bodyRows(mine).count()).toBe(3)

    // The expert-assisted plan: a new one from the questions.
    await page.getByRole('tab', { name: T.tabs.schemes }).click()
    await expect.poll(() => page.getByText(T.schemesEmpty).isVisible()).toBe(true)
    const schemeForm = page.getByRole('form', { name: T.newScheme })
    await schemeForm.getByLabel(T.schemeName).fill('我的第一个方案')
    await pick(page, '感兴趣的学科门类', '工学')
    await schemeForm.getByRole('button', { name: T.saveScheme }).click()
    expect(await alertText(schemeForm)).toBe(EXPERT_TEXT.answersInvalid('毕业后的打算'))
    await pick(page, '想去哪些地区读书', '长三角')
    await pick(page, '毕业后的打算', '读研深造')
    await pick(page, '填报风格', '均衡')
    await pick(page, '是否服从专业调剂', '服从调剂')
    await pick(page, '学费承受范围', '不限')
    await schemeForm.getByRole('button', { name: T.saveScheme }).click()

    await expect.poll(() => new URL(page.url()).searchParams.get('scheme')).toMatch(/^\d+$/)
    await expect.poll(() => page.getByRole('heading', { name: '我的第一个方案', exact: true }).isVisible()).toBe(true)
    const panel = page.getByRole('tabpanel')
    expect(
      await panel
        .getByText(new RegExp(`^${HENAN_STUDENT.province} · 物理类 · ${STUDENT.score}分 · 位次 [\\d,]+$`))
        .count(),
    ).toBe(1)
    const majors = page.getByRole('region', { name: `${T.steps.majors}：${T.majorsTitle}` })
    await expect.poll(() => bodyRows(majors.locator('table')).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    // 工学 was chosen: the preferred majors come first.
    expect(await bodyRows(majors.locator('table')).first().textContent()).toContain(T.preferred)
    const scale = page.getByRole('region', { name: `${T.steps.scale}：${T.scaleTitle}` })
    await expect.poll(() => scale.textContent()).toMatch(/选科「物\/化\/生」可报 [\d,]+ \/ [\d,]+ 个院校专业/)
    const volunteers = page.getByRole('region', { name: `${T.steps.volunteers}：${T.volunteersTitle}` })
    await expect.poll(() => volunteers.textContent()).toMatch(/建议冲 \d+ 个、稳 \d+ 个、保 \d+ 个/)

    // The report.
    await page.getByRole('button', { name: T.generate }).click()
    await expect.poll(() => toastTexts(page)).toContain(T.generated)
    const report = page.getByRole('article', { name: `${T.reportTitle}：我的第一个方案` })
    await expect.poll(() => report.isVisible(), { timeout: 30_000 }).toBe(true)
    const summary = await report.locator('ul').last().locator('li').allTextContents()
    expect(summary[0]).toMatch(/^你的分数约位于全省前 [\d.]+%，当前成绩对应「.+」。$/)
    expect(summary).toContain(REPORT_SUMMARY_TEXT.goal.读研深造)
    expect(summary.at(-1)).toBe(REPORT_SUMMARY_TEXT.disclaimer)
    expect(await report.textContent()).toMatch(/\d{4}年一分一段表中，598 分对应位次 [\d,]+/)
    expect(await page.getByRole('button', { name: T.regenerate }).isVisible()).toBe(true)
    await snapshot(page, 'guidance-b-expert-report.png', { fullPage: true })

    // Changing the plan (subsidiaryScheme with its id): a bolder style moves the 冲/稳/保 split.
    const volunteerText = (await volunteers.textContent()) ?? ''
    const count = Number(volunteerText.match(/本省每张志愿表 (\d+) 个志愿/)?.[1])
    expect(count).toBeGreaterThan(0)
    const bold = RISK_SPLITS.敢于冲刺 as { reach: number; match: number; safe: number }
    const reach = Math.round((count * bold.reach) / 100)
    const safe = Math.round((count * bold.safe) / 100)
    await page.getByRole('button', { name: T.editScheme }).click()
    const editForm = page.getByRole('form', { name: T.editScheme })
    expect(await editForm.getByLabel(T.schemeName).inputValue()).toBe('我的第一个方案')
    expect(await editForm.getByRole('radio', { name: '均衡' }).isChecked()).toBe(true)
    await pick(page, '填报风格', '敢于冲刺')
    await editForm.getByRole('button', { name: T.saveScheme }).click()
    await expect.poll(() => toastTexts(page)).toContain(T.schemeSaved)
    await expect
      .poll(() => volunteers.textContent())
      .toContain(T.volunteersSummary(count, reach, count - reach - safe, safe))
    // The form closes after the save's answer re-renders the plan: wait for it rather than read it once.
    await expect.poll(() => editForm.count()).toBe(0)

    // Back to the list: the plan is there, with its report time.
    await page.getByRole('button', { name: T.back }).click()
    await expect.poll(() => page.getByRole('button', { name: `${T.open}：我的第一个方案` }).isVisible()).toBe(true)
    // The list was cached before the report existed: it shows at once and refetches (invalidated on generation).
    await expect.poll(() => page.getByText(/^生成时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).count()).toBe(1)
  })

  it('says, in 江苏, why a plan and its report name no major: 投档线 are published per 院校专业组 only', {
    timeout: 120_000,
  }, async () => {
    const session = await browser.open({ viewport: { width: 1366, height: 1400 } })
    await upstreamStudent(session, STUDENT)
    const { page } = session
    const T = EXPERT_PAGE_TEXT
    await page.goto('/expertOneToOne')
    const answers = {
      regions: ['长三角'],
      categories: ['工学'],
      goal: ['读研深造'],
      risk: ['均衡'],
      adjust: ['服从调剂'],
      budget: ['不限'],
    }
    const scheme = await api(page, subsidiaryScheme, { name: '江苏的方案', answers })
    await page.goto(`/expertOneToOne?tab=schemes&scheme=${scheme.id}`)
    const why = GROUP_LINES_TEXT.noMajorLines('江苏')
    const majors = page.getByRole('region', { name: `${T.steps.majors}：${T.majorsTitle}` })
    await expect.poll(() => majors.getByText(why).isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await majors.locator('table').count()).toBe(0)
    // The rest of the plan stands on the published group lines.
    const volunteers = page.getByRole('region', { name: `${T.steps.volunteers}：${T.volunteersTitle}` })
    await expect.poll(() => volunteers.textContent()).toMatch(/建议冲 \d+ 个、稳 \d+ 个、保 \d+ 个/)

    await page.getByRole('button', { name: T.generate }).click()
    const report = page.getByRole('article', { name: `${T.reportTitle}：江苏的方案` })
    await expect.poll(() => report.isVisible(), { timeout: 30_000 }).toBe(true)
    await expect.poll(() => report.getByText(why).isVisible()).toBe(true)
    await snapshot(page, 'guidance-b-expert-report-jiangsu.png', { fullPage: true })
  })
})

describe('/userAgreement', () => {
  it('is the agreement of the login dialog, as a page anyone can open', async () => {
    const session = await browser.open()
    await withProvince(session, '江苏')
    const { page } = session
    await page.goto('/userAgreement')
    await expect
      .poll(() => page.getByRole('heading', { name: AGREEMENT.title, level: 1 }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true)
    expect(await page.title()).toContain(siteRoute('/userAgreement').title)
    const article = page.getByRole('main').getByRole('article')
    const pageText = (await article.textContent()) ?? ''
    expect(pageText).toContain(AGREEMENT.preamble)
    for (const clause of AGREEMENT.clauses) {
      expect(await article.getByRole('heading', { name: clause.heading }).isVisible()).toBe(true)
      expect(pageText).toContain(clause.text)
    }
    expect(pageText).toContain(AGREEMENT.dataNotice)
    await snapshot(page, 'guidance-b-user-agreement.png', { fullPage: true })

    // The login dialog's agreement is the same text.
    await loginButton(page).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `《${DIALOG_TEXT.agreementTitle}》` })
      .click()
    const dialogArticle = page.getByRole('dialog').filter({ hasText: AGREEMENT.preamble }).getByRole('article')
    await expect.poll(() => dialogArticle.isVisible()).toBe(true)
    expect(await dialogArticle.textContent()).toBe(pageText)
  })
})
