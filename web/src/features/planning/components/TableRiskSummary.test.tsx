import { formatProbability, TABLE_RISK_TEXT, type TableRisk } from '@gaokao/contracts'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TableRiskSummary } from './TableRiskSummary'

const T = TABLE_RISK_TEXT
const subjectReason = '选科不符：要求物理+化学，你的选科为物理生物地理'
const orderText = T.outOfOrder(1, '保', 2, '冲')

/** Three lines: a 保 above a 冲 (wasted), and a line whose subjects no longer match. */
const risk: TableRisk = {
  admitted: 0.93,
  slideRisk: 0.07,
  admittedIfIndependent: 0.965,
  level: 'medium',
  counts: { 冲: 1, 稳: 0, 保: 1, none: 1 },
  safeCount: 1,
  safeNeeded: 8,
  enoughSafe: false,
  medianLine: 1,
  lines: [
    { lineId: 11, position: 1, probability: 0.9, admitShare: 0.9, excluded: null, reason: '' },
    { lineId: 12, position: 2, probability: 0.3, admitShare: 0.03, excluded: null, reason: '' },
    { lineId: 13, position: 3, probability: 0, admitShare: 0, excluded: 'subject', reason: subjectReason },
  ],
  outOfOrder: [{ lineId: 12, position: 2, aboveLineId: 11, abovePosition: 1, text: orderText }],
  notes: [],
}

describe('TableRiskSummary', () => {
  it('shows the chance of admission, the 滑档 risk and its level, the 保 lines against the need, and the median line', () => {
    render(<TableRiskSummary risk={risk} />)
    const summary = screen.getByRole('region', { name: T.title })
    expect(within(summary).getByText(T.level.medium)).toBeTruthy()
    const value = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent
    expect(value(T.admittedLabel)).toBe(formatProbability(0.93))
    expect(value(T.slideRiskLabel)).toBe(formatProbability(0.07))
    expect(value(T.safeLabel)).toBe(T.safeValue(1, 8))
    expect(value(T.medianLabel)).toBe(T.medianValue(1))
    expect(within(summary).getByText(T.explain(0.93, 0.965))).toBeTruthy()
  })

  it('lists what to fix: too few 保, a wasted line, and a 选科不符 line with P 0 and its reason', () => {
    render(<TableRiskSummary risk={risk} />)
    const items = within(screen.getByRole('list', { name: T.problemsLabel }))
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(items).toEqual([T.safeShort(1, 8), orderText, T.excludedLine(3, subjectReason)])
  })

  it('lists nothing to fix for a sound table, and shows nothing for an empty one', () => {
    const sound = { ...risk, enoughSafe: true, safeCount: 8, outOfOrder: [], lines: risk.lines.slice(0, 2) }
    const { container, rerender } = render(<TableRiskSummary risk={sound} />)
    expect(screen.queryByRole('list', { name: T.problemsLabel })).toBeNull()
    rerender(<TableRiskSummary risk={{ ...risk, lines: [] }} />)
    expect(container.textContent).toBe('')
  })
})
