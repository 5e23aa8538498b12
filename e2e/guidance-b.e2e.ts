import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  ACCOUNT_TEXT,
  AGREEMENT,
  apiPath,
  type BodyOf,
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  CONVERSION_PAGE_TEXT,
  CONVERSION_TEXT,
  conversionVerify,
  type DataOf,
  DIALOG_TEXT,
  type Endpoint,
  EXPERT_PAGE_TEXT,
  EXPERT_TEXT,
  formatYuan,
  GROUP_LINES_TEXT,
  MEMBERSHIP_TEXT,
  PROGRAMME_PAGE_TEXT,
  PROGRAMME_TEXT,
  type ProgrammeKey,
  queryConsultIntention,
  queryProduct,
  queryProgrammeDetail,
  queryProgrammeJobs,
  queryProgrammeRelated,
  queryProgrammeSchools,
  queryScoreGain,
  REPORT_SUMMARY_TEXT,
  RISK_SPLITS,
  SCHOOL_PROGRAMMES,
  type SchoolProgramme,
  saveUserConsult,
  siteRoute,
  subsidiaryScheme,
  VALIDATION_TEXT,
} from '@gaokao/contracts'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { exactly, toastTexts } from './support/account'
import { PHONE, useBrowser, withProvince } from './support/browser'
import { pageSettled, snapshot } from './support/settled'
import { registerStudent } from './support/student.js'
import { upstreamStudent } from './support/upstream-student.js'

/**
 * Guidance part B: mock-score conversion to its result and the
 * schools near it, a consultation saved and listed, an expert-assisted plan
 * to its generated report, the six programme pages and /userAgreement, in
 * Chromium against the built stack. Figures are compared with the API's own
 * answers, fetched from inside the page (same session), never hard-coded.
 */

const browser = useBrowser()
const n = (value: number) => value.toLocaleString('zh-CN')

const STUDENT = { name: '指导测试', province: '江苏', xk: '物/化/生', score: 598, localArea: ['320000', '320100'] }
/**
 * The expert plan recommends majors from their own lines: 江苏 publishes its
 * 投档线 per 院校专业组 only, so its plans name none (tested apart below); a
 * 河南 student (lines generated per major) takes the plan through its steps.
 */
const HENAN_STUDENT = { ...STUDENT, province: '河南', localArea: ['410000', '410100'] }

/** Calls an endpoint from inside the page, with the page's session cookie; throws unless code is 0. */
async function api<E extends Endpoint>(page: Page, endpoint: E, body: BodyOf<E>): Promise<DataOf<E>> {
  const answer = await page.evaluate(
    async ({ url, method, body, header }) => {
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', [header.name]: header.value },
        body: JSON.stringify(body),
      })
      return (await res.json()) as { code: number; msg: string; data: unknown }
    },
    {
      url: apiPath(endpoint),
      method: endpoint.method,
      body,
      header: { name: CLIENT_HEADER, value: CLIENT_HEADER_VALUE },
    },
  )
  if (answer.code !== 0) throw new Error(`${endpoint.path}: ${answer.code} ${answer.msg}`)
  return answer.data as DataOf<E>
}

const alertText = (scope: Page | Locator) => scope.getByRole('alert').first().textContent()
/** Picks an option of a Segmented/CheckGroup by its visible label, inside the group named by its legend. */
const pick = (page: Page, group: string, option: string) =>
  page
    .getByRole('group', { name: group })
    .locator('label')
    .filter({ hasText: exactly(option) })
    .click()
const bodyRows = (table: Locator) => table.locator('tbody tr')

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

const PROGRAMMES: readonly ProgrammeKey[] = [
  'plan',
  'undergraduatePlan',
  'postgraduatePlan',
  'singleMovePlan',
  'stateEnterprisePlan',
  'scorePromote',
]

describe('升学路径 (programme pages)', () => {
  it('renders each page’s text, figures and related links from the API', { timeout: 180_000 }, async () => {
    const session = await browser.open()
    await registerStudent(session, STUDENT)
    const { page } = session
    for (const key of PROGRAMMES) {
      const path = `/${key}`
      await page.goto(path)
      const detail = await api(page, queryProgrammeDetail, { key })
      const related = await api(page, queryProgrammeRelated, { key })
      await expect
        .poll(() => page.getByRole('article', { name: detail.title }).isVisible(), {
          timeout: 20_000,
        })
        .toBe(true)
      expect(await page.title()).toContain(siteRoute(path).title)
      // The path's title is said once: as the page's heading, or below it when it differs.
      expect(await page.getByRole('heading', { name: detail.title, exact: true }).count()).toBe(1)
      expect(await page.getByText(detail.summary).isVisible()).toBe(true)
      for (const section of detail.sections) {
        expect(await page.getByRole('heading', { name: section.heading, exact: true }).count()).toBe(1)
      }
      for (const f of detail.faq) expect(await page.getByText(f.question, { exact: true }).count()).toBe(1)
      expect(await page.getByText(PROGRAMME_PAGE_TEXT.source(detail.source, detail.updated)).isVisible()).toBe(true)
      expect(related.tools.length + related.articles.length).toBeGreaterThan(0)
      for (const tool of related.tools) {
        const name = new RegExp(`^${tool.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
        expect(await page.getByRole('link', { name }).first().getAttribute('href')).toBe(tool.path)
      }
      for (const article of related.articles) {
        const link = page.getByRole('link', { name: article.title, exact: true }).first()
        expect(await link.getAttribute('href')).toContain(`/information/${article.id}`)
      }

      // The products on sale, from queryProduct: name, price in yuan, a way into the purchase dialog.
      const products = await api(page, queryProduct, {})
      expect(products.map((p) => p.code)).toEqual(['vip', 'expert'])
      const offers = page.getByRole('region', { name: PROGRAMME_PAGE_TEXT.products })
      for (const product of products) {
        const offer = offers.locator(`[data-product="${product.code}"]`)
        await expect.poll(() => offer.textContent()).toContain(product.name)
        expect(await offer.textContent()).toContain(formatYuan(product.priceFen))
        expect(await offer.getByRole('button', { name: MEMBERSHIP_TEXT.buyWith(product.name) }).isVisible()).toBe(true)
      }
      if (key === 'plan') {
        const expert = products[1] as (typeof products)[number]
        await offers.getByRole('button', { name: MEMBERSHIP_TEXT.buyWith(expert.name) }).click()
        const purchase = page.getByRole('dialog', { name: MEMBERSHIP_TEXT.buyTitle })
        const pay = purchase.getByRole('button', { name: `${MEMBERSHIP_TEXT.payNow} ${formatYuan(expert.priceFen)}` })
        await expect.poll(() => pay.isEnabled()).toBe(true)
        expect(await purchase.getByRole('radio', { name: new RegExp(expert.name) }).isChecked()).toBe(true)
        await snapshot(page, 'guidance-b-programme-purchase.png')
        await purchase.getByRole('button', { name: 'close', exact: true }).click()
        await expect.poll(() => purchase.count()).toBe(0)
      }

      if ((SCHOOL_PROGRAMMES as readonly string[]).includes(key)) {
        const schoolKey = key as SchoolProgramme
        const expected = await api(page, queryProgrammeSchools, {
          key: schoolKey,
          province: STUDENT.province,
          track: '物理类',
          pageNum: 1,
          pageSize: 10,
        })
        expect(expected.total).toBeGreaterThan(0)
        const region = page.getByRole('region', { name: PROGRAMME_PAGE_TEXT.schoolsTitle[schoolKey] })
        await expect.poll(() => bodyRows(region.locator('table')).count()).toBe(expected.list.length)
        expect(await region.textContent()).toContain(expected.rule)
        const first = expected.list[0] as (typeof expected.list)[number]
        const firstRow = (await bodyRows(region.locator('table')).first().textContent()) ?? ''
        expect(firstRow).toContain(first.name)
        expect(firstRow).toContain(
          first.admission
            ? PROGRAMME_PAGE_TEXT.admission(first.admission.year, first.admission.minScore, first.admission.minRank)
            : PROGRAMME_PAGE_TEXT.notRecruiting,
        )
        if (schoolKey === 'singleMovePlan') expect(expected.rule).toBe(PROGRAMME_TEXT.rules.singleMovePlan('江苏'))
      }

      if (key === 'scorePromote') {
        const region = page.getByRole('region', { name: PROGRAMME_PAGE_TEXT.gainTitle })
        // The profile's score is the start.
        expect(await region.getByLabel(PROGRAMME_PAGE_TEXT.scoreInput).inputValue()).toBe(String(STUDENT.score))
        await region.getByRole('button', { name: PROGRAMME_PAGE_TEXT.gainQuery }).click()
        const gain = await api(page, queryScoreGain, {
          province: STUDENT.province,
          track: '物理类',
          score: STUDENT.score,
        })
        await expect.poll(() => bodyRows(region.locator('table')).count()).toBe(gain.steps.length)
        const text = (await region.textContent()) ?? ''
        expect(text).toContain(
          PROGRAMME_PAGE_TEXT.gainIntro(gain.year, STUDENT.province, '物理类', gain.score, gain.rank),
        )
        for (const step of gain.steps) expect(text).toContain(PROGRAMME_PAGE_TEXT.gainPassed(step.passed))
        for (const line of gain.lines)
          expect(text).toContain(PROGRAMME_PAGE_TEXT.lineGap(line.batch, line.score, line.gap))
      }

      if (key === 'stateEnterprisePlan') {
        const region = page.getByRole('region', { name: PROGRAMME_PAGE_TEXT.jobsTitle })
        const all = await api(page, queryProgrammeJobs, { pageNum: 1, pageSize: 10 })
        await expect.poll(() => bodyRows(region.locator('table')).count()).toBe(all.list.length)
        const industry = all.industries[1] as string
        await region.getByLabel(PROGRAMME_PAGE_TEXT.jobColumns.industry).selectOption(industry)
        const some = await api(page, queryProgrammeJobs, { industry, pageNum: 1, pageSize: 10 })
        await expect
          .poll(async () => {
            const rows = await bodyRows(region.locator('table')).allTextContents()
            return rows.length === some.list.length && rows.every((r) => r.includes(industry))
          })
          .toBe(true)
      }
      await snapshot(page, `guidance-b-programme-${key}.png`, { fullPage: true })
    }
  })
})

describe('on a phone', () => {
  it('the expert page and a programme page fit the screen (wide tables scroll inside their box)', {
    timeout: 120_000,
  }, async () => {
    const session = await browser.open(PHONE)
    await registerStudent(session, STUDENT)
    const { page } = session
    for (const [path, ready] of [
      ['/expertOneToOne', page.getByRole('form', { name: EXPERT_PAGE_TEXT.formTitle })],
      ['/undergraduatePlan', page.getByRole('region', { name: PROGRAMME_PAGE_TEXT.schoolsTitle.undergraduatePlan })],
    ] as const) {
      await page.goto(path)
      await expect.poll(() => ready.isVisible(), { timeout: 20_000 }).toBe(true)
      await page.waitForLoadState('networkidle')
      await pageSettled(page)
      const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ])
      expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth as number)
      await snapshot(page, `guidance-b-phone${path.replace('/', '-')}.png`, { fullPage: true })
    }
  })
})

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe's WCAG 2.1 A/AA violations of serious or critical impact whose element is ours (not Semi's own markup). */
async function severeViolations(page: Page): Promise<string[]> {
  // Audited at rest: text fading or sliding in fails contrast it passes once there.
  await pageSettled(page)
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } }).axe
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as {
      violations: { id: string; impact: string; nodes: { html: string; failureSummary?: string }[] }[]
    }
    return result.violations
  })
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes
        .filter((node) => !/class="[^"]*\bsemi-/.test(node.html.slice(0, node.html.indexOf('>') + 1)))
        .map((node) => `${v.id}: ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`),
    )
}

describe('accessibility of these pages in use (axe)', () => {
  it('has no serious or critical violation of ours on the filled-in pages', { timeout: 180_000 }, async () => {
    const session = await browser.open()
    await registerStudent(session, STUDENT)
    const { page } = session
    const found: string[] = []
    const audit = async (label: string) => found.push(...(await severeViolations(page)).map((v) => `${label} ${v}`))

    await page.goto('/mockConvert')
    const form = page.getByRole('form', { name: CONVERSION_PAGE_TEXT.formTitle })
    await expect.poll(() => form.isVisible(), { timeout: 20_000 }).toBe(true)
    await form.getByRole('button', { name: CONVERSION_PAGE_TEXT.submit }).click()
    await audit('/mockConvert')
    await page.getByLabel(CONVERSION_PAGE_TEXT.city).selectOption({ index: 1 })
    await page.getByLabel(CONVERSION_PAGE_TEXT.score).fill('540')
    await form.getByRole('button', { name: CONVERSION_PAGE_TEXT.submit }).click()
    const schools = page.getByRole('region', { name: CONVERSION_PAGE_TEXT.schoolsTitle })
    await expect.poll(() => bodyRows(schools.locator('table')).count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await audit('/mockConvert/result')

    await page.goto('/expertOneToOne')
    await expect
      .poll(() => page.getByRole('form', { name: EXPERT_PAGE_TEXT.formTitle }).isVisible(), { timeout: 20_000 })
      .toBe(true)
    await audit('/expertOneToOne')
    await page.getByRole('tab', { name: EXPERT_PAGE_TEXT.tabs.schemes }).click()
    await expect.poll(() => page.getByRole('form', { name: EXPERT_PAGE_TEXT.newScheme }).isVisible()).toBe(true)
    await audit('/expertOneToOne?tab=schemes')

    for (const key of PROGRAMMES) {
      await page.goto(`/${key}`)
      await expect
        .poll(() => page.getByText(PROGRAMME_PAGE_TEXT.contentNote).isVisible(), { timeout: 20_000 })
        .toBe(true)
      await page.waitForLoadState('networkidle')
      await audit(`/${key}`)
    }
    expect(found).toEqual([])
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
    await page.getByRole('banner').getByRole('button', { name: ACCOUNT_TEXT.login, exact: true }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `《${DIALOG_TEXT.agreementTitle}》` })
      .click()
    const dialogArticle = page.getByRole('dialog').filter({ hasText: AGREEMENT.preamble }).getByRole('article')
    await expect.poll(() => dialogArticle.isVisible()).toBe(true)
    expect(await dialogArticle.textContent()).toBe(pageText)
  })
})
