import type { ChoiceItem } from '@gaokao/contracts'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FillTarget } from '../lib/filled'
import { BandBadge } from './BandBadge'
import { chance, renderWithDatasetInfo } from './card-test-setup'
import { OptionList, type OptionListProps } from './OptionList'

// Every ordinary card renders one BandBadge: its calls count the cards' renders, told apart by probability.
vi.mock('./BandBadge', async (importOriginal) => {
  const original = await importOriginal<typeof import('./BandBadge')>()
  return { BandBadge: vi.fn(original.BandBadge) }
})
const badge = vi.mocked(BandBadge)

/** Option `i` (1-based): school 10000+i, its chance i %. */
const option = (i: number): ChoiceItem => ({
  key: { schoolId: 10_000 + i, groupCode: '01', majorId: 0 },
  kind: 'group',
  addable: true,
  school: {
    id: 10_000 + i,
    code: `41320${10_000 + i}`,
    name: `学校${i}`,
    province: '江苏',
    city: '南京市',
    level: '本科',
    type: '综合',
    nature: '公办',
    tags: [],
    rank: i,
  },
  groupCode: '01',
  groupName: '第01组',
  major: null,
  batch: '本科批',
  track: '物理类',
  subjectRequirement: '物理',
  planYear: 2026,
  planPlaces: 10,
  tuitionMin: 5_000,
  tuitionMax: 5_000,
  majorCount: 3,
  chance: { ...chance, probability: i / 100 },
  limits: [],
})
const items = Array.from({ length: 12 }, (_, i) => option(i + 1))

/** The page's handlers as its render makes them: new functions each time. */
const handlers = (added: readonly number[] = [], onAdd = vi.fn()): Omit<OptionListProps, 'items' | 'pager'> => ({
  busyList: false,
  busy: false,
  isAdded: (t: FillTarget) => added.includes(t.schoolId),
  blocked: () => undefined,
  onAdd: (item) => onAdd(item),
  onChooseMajors: () => undefined,
})

/** How often each card rendered, by option number. */
const rendersByCard = () => {
  const counts = new Map<number, number>()
  for (const [props] of badge.mock.calls) {
    const i = Math.round((props.probability ?? 0) * 100)
    counts.set(i, (counts.get(i) ?? 0) + 1)
  }
  return counts
}

/** Runs the reveal's steps, one task and React's render of it at a time, until every card is shown. */
const revealAll = async () => {
  for (let step = 0; step < 10 && screen.queryAllByRole('listitem').length < items.length; step++)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
}

beforeEach(() => {
  vi.useFakeTimers()
  badge.mockClear()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('/choice option list: each card renders once (docs/choice-rendering.md)', () => {
  it('does not render a card already shown again when the next step of the reveal commits', async () => {
    renderWithDatasetInfo(<OptionList items={items} pager={null} {...handlers()} />)
    await revealAll()
    expect(screen.getAllByRole('listitem', { name: /^学校\d+ 第01组$/ })).toHaveLength(12)
    expect([...rendersByCard().values()]).toEqual(Array(12).fill(1))
  })

  it('does not render the cards again when the page re-renders with new handlers', async () => {
    const { rerender } = renderWithDatasetInfo(<OptionList items={items} pager={null} {...handlers()} />)
    await revealAll()
    badge.mockClear()
    rerender(<OptionList items={items} pager={null} {...handlers()} />)
    expect(badge).not.toHaveBeenCalled()
  })

  it('renders again only the card whose state changed, and its button calls the newest handler', async () => {
    const { rerender } = renderWithDatasetInfo(<OptionList items={items} pager={null} {...handlers()} />)
    await revealAll()
    badge.mockClear()
    const onAdd = vi.fn()
    rerender(<OptionList items={items} pager={null} {...handlers([10_003], onAdd)} />)
    expect([...rendersByCard()]).toEqual([[3, 1]])
    const first = screen.getByRole('listitem', { name: '学校1 第01组' })
    fireEvent.click(within(first).getByRole('button'))
    expect(onAdd).toHaveBeenCalledWith(items[0])
  })
})
