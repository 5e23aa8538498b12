import {
  ADMISSION_TEXT,
  ADMISSION_TYPE_TEXT,
  type Chance,
  type ChoiceItem,
  formatProbability,
  PLANNING_PAGE_TEXT,
} from '@gaokao/contracts'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AdmissionBadge } from './AdmissionBadge'
import { renderWithDatasetInfo } from './card-test-setup'
import { OptionCard } from './OptionCard'

/** A special admission type is labelled with what it requires, and its card shows no 冲/稳/保 (docs/admission-types.md). */
const chance: Chance = {
  years: [{ year: 2025, minScore: 560, minRank: 40_000, rescaledRank: 40_000, places: null, candidates: 200_000 }],
  rankYear: 2025,
  candidateRank: 37_000,
  predictedRank: 60_000,
  spread: 9_000,
  planYear: 2026,
  planPlaces: 3,
  lastPlaces: null,
  planChange: 0,
  probability: 0.99,
  band: null,
  reasons: [ADMISSION_TEXT.notComparable(['艺术类']), ADMISSION_TEXT.probability(0.99)],
}

const sculpture: ChoiceItem = {
  key: { schoolId: 10274, groupCode: '', majorId: 130403 },
  kind: 'major',
  addable: true,
  school: {
    id: 10274,
    code: '4131010274',
    name: '上海音乐学院',
    province: '上海',
    city: '上海市',
    level: '本科',
    type: '艺术',
    nature: '公办',
    tags: [],
    rank: null,
  },
  groupCode: '',
  groupName: '',
  major: { id: 130403, code: '130403', name: '雕塑', category: '艺术学', className: '美术学类' },
  batch: '本科批',
  track: '综合',
  subjectRequirement: '不限',
  planYear: 2026,
  planPlaces: 3,
  tuitionMin: 10_000,
  tuitionMax: 10_000,
  majorCount: 1,
  chance,
  limits: [],
  admissionTypes: ['艺术'],
}

const noop = () => {}

describe('AdmissionBadge', () => {
  it('names each type and every requirement once', () => {
    render(<AdmissionBadge types={['艺术', '中外合作']} />)
    expect(screen.getByText(ADMISSION_TYPE_TEXT.艺术.label)).toBeTruthy()
    expect(screen.getByText(ADMISSION_TYPE_TEXT.中外合作.label)).toBeTruthy()
    const requires = [...ADMISSION_TYPE_TEXT.艺术.requires, ...ADMISSION_TYPE_TEXT.中外合作.requires]
    expect(screen.getByText(`${ADMISSION_TEXT.requiresLead}${requires.join('、')}`)).toBeTruthy()
  })

  it('renders nothing for an ordinary unit', () => {
    const { container } = render(<AdmissionBadge types={undefined} />)
    expect(container.innerHTML).toBe('')
    render(<AdmissionBadge types={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('labels a special option on its card and shows its figure as 特殊类型, never as 冲/稳/保', () => {
    renderWithDatasetInfo(<OptionCard item={sculpture} added={false} busy={false} onAdd={noop} onChooseMajors={noop} />)
    const card = screen.getByRole('listitem', { name: '上海音乐学院 雕塑' })
    expect(within(card).getByText(ADMISSION_TYPE_TEXT.艺术.label)).toBeTruthy()
    expect(within(card).getByText(`${ADMISSION_TEXT.band} ${formatProbability(0.99)}`)).toBeTruthy()
    expect(within(card).queryByTitle(PLANNING_PAGE_TEXT.probability)).toBeNull()
    expect(card.textContent).not.toMatch(/(冲|稳|保) (>99|\d+)%/)
  })
})
