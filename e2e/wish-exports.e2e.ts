import { readFile } from 'node:fs/promises'
import {
  addWish,
  choiceSchoolList,
  EXPORT_TEXT,
  fillVolunteer,
  loginByPassWord,
  PLANNING_PAGE_TEXT,
  queryMajorListByYxmc,
  queryVolunteer,
  siteRoute,
  TABLE_RISK_TEXT,
  WISH_CODE_TEXT,
  WISH_FORM_TEXT,
} from '@gaokao/contracts'
import ExcelJS from 'exceljs'
import type { Download, Page } from 'playwright-core'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD_MD5 } from './support/account'
import { askUpstream } from './support/ask-upstream.js'
import { useBrowser } from './support/browser'
import { snapshot } from './support/settled'
import { issueCard } from './support/test-database'
import { upstreamStudent } from './support/upstream-student'

/**
 * Codes everywhere (docs/wish-exports.md), as a family meets them in
 * Chromium: the 学校标识码 and 专业组代码 on the options and the table's
 * lines, each chosen major with its 专业代码, and the Excel and PDF the page
 * downloads laid out as the provincial form with the table's risk summary.
 * The table is built through the upstream (adding is planning.e2e.ts's).
 */
const browser = useBrowser()
const F = WISH_FORM_TEXT.columns

const call = askUpstream

async function downloaded(page: Page, button: string): Promise<Buffer> {
  const download: Promise<Download> = page.waitForEvent('download')
  await page.getByRole('button', { name: button }).click()
  return readFile((await (await download).path()) as string)
}

describe('codes everywhere: a 江苏 物理类 table', () => {
  it('shows the codes on the options and the lines, and exports the form with every code and the summary', {
    timeout: 240_000,
  }, async () => {
    const session = await browser.open({ viewport: { width: 1366, height: 1200 } })
    const { page } = session
    const student = { name: '代码考生', province: '江苏', xk: '物/化/生', score: 600, localArea: ['320000', '320100'] }
    const phone = await upstreamStudent(session, student, { vipCard: issueCard('CODES') })
    const token = (await call(loginByPassWord, { phone, passWord: DEMO_PASSWORD_MD5 })).token as string

    // Three 稳 groups, each with up to six of its majors chosen.
    const wish = await call(addWish, { name: '代码表', batch: '本科批' }, token)
    const groups = (await call(choiceSchoolList, { pageSize: 30, band: '稳' }, token)).list.filter(
      (g: { majorCount: number }) => g.majorCount >= 2,
    )
    for (const g of groups.slice(0, 3)) {
      const school = await call(queryMajorListByYxmc, { schoolId: g.key.schoolId }, token)
      const unit = school.units.find((u) => u.groupCode === g.key.groupCode)
      for (const m of (unit?.majors ?? []).filter((m) => m.eligible).slice(0, 6))
        await call(fillVolunteer, { wishId: wish.id, schoolId: g.key.schoolId, majorId: m.major.id }, token)
    }
    const detail = await call(queryVolunteer, { wishId: wish.id }, token)
    expect(detail.lines.length).toBe(3)

    // The table's lines: each with its 学校标识码 and 专业组代码, each chosen major with its 专业代码.
    await page.goto(`/choice/detail?wishId=${wish.id}`)
    await expect.poll(() => page.title()).toContain(siteRoute('/choice/detail').title)
    const lines = page.locator('ol li[data-line-id]')
    await expect.poll(() => lines.count(), { timeout: 15_000 }).toBe(3)
    for (const line of detail.lines) {
      const card = page.locator(`li[data-line-id="${line.id}"]`)
      expect(await card.locator('[data-codes]').textContent()).toBe(
        WISH_CODE_TEXT.codesLine(line.school.code, line.groupCode),
      )
      const chips = await card.getByRole('list', { name: PLANNING_PAGE_TEXT.majorsLabel }).textContent()
      for (const m of line.majors) expect(chips).toContain(WISH_CODE_TEXT.major(m.code, m.name))
    }
    await snapshot(page, 'wish-codes-detail.png', { fullPage: true })

    // Excel: the summary above the form, then a row per 志愿 with its codes.
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await downloaded(page, PLANNING_PAGE_TEXT.exportExcel)) as unknown as ArrayBuffer)
    const rows: string[][] = []
    book.getWorksheet(EXPORT_TEXT.sheetName)?.eachRow((row) => {
      const cells: string[] = []
      for (let c = 1; c <= row.cellCount; c++) cells.push(String(row.getCell(c).value ?? ''))
      rows.push(cells)
    })
    const headerAt = rows.findIndex((r) => r[0] === F.position)
    expect(rows.findIndex((r) => r[0] === TABLE_RISK_TEXT.title)).toBeGreaterThan(-1)
    expect(rows.findIndex((r) => r[0] === TABLE_RISK_TEXT.title)).toBeLessThan(headerAt)
    for (const note of detail.risk.notes) expect(rows.map((r) => r[0])).toContain(note)
    expect(rows[headerAt]?.slice(0, 6)).toEqual([
      F.position,
      F.schoolCode,
      F.schoolName,
      F.groupCode,
      F.majorCode(1),
      F.majorName(1),
    ])
    detail.lines.forEach((line, i) => {
      const row = rows[headerAt + 1 + i] ?? []
      expect(row.slice(0, 4)).toEqual([String(line.position), line.school.code, line.school.name, line.groupCode])
      expect(row.slice(4, 4 + 2 * line.majors.length)).toEqual(line.majors.flatMap((m) => [m.code, m.name]))
      expect(row[16]).toBe(WISH_FORM_TEXT.adjust.yes)
    })

    // PDF: the same form, read back as text.
    const pdf = await downloaded(page, PLANNING_PAGE_TEXT.exportPdf)
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })
    const header = [F.position, F.school, F.group, ...[1, 2, 3, 4, 5, 6].map(F.major), F.adjust].join(' ')
    expect(text).toContain(header)
    expect(text.indexOf(TABLE_RISK_TEXT.title)).toBeLessThan(text.indexOf(header))
    for (const note of detail.risk.notes) expect(text).toContain(note)
    const joined = text.replace(/\s+/g, '')
    for (const line of detail.lines) {
      expect(joined).toContain(`${line.position}${line.school.code}${line.school.name}${line.groupCode}`)
      for (const m of line.majors) expect(joined).toContain(`${m.code}${m.name}`)
    }

    // The options list: every card names its 学校标识码 and 专业组代码.
    await page.goto('/choice')
    const options = page.getByRole('tabpanel').locator('li[data-option]')
    await expect.poll(() => options.count(), { timeout: 15_000 }).toBeGreaterThan(0)
    // One read of the whole list: it grows while more options arrive, so counting
    // cards and codes in two reads can see two different lists.
    const codes = await options.evaluateAll((cards) =>
      cards.map((card) => card.querySelector('[data-codes]')?.textContent ?? ''),
    )
    const C = WISH_CODE_TEXT
    const shape = new RegExp(`^${C.schoolCode} (\\d{10}|${C.noCode}) · ${C.groupCode} \\d{2,3}$`)
    for (const c of codes) expect(c).toMatch(shape)
  })
})
