import { EXPORT_TEXT, type WishDetail } from '@gaokao/contracts'
import ExcelJS from 'exceljs'
import { type ExportFacts, lineCells, sampleNote, studentFacts } from './wish-lines-text.js'

const COLUMNS = [
  ['position', 6],
  ['school', 24],
  ['unit', 22],
  ['majors', 40],
  ['band', 8],
  ['probability', 10],
  ['history', 44],
  ['plan', 14],
  ['tuition', 14],
  ['requirement', 12],
  ['warnings', 50],
] as const

/**
 * A volunteer table as an Excel workbook: the title, the student (name,
 * province, track, subjects, score, rank), then one row per line with its
 * chance, past minimums, plan, tuition, requirement and warnings.
 */
export async function wishExcel(detail: WishDetail, facts: ExportFacts): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  book.creator = '高考志愿填报规划'
  book.created = facts.generatedAt
  const sheet = book.addWorksheet(EXPORT_TEXT.sheetName, { views: [{ state: 'frozen', ySplit: 0 }] })
  sheet.columns = COLUMNS.map(([key, width]) => ({ key, width }))

  const title = sheet.addRow([EXPORT_TEXT.title(detail.wish.name)])
  title.font = { bold: true, size: 14 }
  for (const [label, value] of studentFacts(detail)) sheet.addRow([label, value])
  sheet.addRow([EXPORT_TEXT.generatedAt, facts.generatedAt.toISOString().slice(0, 16).replace('T', ' ')])
  sheet.addRow([])

  const header = sheet.addRow(COLUMNS.map(([key]) => EXPORT_TEXT.columns[key]))
  header.font = { bold: true }
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF3FA' } }
  })
  if (detail.lines.length === 0) sheet.addRow([EXPORT_TEXT.empty])
  for (const line of detail.lines) {
    const row = sheet.addRow(lineCells(line))
    row.alignment = { vertical: 'top', wrapText: true }
  }
  sheet.addRow([])
  sheet.addRow([sampleNote(detail, facts)])
  return Buffer.from(await book.xlsx.writeBuffer())
}
