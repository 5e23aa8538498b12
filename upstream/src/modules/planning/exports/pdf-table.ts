/**
 * A ruled table in pdfkit, which has none: cells wrap inside their column,
 * a row is as tall as its tallest cell, and a row that would cross the
 * bottom margin starts a new page under a repeated header. Nothing is cut.
 */
export interface TableCell {
  readonly text: string
  readonly colour?: string
}

export interface TableLayout {
  readonly widths: readonly number[]
  readonly header: readonly string[]
  readonly fontSize: number
  readonly headerFill: string
  readonly padding: number
}

export function drawTable(doc: PDFKit.PDFDocument, layout: TableLayout, rows: readonly (readonly TableCell[])[]): void {
  const left = doc.page.margins.left
  const bottom = () => doc.page.height - doc.page.margins.bottom
  const header = layout.header.map((text) => ({ text }))

  const heightOf = (cells: readonly TableCell[]) => {
    doc.fontSize(layout.fontSize)
    const inner = cells.map((c, i) =>
      doc.heightOfString(c.text || ' ', { width: (layout.widths[i] ?? 0) - 2 * layout.padding }),
    )
    return Math.max(...inner) + 2 * layout.padding
  }

  const draw = (cells: readonly TableCell[], fill?: string) => {
    const height = heightOf(cells)
    const top = doc.y
    let x = left
    cells.forEach((cell, i) => {
      const width = layout.widths[i] ?? 0
      if (fill) doc.rect(x, top, width, height).fill(fill)
      doc.lineWidth(0.5).strokeColor('#888888').rect(x, top, width, height).stroke()
      doc
        .fontSize(layout.fontSize)
        .fillColor(cell.colour ?? 'black')
        .text(cell.text, x + layout.padding, top + layout.padding, { width: width - 2 * layout.padding })
      x += width
    })
    doc.x = left
    doc.y = top + height
  }

  const headerHeight = heightOf(header)
  if (doc.y + headerHeight + (rows[0] ? heightOf(rows[0]) : 0) > bottom()) doc.addPage()
  draw(header, layout.headerFill)
  for (const row of rows) {
    if (doc.y + heightOf(row) > bottom()) {
      doc.addPage()
      draw(header, layout.headerFill)
    }
    draw(row)
  }
}
