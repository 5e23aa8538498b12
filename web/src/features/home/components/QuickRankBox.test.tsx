import { HOME_TEXT, VALIDATION_TEXT } from '@gaokao/contracts'
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QuickRankBox } from './QuickRankBox'

// The router's Link as a plain anchor whose href carries the search, so the test reads where it points.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, search, children }: { to: string; search: Record<string, unknown>; children: ReactNode }) => (
    <a href={`${to}?${new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)]))}`}>{children}</a>
  ),
}))
vi.mock('../../../api/reference/gaokao-provinces', () => ({
  useGaokaoProvinces: () => ({
    data: [
      { value: '江苏', label: '江苏', gkms: '3+1+2' },
      { value: '山东', label: '山东', gkms: '3+3' },
      { value: '浙江', label: '浙江', gkms: '3+3' },
    ],
  }),
}))
vi.mock('../../../api/reference/dataset-info', () => ({ useDatasetInfo: () => ({ data: undefined }) }))
const lookUpRank = vi.hoisted(() => vi.fn<(score: number, province: string, xk: string) => Promise<number>>())
vi.mock('../api/quick-rank', () => ({ lookUpRank }))

const RANK = 23_713
const answer = () => screen.queryByText(HOME_TEXT.quickRank.resultPlain(RANK))
const tableLink = () => screen.queryByRole('link', { name: HOME_TEXT.quickRank.toTable })
const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement

function pick(province: string) {
  fireEvent.change(screen.getByLabelText(HOME_TEXT.quickRank.province), { target: { value: province } })
}
function tick(...labels: string[]) {
  for (const label of labels) fireEvent.click(box(label))
}
function typeScore(score: string) {
  fireEvent.change(screen.getByLabelText(HOME_TEXT.quickRank.score), { target: { value: score } })
}
async function ask() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: HOME_TEXT.quickRank.submit }))
  })
}
const linkSearch = () => new URL(tableLink()?.getAttribute('href') ?? '', 'http://x').searchParams

// Braces matter: a hook that returns a function has it called as its teardown.
beforeEach(() => {
  lookUpRank.mockResolvedValue(RANK)
})
afterEach(() => {
  lookUpRank.mockReset()
})

describe('the quick rank box', () => {
  it('drops the answer and its link on any change of province, 首选, 再选 or score; the link follows the new track', async () => {
    render(<QuickRankBox />)
    pick('江苏')
    tick('物理', '化学', '生物')
    typeScore('600')
    await ask()
    expect(lookUpRank).toHaveBeenLastCalledWith(600, '江苏', '物/化/生')
    expect(answer()).not.toBeNull()
    expect(linkSearch().get('track')).toBe('物理类')

    tick('历史')
    expect(answer()).toBeNull()
    expect(tableLink()).toBeNull()
    await ask()
    expect(lookUpRank).toHaveBeenLastCalledWith(600, '江苏', '史/化/生')
    expect(linkSearch().get('track')).toBe('历史类')

    tick('生物')
    expect(answer()).toBeNull()
    tick('政治')
    await ask()
    expect(answer()).not.toBeNull()

    typeScore('601')
    expect(answer()).toBeNull()
    await ask()
    expect(answer()).not.toBeNull()

    pick('浙江')
    expect(answer()).toBeNull()
    expect(tableLink()).toBeNull()
  })

  it('never shows an answer that arrives after the box was edited', async () => {
    let reply: (rank: number) => void = () => {}
    lookUpRank.mockImplementation(() => new Promise((resolve) => (reply = resolve)))
    render(<QuickRankBox />)
    pick('江苏')
    tick('物理', '化学', '生物')
    typeScore('600')
    await ask()
    typeScore('650')
    await act(async () => reply(RANK))
    expect(answer()).toBeNull()
    expect(tableLink()).toBeNull()
  })

  it('sends no lookup for a score of 100 or below and says why', async () => {
    render(<QuickRankBox />)
    pick('江苏')
    tick('物理', '化学', '生物')
    for (const score of ['100', '50']) {
      typeScore(score)
      await ask()
      expect(screen.getByRole('alert').textContent).toBe(VALIDATION_TEXT.rankScoreTooLow(100))
    }
    expect(lookUpRank).not.toHaveBeenCalled()
  })

  it('closes a third 再选 in 江苏 and a fourth subject in 山东, and reopens them when one is unticked', () => {
    render(<QuickRankBox />)
    pick('江苏')
    tick('物理', '化学', '生物')
    expect(box('政治').disabled).toBe(true)
    expect(box('地理').disabled).toBe(true)
    expect(box('化学').disabled).toBe(false)
    expect(box('历史').disabled).toBe(false)
    expect(screen.getByRole('group', { name: HOME_TEXT.quickRank.secondSubjects(2) })).not.toBeNull()

    pick('山东')
    tick('物理', '化学', '生物')
    for (const closed of ['历史', '政治', '地理']) expect(box(closed).disabled).toBe(true)
    tick('生物')
    for (const open of ['历史', '政治', '地理']) expect(box(open).disabled).toBe(false)
    expect(screen.getByRole('group', { name: HOME_TEXT.quickRank.subjects(3) })).not.toBeNull()
  })
})
