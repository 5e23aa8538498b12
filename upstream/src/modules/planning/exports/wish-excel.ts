import { EXPORT_TEXT, WISH_FORM_TEXT, type WishDetail } from '@gaokao/contracts'
import ExcelJS from 'exceljs'
import { formRows, majorSlots } from './wish-form.js'
import { type ExportFacts, lineCells, sampleNote, studentFacts } from './wish-lines-text.js'
import { riskSummary } from './wish-risk-text.js'

const F = WISH_FORM_TEXT.columns
const C = EXPORT_TEXT.columns

/**
 * A volunteer table as an Excel workbook: the title, the student, the
 * table's risk summary, then the form (docs/wish-exports.md): one row per
 * 志愿 with 学校标识码, 院校名称, 专业组代码, each major slot's code and name and
 * 是否服从调剂, followed by its chance, past minimums, plan, tuition,
 * requirement and warnings. Codes are text cells, so 03 and 010101 keep
 * their leading zeros.
 */
export async function wishExcel(detail: WishDetail, facts: ExportFacts): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  book.creator = '高考志愿填报规划'
  book.created = facts.generatedAt
  const sheet = book.addWorksheet(EXPORT_TEXT.sheetName)
  const slots = majorSlots(detail)
  const columns: [string, number][] = [
    [F.position, 6],
    [F.schoolCode, 13],
    [F.schoolName, 24],
    [F.groupCode, 10],
    ...Array.from({ length: slots }, (_, i): [string, number][] => [
      [F.majorCode(i + 1), 10],
      [F.majorName(i + 1), 20],
    ]).flat(),
    [F.adjust, 12],
    [C.band, 8],
    [C.probability, 10],
    [C.history, 44],
    [C.plan, 14],
    [C.tuition, 14],
    [C.requirement, 12],
    [C.warnings, 50],
  ]
  sheet.columns = columns.map(([, width]) => ({ width }))

  const title = sheet.addRow([EXPORT_TEXT.title(detail.wish.name)])
  title.font = { bold: true, size: 14 }
  for (const [label, value] of studentFacts(detail)) sheet.addRow([label, value])
  sheet.addRow([EXPORT_TEXT.generatedAt, facts.generatedAt.toISOString().slice(0, 16).replace('T', ' ')])
  sheet.addRow([])

  const summary = riskSummary(detail)
  sheet.addRow([summary.title]).font = { bold: true }
  for (const text of summary.lines) sheet.addRow([text])
  sheet.addRow([])

  const header = sheet.addRow(columns.map(([label]) => label))
  header.font = { bold: true }
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF3FA' } }
  })
  if (detail.lines.length === 0) sheet.addRow([EXPORT_TEXT.empty])
  for (const row of formRows(detail)) {
    const cells = lineCells(row.line)
    const majors = Array.from({ length: slots }, (_, i) => row.majors[i])
    const warnings = [row.notCounted && WISH_FORM_TEXT.notCounted(row.notCounted), cells.warnings].filter(Boolean)
    const added = sheet.addRow([
      row.position,
      row.schoolCode,
      row.schoolName,
      row.groupCode,
      ...majors.flatMap((m) => [m?.code ?? '', m?.name ?? '']),
      row.adjust,
      cells.band,
      cells.probability,
      cells.history,
      cells.plan,
      cells.tuition,
      cells.requirement,
      warnings.join('；'),
    ])
    added.alignment = { vertical: 'top', wrapText: true }
  }
  sheet.addRow([])
  sheet.addRow([sampleNote(detail, facts)])
  sheet.addRow([WISH_FORM_TEXT.codesNote])
  return Buffer.from(await book.xlsx.writeBuffer())
}
