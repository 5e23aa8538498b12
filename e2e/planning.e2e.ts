import { readFile } from 'node:fs/promises'
import { EXPORT_TEXT, GROUP_LINES_TEXT, meetsRequirementText, PLANNING_PAGE_TEXT, siteRoute } from '@gaokao/contracts'
import ExcelJS from 'exceljs'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { PHONE, useBrowser } from './support/browser'
import {
  addFromBand,
  drag,
  lineIds,
  lines,
  noSideScroll,
  options,
  pick,
  requirementOf,
  showBand,
  summaryRank,
} from './support/choice-page'
import { planYear } from './support/dataset'
import { snapshot } from './support/settled'
import { registerStudent } from './support/student'
import { upstreamStudent } from './support/upstream-student'

const browser = useBrowser()
const T = PLANNING_PAGE_TEXT

/** Self-filling is a member feature: each candidate here redeems one of the README's demo cards. */
const CARD = { choice: 'GKVIP-DEMO-0008', phone: 'GKVIP-DEMO-0009' }

describe('自主填报: a 江苏 物理类 candidate', () => {
  // 物/生/地 misses 化学: the dataset's many 物理+化学 groups (and 历史, 思想政治 ones) are closed to them.
  it('gets 冲/稳/保 options that respect the subject requirement, builds a table of 10, reorders it by drag and exports it', {
    timeout: 240_000,
  }, async () => {
    // A tall window keeps the first lines in view while dragging (no auto-scroll in the way).
    const session = await browser.open({ viewport: { width: 1366, height: 1800 } })
    const { page } = session
    const student = { name: '规划测试', province: '江苏', xk: '物/生/地', score: 612, localArea: ['320000', '320100'] }
    await registerStudent(session, student, { vipCard: CARD.choice })

    await page.goto('/choice')
    const summary = page.getByRole('region', { name: T.summaryTitle })
    await expect.poll(() => summary.textContent(), { timeout: 20_000 }).toContain('规划测试 · 江苏')
    expect(await summary.textContent()).toContain('物理类')
    expect(await page.title()).toContain(siteRoute('/choice').title)
    // Its button opens the short student form (docs/spec-rules.md, Screens: a title other than the default): the score and
    // subjects, none of the personal fields.
    await summary.getByRole('button', { name: T.editProfile }).click()
    const shortForm = page.getByRole('dialog', { name: T.editProfile })
    await expect.poll(() => shortForm.isVisible()).toBe(true)
    expect(await shortForm.getByLabel('高考分数', { exact: true }).count()).toBe(1)
    expect(await shortForm.getByLabel('姓名', { exact: true }).count()).toBe(0)
    await shortForm.getByRole('button', { name: 'close', exact: true }).click()
    await expect.poll(() => shortForm.isVisible()).toBe(false)
    // Some groups were left out for their requirement, and the page says how many.
    const panel = page.getByRole('tabpanel')
    await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toMatch(/另有 [\d,]+ 个志愿/)
    const excluded = Number((await panel.textContent())?.match(/另有 ([\d,]+) 个志愿/)?.[1]?.replaceAll(',', ''))
    expect(excluded).toBeGreaterThan(0)
    expect(await panel.textContent()).toContain(T.subjectExcluded(excluded))

    // Every band has options; each shows its band, chance, the years behind it, and a requirement 物生地 meets.
    const counts: Record<string, number> = {}
    for (const band of ['冲', '稳', '保'] as const) {
      const tab = page.getByRole('tab', { name: new RegExp(`^${band}（\\d+）$`) })
      await showBand(page, band)
      counts[band] = Number((await tab.textContent())?.match(/（(\d+)）/)?.[1])
      expect(counts[band]).toBeGreaterThan(0)
      const texts = await options(page).allTextContents()
      for (const text of texts) {
        expect(text).toMatch(/20\d\d年 \d+分\/[\d,]+名/)
        const requirement = requirementOf(text)
        expect(requirement, text.slice(0, 60)).not.toBe('')
        expect(meetsRequirementText(requirement, student.xk), requirement).toBe(true)
      }
    }
    await showBand(page, '冲')
    await options(page).first().getByText(T.why).click()
    await expect
      .poll(() =>
        options(page)
          .first()
          .getByText(/^录取概率约 \d+%，属于「冲」$/)
          .isVisible(),
      )
      .toBe(true)
    await snapshot(page, 'planning-choice-desktop.png')

    // A new table, then ten options: 3 冲, 4 稳, 3 保.
    await page.getByRole('button', { name: T.newWish }).click()
    await expect.poll(() => page.getByText(T.filledCount(0, 40)).isVisible()).toBe(true)
    await addFromBand(page, '冲', 3)
    await addFromBand(page, '稳', 4)
    await addFromBand(page, '保', 3)
    await expect.poll(() => page.getByText(T.filledCount(10, 40)).isVisible()).toBe(true)

    await page.getByRole('link', { name: T.openWish }).click()
    await expect.poll(() => lines(page).count(), { timeout: 15_000 }).toBe(10)
    expect(await page.title()).toContain(siteRoute('/choice/detail').title)
    const firstText = await lines(page).first().textContent()
    expect(firstText).toMatch(/冲 \d+%/)
    // Each line names the coming enrolment's plan.
    expect(firstText).toMatch(new RegExp(`${await planYear()}年计划 \\d+ 人`))
    await snapshot(page, 'planning-wish-detail.png', { fullPage: true })

    // Drag the first line below the third: the order changes and is saved.
    const before = await lineIds(page)
    await drag(page, lines(page).first(), lines(page).nth(2))
    const expected = [before[1], before[2], before[0], ...before.slice(3)]
    await expect.poll(() => lineIds(page)).toEqual(expected)
    await page.waitForLoadState('networkidle')
    await page.reload()
    await expect.poll(() => lineIds(page), { timeout: 15_000 }).toEqual(expected)

    // Typing a position moves a line too.
    const position = lines(page)
      .nth(9)
      .getByRole('textbox', { name: T.positionLabel(10) })
    await position.fill('1')
    await position.press('Enter')
    await expect.poll(() => lineIds(page)).toEqual([expected[9], ...expected.slice(0, 9)])

    const schools = await lines(page).evaluateAll((els) =>
      els.map((e) => (e.querySelector('h3')?.textContent ?? '').split(' ')[0] ?? ''),
    )
    const rank = (await summaryRank(page)) ?? ''

    // Excel: the student and every line.
    const excel = page.waitForEvent('download')
    await page.getByRole('button', { name: T.exportExcel }).click()
    const excelFile = await excel
    expect(excelFile.suggestedFilename()).toMatch(/\.xlsx$/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await readFile((await excelFile.path()) as string)) as unknown as ArrayBuffer)
    const cells: string[] = []
    book.getWorksheet(EXPORT_TEXT.sheetName)?.eachRow((row) => row.eachCell((c) => cells.push(String(c.value))))
    expect(cells).toEqual(expect.arrayContaining([EXPORT_TEXT.student, '规划测试', '江苏', '612']))
    expect(cells.some((c) => c.startsWith(rank))).toBe(true)
    for (const school of schools) expect(cells).toContain(school)

    // PDF: the same, read back as text.
    const pdfDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: T.exportPdf }).click()
    const pdfFile = await pdfDownload
    expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/)
    const pdf = await getDocumentProxy(new Uint8Array(await readFile((await pdfFile.path()) as string)))
    const { text } = await extractText(pdf, { mergePages: true })
    expect(text).toContain('考生：规划测试')
    expect(text).toContain('省份：江苏')
    expect(text).toContain('分数：612')
    expect(text).toContain(`位次：${rank}`)
    for (const school of schools) expect(text).toContain(school)

    await page.goto('/choice/buildWish')
    await expect
      .poll(() =>
        page
          .getByRole('listitem')
          .filter({ hasText: T.lines(10, 40) })
          .count(),
      )
      .toBe(1)
    await snapshot(page, 'planning-build-wish.png', { fullPage: true })
  })

  it('narrows by school province and city, keeps both in the URL, and hands them to one-click filling', {
    timeout: 120_000,
  }, async () => {
    const session = await browser.open()
    const { page } = session
    // Browsing options is open to every student with a profile; only adding is for members.
    await registerStudent(session, {
      name: '城市考生',
      province: '江苏',
      xk: '物/化/生',
      score: 600,
      localArea: ['320000', '320100'],
    })
    await page.goto('/choice?band=稳')
    await expect.poll(() => options(page).count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await page.getByText(T.filters, { exact: true }).click()
    const city = page.getByRole('combobox', { name: T.cities })
    expect(await city.getAttribute('aria-disabled')).toBe('true')
    expect(await city.textContent()).toContain(T.citiesNeedProvince)

    await pick(page, T.schoolProvinces, ['江苏', '浙江'])
    await expect.poll(() => city.getAttribute('aria-disabled')).toBe('false')
    await pick(page, T.cities, ['南京市'])
    await expect.poll(() => decodeURIComponent(page.url())).toContain('南京市')
    expect(await page.getByText(T.citiesHint).isVisible()).toBe(true)

    // 南京市 narrows 江苏 only: 浙江 keeps every city.
    const places = async () =>
      (await options(page).allTextContents()).map(
        (t) =>
          t
            .match(/(江苏|浙江) (\S+市)/)
            ?.slice(1, 3)
            .join(' ') ?? t,
      )
    await expect
      .poll(async () => (await places()).filter((p) => p !== '江苏 南京市' && !p.startsWith('浙江 ')), {
        timeout: 15_000,
      })
      .toEqual([])
    const shown = await places()
    expect(shown).toContain('江苏 南京市')
    expect(shown.some((p) => p.startsWith('浙江 '))).toBe(true)
    await snapshot(page, 'planning-choice-city.png')

    // The URL reproduces the view, and one-click filling's form starts from the same filters.
    const search = new URL(page.url()).search
    await page.reload()
    await expect.poll(() => page.getByRole('combobox', { name: T.cities }).textContent()).toContain('南京市')
    await page.goto(`/auxiliaryFill/fillInfo${search}`)
    const form = page.getByRole('form', { name: T.preferences })
    await expect.poll(() => form.getByRole('combobox', { name: T.cities }).textContent()).toContain('南京市')
    expect(await form.getByRole('combobox', { name: T.schoolProvinces }).textContent()).toMatch(/江苏.*浙江/)
  })

  it('says why the 专业 view is empty in 江苏 (投档线 per 院校专业组 only) and lists majors in 河南', {
    timeout: 120_000,
  }, async () => {
    const jiangsu = await browser.open()
    const student = { name: '专业视图', province: '江苏', xk: '物/化/生', score: 600, localArea: ['320000', '320100'] }
    await upstreamStudent(jiangsu, student)
    await jiangsu.page.goto('/choice?view=major&band=稳')
    const panel = jiangsu.page.getByRole('tabpanel')
    await expect
      .poll(() => panel.getByText(GROUP_LINES_TEXT.noMajorLines('江苏')).isVisible(), { timeout: 20_000 })
      .toBe(true)
    expect(await options(jiangsu.page).count()).toBe(0)

    const henan = await browser.open()
    await upstreamStudent(henan, { ...student, province: '河南', localArea: ['410000', '410100'] })
    await henan.page.goto('/choice?view=major&band=稳')
    await expect.poll(() => options(henan.page).count(), { timeout: 20_000 }).toBeGreaterThan(0)
    expect(await henan.page.getByText(GROUP_LINES_TEXT.noMajorLines('河南')).count()).toBe(0)
  })

  it('is usable on a phone: no sideways scroll on /choice and the table', { timeout: 120_000 }, async () => {
    const session = await browser.open(PHONE)
    const { page } = session
    await registerStudent(
      session,
      {
        name: '手机考生',
        province: '江苏',
        xk: '物/化/生',
        score: 598,
        localArea: ['320000', '320100'],
      },
      { vipCard: CARD.phone },
    )
    await page.goto('/choice?band=稳')
    await expect.poll(() => options(page).count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await noSideScroll(page)
    await snapshot(page, 'planning-choice-phone.png')
    await options(page)
      .first()
      .getByRole('button', { name: new RegExp(`^${T.add}：`) })
      .click()
    await expect.poll(() => page.getByText(T.filledCount(1, 40)).isVisible()).toBe(true)
    await page.getByRole('link', { name: T.openWish }).click()
    await expect.poll(() => lines(page).count(), { timeout: 15_000 }).toBe(1)
    await noSideScroll(page)
    await snapshot(page, 'planning-wish-phone.png', { fullPage: true })
  })
})
