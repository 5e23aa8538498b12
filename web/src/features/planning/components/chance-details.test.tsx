import { ADJUST_RISK_TEXT, type Chance, PLANNING_PAGE_TEXT } from '@gaokao/contracts'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { validateChoiceSearch } from '../lib/choice-search'
import { AdjustRiskTag, ChanceDetails } from './ChanceDetails'
import { renderWithDatasetInfo } from './card-test-setup'

/**
 * A group line says what adjustment does to its chance (docs/chance-model.md,
 * "Adjustment"): each chosen major's own chance, and 调剂风险 / 退档风险 when
 * the chosen majors are well below the group's line.
 */
const refusing: Chance = {
  years: [{ year: 2025, minScore: 600, minRank: 30_000, rescaledRank: 30_000, places: 40, candidates: 200_000 }],
  rankYear: 2025,
  candidateRank: 28_000,
  predictedRank: 30_500,
  spread: 4_500,
  planYear: 2026,
  planPlaces: 40,
  lastPlaces: 40,
  planChange: 0,
  probability: 0.2,
  band: '冲',
  reasons: [],
  adjustment: {
    acceptAdjust: false,
    group: 0.62,
    chosen: 0.2,
    majors: [
      { id: 80901, name: '计算机科学与技术', probability: 0.2, band: '冲' },
      { id: 80902, name: '软件工程', probability: 0.004, band: null },
      { id: 80903, name: '网络工程', probability: null, band: null },
    ],
    risk: 'withdraw',
  },
}

describe('adjustment on a chance', () => {
  it('lists each chosen major with its own chance', () => {
    renderWithDatasetInfo(<ChanceDetails chance={refusing} open />)
    const table = screen.getByRole('table', { name: PLANNING_PAGE_TEXT.chosenMajors })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))
    expect(rows).toEqual([
      ['计算机科学与技术', '20%', '冲'],
      ['软件工程', '<1%', '—'],
      ['网络工程', PLANNING_PAGE_TEXT.majorNoHistory, '—'],
    ])
  })

  it('names 退档风险 when refusing, 调剂风险 when accepting, nothing without a risk', () => {
    const { container, rerender } = render(<AdjustRiskTag chance={refusing} />)
    const tag = container.querySelector('[data-adjust-risk]')
    expect(tag?.textContent).toBe('退档风险')
    expect(tag?.getAttribute('title')).toBe(ADJUST_RISK_TEXT.withdraw.text(0.2, 0.62))
    const accepting: Chance = {
      ...refusing,
      probability: 0.62,
      band: '稳',
      adjustment: { ...(refusing.adjustment as NonNullable<Chance['adjustment']>), acceptAdjust: true, risk: 'adjust' },
    }
    rerender(<AdjustRiskTag chance={accepting} />)
    expect(container.querySelector('[data-adjust-risk]')?.textContent).toBe('调剂风险')
    const { adjustment: _, ...plain } = refusing
    rerender(<AdjustRiskTag chance={plain} />)
    expect(container.querySelector('[data-adjust-risk]')).toBeNull()
  })

  it('keeps the closest-first sort in the planner’s URL', () => {
    expect(validateChoiceSearch({ sort: 'fit' }).sort).toBe('fit')
  })
})
