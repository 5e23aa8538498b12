import { EXPORT_TEXT, WISH_CODE_TEXT, WISH_FORM_TEXT, type WishDetail } from '@gaokao/contracts'
import PDFDocument from 'pdfkit'
import { cjkFont } from './cjk-font.js'
import { drawTable, type TableCell } from './pdf-table.js'
import { type FormRow, formRows, majorSlots, SLOTS_PER_ROW } from './wish-form.js'
import { type ExportFacts, lineCells, sampleNote, studentFacts } from './wish-lines-text.js'
import { riskSummary } from './wish-risk-text.js'

const FONT = 'cjk'
const GREY = '#555555'
const BAND_COLOUR: Readonly<Record<string, string>> = { 冲: '#d4380d', 稳: '#1f6feb', 保: '#389e0d' }
const LEVEL_COLOUR = { low: '#389e0d', medium: '#ad6800', high: '#cf1322' } as const
const MARGIN = 24
const F = WISH_FORM_TEXT.columns

/**
 * A volunteer table as a PDF laid out like the provincial form
 * (docs/wish-exports.md), A4 landscape, Chinese set in Noto Sans SC so it
 * reads on any machine: the student, the table's risk summary, then one
 * ruled row per 志愿 — 序号, 学校标识码与院校名称, 专业组, 专业1-6 (code and
 * name; a province with more continues on the next row), 是否服从调剂 and the
 * line's chance — then each line's warnings and what the codes are.
 */
export function wishPdf(detail: WishDetail, facts: ExportFacts): Promise<Buffer> {
  const font = cjkFont()
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: EXPORT_TEXT.title(detail.wish.name), Creator: '高考志愿填报规划' },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  if (font.family) doc.registerFont(FONT, font.data, font.family)
  else doc.registerFont(FONT, font.data)
  doc.font(FONT)
  const width = doc.page.width - 2 * MARGIN

  doc.fontSize(16).fillColor('black').text(EXPORT_TEXT.title(detail.wish.name))
  doc.moveDown(0.2)
  doc.fontSize(9).fillColor(GREY)
  doc.text(
    studentFacts(detail)
      .map(([label, value]) => `${label}：${value}`)
      .join('    '),
    { width },
  )
  doc.text(`${EXPORT_TEXT.generatedAt}：${facts.generatedAt.toISOString().slice(0, 16).replace('T', ' ')}`)
  doc.moveDown(0.5)

  const summary = riskSummary(detail)
  const colour = detail.lines.length === 0 ? GREY : LEVEL_COLOUR[detail.risk.level]
  doc.fontSize(11).fillColor(colour).text(summary.title)
  doc.fontSize(9)
  for (const text of summary.lines) doc.fillColor(text === summary.lines[0] ? colour : 'black').text(text, { width })
  doc.moveDown(0.5)

  const slots = Math.min(majorSlots(detail), SLOTS_PER_ROW)
  // 序号, 院校 (16 characters a line), 专业组, 是否服从调剂 (on one line), chance; the majors share the rest (9 characters).
  const fixed = [24, 136, 48, 56, 56]
  const majorWidth = (width - fixed.reduce((a, b) => a + b, 0)) / slots
  const layout = {
    widths: [fixed[0], fixed[1], fixed[2], ...Array(slots).fill(majorWidth), fixed[3], fixed[4]] as number[],
    header: [
      F.position,
      F.school,
      F.group,
      ...Array.from({ length: slots }, (_, i) => F.major(i + 1)),
      F.adjust,
      F.chance,
    ],
    fontSize: 8,
    headerFill: '#eff3fa',
    padding: 3,
  }
  if (detail.lines.length === 0) doc.fontSize(11).fillColor('black').text(EXPORT_TEXT.empty)
  else
    drawTable(
      doc,
      layout,
      formRows(detail).flatMap((row) => tableRows(row, slots)),
    )

  const warned = detail.lines.filter((l) => l.warnings.length > 0)
  doc.x = MARGIN
  if (warned.length > 0) {
    doc.moveDown(0.6).fontSize(10).fillColor('#ad4e00').text(WISH_FORM_TEXT.warningsTitle)
    doc.fontSize(8)
    for (const line of warned)
      doc.text(
        WISH_FORM_TEXT.warningLine(
          line.position,
          line.warnings.map((w) => w.text),
        ),
        { width },
      )
  }
  doc.moveDown(0.6).fontSize(8).fillColor(GREY)
  doc.text(sampleNote(detail, facts), { width })
  doc.text(WISH_FORM_TEXT.codesNote, { width })
  doc.end()
  return done
}

/** One 志愿 as printed rows: the first with every column, then a row per further six majors. */
function tableRows(row: FormRow, slots: number): TableCell[][] {
  const cells = lineCells(row.line)
  const majorCell = (slot: number): TableCell => {
    const major = row.majors[slot]
    if (!major) return { text: '' }
    const text = major.code === '' ? major.name : `${major.code}\n${major.name}`
    return { text: slot < slots ? text : WISH_FORM_TEXT.slot(slot + 1, text) }
  }
  const chance: TableCell = row.notCounted
    ? { text: WISH_FORM_TEXT.notCounted(row.notCounted), colour: GREY }
    : { text: `${cells.band} ${cells.probability}`, colour: BAND_COLOUR[cells.band] ?? GREY }
  const group = [row.groupCode || WISH_CODE_TEXT.noCode, row.line.subjectRequirement].filter(Boolean).join('\n')
  const first: TableCell[] = [
    { text: String(row.position) },
    { text: `${WISH_CODE_TEXT.orNone(row.schoolCode)}\n${row.schoolName}` },
    { text: group },
    ...Array.from({ length: slots }, (_, i) => majorCell(i)),
    { text: row.adjust },
    chance,
  ]
  const more: TableCell[][] = []
  for (let start = slots; start < row.majors.length; start += slots) {
    more.push([
      { text: '' },
      { text: '' },
      { text: '' },
      ...Array.from({ length: slots }, (_, i) => majorCell(start + i)),
      { text: '' },
      { text: '' },
    ])
  }
  return [first, ...more]
}
