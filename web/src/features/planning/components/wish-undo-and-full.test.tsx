import {
  type ChoiceItem,
  deleteWishById,
  type Endpoint,
  PLANNING_PAGE_TEXT,
  restoreWishLine,
  type WishLine,
  type WishSummary,
} from '@gaokao/contracts'
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '../../../stores/messages'
import { deletedLine, remember } from '../lib/deleted-line'
import { datasetInfoClient } from './card-test-setup'
import { MyWishesPage } from './MyWishesPage'
import { OptionCard } from './OptionCard'
import { SortableWishLines } from './SortableWishLines'
import { WishPicker } from './WishPicker'
import { WishToolbar } from './WishToolbar'

const T = PLANNING_PAGE_TEXT
const call = vi.fn()
vi.mock('../../../lib/api-client', () => ({
  call: (endpoint: Endpoint, body: unknown) => call(endpoint.name, body),
}))
const navigate = vi.fn()
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/choice">{children}</a>,
  useNavigate: () => navigate,
}))

afterEach(() => {
  call.mockReset()
  deletedLine.current = undefined
  for (const key of Object.keys(messages.map)) delete messages.map[key]
})

function wrap(node: ReactNode) {
  return render(<QueryClientProvider client={datasetInfoClient()}>{node}</QueryClientProvider>)
}

const line = (id: number, position: number, name: string, extra: Partial<WishLine> = {}) =>
  ({
    id,
    position,
    key: { schoolId: 100 + id, groupCode: '02', majorId: 0 },
    school: {
      id: 100 + id,
      name,
      province: '江苏',
      city: '南京',
      level: '本科',
      type: '综合',
      nature: '公办',
      tags: [],
    },
    groupCode: '02',
    groupName: '第02组',
    major: null,
    majors: [],
    batch: '本科批',
    subjectRequirement: '物理',
    planYear: 2027,
    planPlaces: 0,
    tuitionMin: 0,
    tuitionMax: 0,
    chance: null,
    warnings: [],
    why: [],
    ...extra,
  }) as unknown as WishLine

const wish = (lineCount: number): WishSummary => ({
  id: 7,
  name: '我的志愿表1',
  info: '',
  kind: 'self',
  province: '江苏',
  track: '物理类',
  batch: '本科批',
  lineCount,
  capacity: 40,
  sortOrder: 1,
  acceptAdjust: true,
  physical: {},
  preferences: null,
  createdAt: '',
  updatedAt: '',
})

describe('deleting a line of a table can be undone', () => {
  const lines = [
    line(1, 1, '南京大学'),
    line(2, 2, '东南大学', {
      majors: [{ id: 11, name: '计算机类', planPlaces: 5, tuition: 5200, probability: null, band: null }],
      why: ['冲：近三年最低位次在你之上'],
    } as Partial<WishLine>),
    line(3, 3, '河海大学'),
  ]

  it('offers 撤销 after a delete, focused, and puts the line back at its position with its majors and reasons', async () => {
    call.mockImplementation(async () => ({ wishId: 7, lineIds: [1, 3], lineCount: 2, capacity: 40 }))
    wrap(
      <>
        <WishToolbar wish={wish(3)} editable />
        <SortableWishLines wishId={7} lines={lines} />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: T.deleteLine('东南大学 第02组') }))
    const undo = await screen.findByRole('button', { name: T.undoDelete('东南大学 第02组') })
    expect(call).toHaveBeenCalledWith(deleteWishById.name, { wishId: 7, lineId: 2 })
    expect(screen.getByText(T.lineDeletedNamed('东南大学 第02组'))).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(undo))
    // Where the line stood: after line 1.
    expect(undo.closest('li')?.previousElementSibling?.getAttribute('aria-label')).toBe('1. 南京大学 第02组')

    call.mockImplementation(async () => ({ wishId: 7, lineIds: [1, 9, 3], lineCount: 3, capacity: 40 }))
    fireEvent.click(undo)
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(restoreWishLine.name, {
        wishId: 7,
        position: 2,
        schoolId: 102,
        groupCode: '02',
        majorId: 0,
        majorIds: [11],
        why: ['冲：近三年最低位次在你之上'],
      }),
    )
    await waitFor(() => expect(screen.queryByRole('button', { name: T.undoDelete('东南大学 第02组') })).toBeNull())
    expect(Object.values(messages.map).map((m) => m.content)).toContain(T.lineRestored(2))
  })

  it('offers 撤销 under the table’s actions once its last line is gone', () => {
    remember(7, lines[0] as WishLine, 1, '南京大学 第02组')
    wrap(<WishToolbar wish={wish(0)} editable />)
    expect(screen.getByRole('button', { name: T.undoDelete('南京大学 第02组') })).toBeTruthy()
  })

  it('keeps 撤销 when the undo is refused (the refusal has its own toast) and throws nothing', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === restoreWishLine.name) throw new Error('志愿表已满')
      return { wishId: 7, lineIds: [2, 3], lineCount: 2, capacity: 40 }
    })
    wrap(
      <>
        <WishToolbar wish={wish(3)} editable />
        <SortableWishLines wishId={7} lines={lines} />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: T.deleteLine('南京大学 第02组') }))
    const undo = await screen.findByRole('button', { name: T.undoDelete('南京大学 第02组') })
    fireEvent.click(undo)
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(restoreWishLine.name, expect.objectContaining({ position: 1 })),
    )
    await waitFor(() => expect((undo as HTMLButtonElement).disabled).toBe(false))
    expect(screen.getByRole('button', { name: T.undoDelete('南京大学 第02组') })).toBe(undo)
  })
})

describe('a full table disables adding and says why', () => {
  const item = {
    key: { schoolId: 5, groupCode: '01', majorId: 0 },
    school: {
      id: 5,
      name: '南京大学',
      province: '江苏',
      city: '南京',
      level: '本科',
      type: '综合',
      nature: '公办',
      tags: [],
    },
    groupName: '第01组',
    major: null,
    kind: 'group',
    addable: true,
    planYear: 2027,
    planPlaces: 10,
    tuitionMin: 5200,
    tuitionMax: 5200,
    subjectRequirement: '物理',
    majorCount: 3,
    limits: [],
    chance: { band: '稳', probability: 0.7, predictedRank: 1000, years: [], reasons: [], spread: 0 },
  } as unknown as ChoiceItem

  it('keeps the button focusable, names the reason and sends nothing when pressed', () => {
    const onAdd = vi.fn()
    const reason = T.tableFullReason(40)
    wrap(<OptionCard item={item} added={false} busy={false} onAdd={onAdd} onChooseMajors={vi.fn()} blocked={reason} />)
    const button = screen.getByRole('button', { name: `${T.full}：南京大学 第01组` })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('title')).toBe(reason)
    expect(button.hasAttribute('disabled')).toBe(false)
    button.focus()
    expect(document.activeElement).toBe(button)
    fireEvent.click(button)
    expect(onAdd).not.toHaveBeenCalled()
    expect(Object.values(messages.map)).toContainEqual({ type: 'warning', content: reason })
  })

  it('adds as before while the table has room', () => {
    const onAdd = vi.fn()
    wrap(<OptionCard item={item} added={false} busy={false} onAdd={onAdd} onChooseMajors={vi.fn()} />)
    fireEvent.click(screen.getByRole('button', { name: `${T.add}：南京大学 第01组` }))
    expect(onAdd).toHaveBeenCalledWith(item)
  })

  it('says beside the table picker why it takes no new line, and a refused new table throws nothing', async () => {
    call.mockImplementation(async () => {
      throw new Error('最多保存 50 张志愿表，请先删除一些')
    })
    const onPick = vi.fn()
    wrap(<WishPicker wishes={[wish(40)]} current={wish(40)} batch="本科批" lineCount={40} onPick={onPick} />)
    expect(screen.getByRole('status').textContent).toBe(T.tableFullReason(40))
    fireEvent.click(screen.getByRole('button', { name: T.newWish }))
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: T.newWish }).getAttribute('aria-busy')).not.toBe('true'),
    )
    expect(onPick).not.toHaveBeenCalled()
  })

  it('says on the table page why it takes no new line', () => {
    wrap(<WishToolbar wish={wish(40)} editable />)
    expect(screen.getByText(T.tableFullReason(40))).toBeTruthy()
  })
})

describe('a refused new table', () => {
  it('throws nothing on 我的志愿表 (the refusal has its own toast)', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'addWish') throw new Error('已有同名的志愿表，请换一个名称')
      return name === 'myWish' ? { list: [], total: 0, pageNum: 1, pageSize: 50 } : []
    })
    wrap(<MyWishesPage />)
    fireEvent.click(screen.getByRole('button', { name: T.create }))
    await waitFor(() => expect(call).toHaveBeenCalledWith('addWish', expect.anything()))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: T.create }).getAttribute('aria-busy')).not.toBe('true'),
    )
    expect(navigate).not.toHaveBeenCalled()
  })
})
