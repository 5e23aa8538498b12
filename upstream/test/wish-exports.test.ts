import {
  addWish,
  apiPath,
  choiceMajorList,
  choiceSchoolList,
  type Endpoint,
  EXPORT_TEXT,
  fillVolunteer,
  queryMajorListByYxmc,
  queryVolunteer,
  TABLE_RISK_TEXT,
  TOKEN_HEADER,
  toFillVolunteer,
  updateWishInfo,
  WISH_FORM_TEXT,
  type WishDetail,
  wishExecl,
  wishPdf,
} from '@gaokao/contracts'
import ExcelJS from 'exceljs'
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import { wishPdf as renderPdf } from '../src/modules/planning/exports/wish-pdf.js'
import { useUpstream } from './helpers.js'
import { planningStudent } from './planning-helpers.js'
import { contractCaller } from './support/contract-call.js'

/**
 * The exports laid out as the provincial form (docs/wish-exports.md): every
 * code (学校标识码, 专业组代码, 专业代码) in the row of its 志愿, the form's
 * columns, 是否服从调剂 and the table's risk summary, read back from the
 * produced xlsx and PDF.
 */
const upstream = useUpstream({ DEMO_MODE: 'on' })

const post = contractCaller(upstream).ok

async function download(endpoint: Endpoint, wishId: number, token: string): Promise<Buffer> {
  const res = await upstream().inject({
    method: 'POST',
    url: apiPath(endpoint),
    payload: { wishId },
    headers: { [TOKEN_HEADER]: token },
  })
  expect(res.statusCode).toBe(200)
  return res.rawPayload
}

/** The sheet's rows as arrays of strings (column 1 first), empty cells ''. */
async function sheetRows(file: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(file as unknown as ArrayBuffer)
  const sheet = book.getWorksheet(EXPORT_TEXT.sheetName)
  const rows: string[][] = []
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = []
    for (let c = 1; c <= row.cellCount; c++) {
      const value = row.getCell(c).value
      cells.push(value === null || value === undefined ? '' : String(value))
    }
    rows.push(cells)
  })
  return rows
}

async function pdfText(file: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(file)), { mergePages: true })
  return text
}

const F = WISH_FORM_TEXT.columns
const codeOf = (table: 'colleges' | 'majors', id: number) =>
  upstream().db.prepare(`SELECT code FROM ${table} WHERE id = ?`).pluck().get(id) as string

describe('a 院校专业组 table (江苏) exported as the form', () => {
  let token: string
  let wishId: number
  let detail: WishDetail
  beforeAll(async () => {
    token = await planningStudent(upstream(), '13900000401', '江苏', '物/化/生', 600)
    wishId = (await post(addWish, { name: '表格', batch: '本科批' }, token)).id
    // Groups of schools with a 学校标识码 and at least two majors; each line gets up to six chosen majors.
    const groups = (await post(choiceSchoolList, { band: '稳', pageSize: 40 }, token)).list.filter(
      (g: { school: { code: string }; majorCount: number }) => g.school.code !== '' && g.majorCount >= 2,
    )
    for (const g of groups.slice(0, 4)) {
      const school = await post(queryMajorListByYxmc, { schoolId: g.key.schoolId }, token)
      const unit = school.units.find((u: { groupCode: string }) => u.groupCode === g.key.groupCode)
      const majors = (unit?.majors ?? []).filter((m) => m.eligible).slice(0, 6)
      for (const m of majors)
        await post(fillVolunteer, { wishId, schoolId: g.key.schoolId, majorId: m.major.id }, token)
    }
    detail = await post(queryVolunteer, { wishId }, token)
    expect(detail.lines.length).toBe(4)
  })

  it('answers the codes in the table: 学校标识码 and 专业代码 from the catalogue, the group’s code', () => {
    for (const line of detail.lines) {
      expect(line.school.code).toBe(codeOf('colleges', line.school.id))
      expect(line.school.code).toMatch(/^\d{10}$/)
      expect(line.groupCode).toMatch(/^\d{2,3}$/)
      expect(line.majors.length).toBeGreaterThan(0)
      for (const m of line.majors) expect(m.code).toBe(codeOf('majors', m.id))
    }
  })

  it('lays the Excel sheet out as the form: one row per 志愿 with every code, 是否服从调剂 是', async () => {
    const rows = await sheetRows(await download(wishExecl, wishId, token))
    const headerAt = rows.findIndex((r) => r[0] === F.position)
    const header = rows[headerAt] ?? []
    expect(header.slice(0, 4 + 12 + 1)).toEqual([
      F.position,
      F.schoolCode,
      F.schoolName,
      F.groupCode,
      ...[1, 2, 3, 4, 5, 6].flatMap((i) => [F.majorCode(i), F.majorName(i)]),
      F.adjust,
    ])
    const body = rows.slice(headerAt + 1, headerAt + 1 + detail.lines.length)
    expect(body.map((r) => r.slice(0, 4))).toEqual(
      detail.lines.map((l) => [String(l.position), l.school.code, l.school.name, l.groupCode]),
    )
    detail.lines.forEach((line, i) => {
      const slots = (body[i] ?? []).slice(4, 16)
      const expected = line.majors.flatMap((m) => [m.code, m.name])
      expect(slots).toEqual([...expected, ...Array(12 - expected.length).fill('')])
      expect(body[i]?.[16]).toBe(WISH_FORM_TEXT.adjust.yes)
    })
  })

  it('prints the table’s risk summary above the form in the Excel sheet', async () => {
    const rows = await sheetRows(await download(wishExecl, wishId, token))
    const firstColumn = rows.map((r) => r[0] ?? '')
    const title = firstColumn.indexOf(TABLE_RISK_TEXT.title)
    expect(title).toBeGreaterThan(0)
    expect(detail.risk.notes.length).toBeGreaterThan(0)
    expect(firstColumn.slice(title + 1, title + 1 + detail.risk.notes.length)).toEqual(detail.risk.notes)
    expect(title).toBeLessThan(firstColumn.indexOf(F.position))
    expect(firstColumn).toContain(WISH_FORM_TEXT.codesNote)
  })

  it('lays the PDF out as the form: the summary, then the columns, then every code and name', async () => {
    const text = await pdfText(await download(wishPdf, wishId, token))
    const at = (s: string) => text.indexOf(s)
    expect(at(TABLE_RISK_TEXT.title)).toBeGreaterThan(0)
    for (const note of detail.risk.notes) expect(text).toContain(note)
    const columns = [F.position, F.school, F.group, ...[1, 2, 3, 4, 5, 6].map(F.major), F.adjust]
    // The header row, its cells in the form's order.
    expect(text).toContain(columns.join(' '))
    expect(at(TABLE_RISK_TEXT.title)).toBeLessThan(at(columns.join(' ')))
    // A long name wraps inside its cell: read the cells without their line breaks.
    const joined = text.replace(/\s+/g, '')
    for (const line of detail.lines) {
      expect(joined).toContain(`${line.position}${line.school.code}${line.school.name}${line.groupCode}`)
      for (const m of line.majors) expect(joined).toContain(`${m.code}${m.name}`)
    }
    expect(text).toContain(WISH_FORM_TEXT.codesNote.slice(0, 20))
  })

  it('says 否 in both files once the table refuses adjustment', async () => {
    await post(updateWishInfo, { wishId, acceptAdjust: false }, token)
    const rows = await sheetRows(await download(wishExecl, wishId, token))
    const headerAt = rows.findIndex((r) => r[0] === F.position)
    const adjustColumn = rows[headerAt]?.indexOf(F.adjust) ?? -1
    const body = rows.slice(headerAt + 1, headerAt + 1 + detail.lines.length)
    expect(body.map((r) => r[adjustColumn])).toEqual(detail.lines.map(() => WISH_FORM_TEXT.adjust.no))
    await post(updateWishInfo, { wishId, acceptAdjust: true }, token)
  })

  it('says in the line’s row why the whole-table judgement leaves it out (选科不符)', async () => {
    // The student changes 化学 for 地理: a line that needs 化学 can no longer admit and is not counted.
    const needsChemistry = detail.lines.filter((l) => l.subjectRequirement.includes('化学'))
    expect(needsChemistry.length).toBeGreaterThan(0)
    await upstream().userDb.updateTable('users').set({ xk: '物/生/地' }).where('phone', '=', '13900000401').execute()
    const changed: WishDetail = await post(queryVolunteer, { wishId }, token)
    const reasons = new Map(changed.risk.lines.map((r) => [r.position, r.excluded === 'subject' ? r.reason : '']))

    const rows = await sheetRows(await download(wishExecl, wishId, token))
    const headerAt = rows.findIndex((r) => r[0] === F.position)
    const warnings = rows[headerAt]?.length ?? 0
    for (const line of needsChemistry) {
      const reason = reasons.get(line.position) ?? ''
      expect(reason).not.toBe('')
      expect(rows[headerAt + line.position]?.[warnings - 1]).toContain(WISH_FORM_TEXT.notCounted(reason))
    }
    const text = (await pdfText(await download(wishPdf, wishId, token))).replace(/\s+/g, '')
    for (const line of needsChemistry)
      expect(text).toContain(WISH_FORM_TEXT.notCounted(reasons.get(line.position) ?? '?').replace(/\s+/g, ''))
    await upstream().userDb.updateTable('users').set({ xk: '物/化/生' }).where('phone', '=', '13900000401').execute()
  })

  it('continues a line of more than six majors on the next PDF row, leaving none out', async () => {
    // A province with ten majors per volunteer (云南): the same lines with made-up extra majors.
    const line = detail.lines[0]
    if (!line) throw new Error('no line')
    const extra = Array.from({ length: 10 - line.majors.length }, (_, i) => ({
      ...line.majors[0],
      id: 990_000 + i,
      code: `99990${i}`,
      name: `补充专业${i + 1}`,
    }))
    const wide: WishDetail = {
      ...detail,
      candidate: { ...detail.candidate, majorsPerVolunteer: 10 },
      lines: [{ ...line, majors: [...line.majors, ...extra] as WishDetail['lines'][number]['majors'] }],
    }
    const text = await pdfText(await renderPdf(wide, { demo: true, generatedAt: new Date(0) }))
    const majors = wide.lines[0]?.majors ?? []
    for (const m of majors) expect(text).toContain(m.code)
    expect(text).toContain(WISH_FORM_TEXT.slot(7, majors[6]?.code ?? '?'))
    expect(text).toContain(WISH_FORM_TEXT.slot(10, majors[9]?.code ?? '?'))
    expect(text).not.toContain(F.major(7))
  })
})

describe('a full one-click table exported as the form', () => {
  it('repeats the form’s header on every PDF page of rows and prints every 志愿 in order', async () => {
    const token = await planningStudent(upstream(), '13900000403', '江苏', '物/化/生', 560)
    const wishId = (await post(toFillVolunteer, { preferences: {} }, token)).wish.id
    const detail: WishDetail = await post(queryVolunteer, { wishId }, token)
    expect(detail.lines.length).toBe(detail.candidate.volunteers)

    const pdf = await getDocumentProxy(new Uint8Array(await download(wishPdf, wishId, token)))
    const { text: pages } = await extractText(pdf, { mergePages: false })
    const header = [F.position, F.school, F.group, ...[1, 2, 3, 4, 5, 6].map(F.major), F.adjust].join(' ')
    // Each row starts with its position and 学校标识码 (or —); every page that holds rows starts them under the header.
    const rowStart = (l: WishDetail['lines'][number]) => `\n${l.position} ${l.school.code || '—'}\n`
    const withRows = pages.filter((page) => detail.lines.some((l) => page.includes(rowStart(l))))
    expect(withRows.length).toBeGreaterThan(1)
    for (const page of withRows) expect(page).toContain(header)
    // Every 志愿's row, in order.
    const joined = pages.join('\n')
    const starts = detail.lines.map((l) => joined.indexOf(rowStart(l)))
    expect(starts.every((at) => at > 0)).toBe(true)
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
  })
})

describe('a 专业+院校 table (山东) exported as the form', () => {
  it('prints one major per 志愿 with its code, and 是否服从调剂 不涉及', async () => {
    const token = await planningStudent(upstream(), '13900000402', '山东', '物/化/生', 560)
    const wishId = (await post(addWish, { name: '山东表', batch: '本科批' }, token)).id
    const options = (await post(choiceMajorList, { band: '稳', pageSize: 3 }, token)).list
    expect(options.length).toBe(3)
    for (const o of options)
      await post(fillVolunteer, { wishId, schoolId: o.key.schoolId, majorId: o.key.majorId }, token)
    const detail: WishDetail = await post(queryVolunteer, { wishId }, token)

    const rows = await sheetRows(await download(wishExecl, wishId, token))
    const headerAt = rows.findIndex((r) => r[0] === F.position)
    expect(rows[headerAt]?.slice(0, 7)).toEqual([
      F.position,
      F.schoolCode,
      F.schoolName,
      F.groupCode,
      F.majorCode(1),
      F.majorName(1),
      F.adjust,
    ])
    const body = rows.slice(headerAt + 1, headerAt + 1 + detail.lines.length)
    expect(body.map((r) => r.slice(0, 7))).toEqual(
      detail.lines.map((l) => [
        String(l.position),
        l.school.code,
        l.school.name,
        '',
        codeOf('majors', l.major?.id ?? 0),
        l.major?.name,
        WISH_FORM_TEXT.adjust.none,
      ]),
    )

    const text = await pdfText(await download(wishPdf, wishId, token))
    for (const l of detail.lines) expect(text).toContain(l.major?.code ?? '?')
    expect(text).toContain(WISH_FORM_TEXT.adjust.none)
    expect(text).not.toContain(F.major(2))
  })
})
