import { TABLE_RISK_TEXT, type WishDetail } from '@gaokao/contracts'

/**
 * The table's risk summary as both exports print it above the form: the
 * whole-table judgement's sentences (docs/table-risk.md), then each line
 * placed where it is wasted. An empty table says so instead.
 */
export function riskSummary(detail: WishDetail): { title: string; lines: string[] } {
  if (detail.lines.length === 0) return { title: TABLE_RISK_TEXT.title, lines: [TABLE_RISK_TEXT.empty] }
  return {
    title: TABLE_RISK_TEXT.title,
    lines: [...detail.risk.notes, ...detail.risk.outOfOrder.map((o) => o.text)],
  }
}
