import { EXPORT_TEXT, type WishDetail } from '@gaokao/contracts'
import PDFDocument from 'pdfkit'
import { cjkFont } from './cjk-font.js'
import { type ExportFacts, lineCells, sampleNote, studentFacts } from './wish-lines-text.js'

const FONT = 'cjk'
const GREY = '#555555'
const BAND_COLOUR: Readonly<Record<string, string>> = { 冲: '#d4380d', 稳: '#1f6feb', 保: '#389e0d' }

/**
 * A volunteer table as a PDF (A4), Chinese set in Noto Sans SC so it reads
 * on any machine: the student's facts, then each line as a short block —
 * position, school and unit, band and chance; the majors; past minimums,
 * plan, tuition and requirement; warnings.
 */
export function wishPdf(detail: WishDetail, facts: ExportFacts): Promise<Buffer> {
  const font = cjkFont()
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
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

  doc.fontSize(18).fillColor('black').text(EXPORT_TEXT.title(detail.wish.name))
  doc.moveDown(0.3)
  doc.fontSize(10).fillColor(GREY)
  doc.text(
    studentFacts(detail)
      .map(([label, value]) => `${label}：${value}`)
      .join('    '),
  )
  doc.text(`${EXPORT_TEXT.generatedAt}：${facts.generatedAt.toISOString().slice(0, 16).replace('T', ' ')}`)
  doc.moveDown(0.8)

  if (detail.lines.length === 0) doc.fontSize(11).fillColor('black').text(EXPORT_TEXT.empty)
  const width = doc.page.width - 80
  for (const line of detail.lines) {
    const cells = lineCells(line)
    if (doc.y > doc.page.height - 120) doc.addPage()
    doc.fontSize(11).fillColor('black')
    doc.text(`${cells.position}. ${cells.school}${cells.unit ? `  ${cells.unit}` : ''}`, { continued: true, width })
    doc.fillColor(BAND_COLOUR[cells.band] ?? GREY).text(`  ${cells.band} ${cells.probability}`)
    doc.fontSize(9).fillColor(GREY)
    if (cells.majors) doc.text(`${EXPORT_TEXT.columns.majors}：${cells.majors}`, { width })
    doc.text(
      [
        `${EXPORT_TEXT.columns.history}：${cells.history || '—'}`,
        `${EXPORT_TEXT.columns.plan}：${cells.plan}`,
        `${EXPORT_TEXT.columns.tuition}：${cells.tuition}`,
        `${EXPORT_TEXT.columns.requirement}：${cells.requirement}`,
      ].join('    '),
      { width },
    )
    if (cells.warnings) doc.fillColor('#ad4e00').text(`${EXPORT_TEXT.columns.warnings}：${cells.warnings}`, { width })
    doc.moveDown(0.5)
  }
  doc.moveDown(0.5).fontSize(9).fillColor(GREY).text(sampleNote(detail, facts), { width })
  doc.end()
  return done
}
