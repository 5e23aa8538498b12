import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  CONVERSION_PAGE_TEXT,
  EXPERT_PAGE_TEXT,
  formatYuan,
  MEMBERSHIP_TEXT,
  PROGRAMME_PAGE_TEXT,
  PROGRAMME_TEXT,
  type ProgrammeKey,
  queryProduct,
  queryProgrammeDetail,
  queryProgrammeJobs,
  queryProgrammeRelated,
  queryProgrammeSchools,
  queryScoreGain,
  SCHOOL_PROGRAMMES,
  type SchoolProgramme,
  siteRoute,
} from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, useBrowser } from './support/browser'
import { api, bodyRows, STUDENT } from './support/guidance-b.js'
import { pageSettled, snapshot } from './support/settled'
import { registerStudent } from './support/student.js'

/**
 * The six programme pages (升学路径) in Chromium against the built stack, on
 * a desktop and a phone, and axe over the guidance pages in use: figures
 * are compared with the API's own answers, fetched from inside the page.
 */

const browser = useBrowser()

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
