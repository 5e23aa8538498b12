import type { DataOf, queryEqualScores } from '@gaokao/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { equalScoresQueryOptions } from '../api/equal-scores'
import { EqualScores } from './EqualScores'

const key = { province: '河南', year: 2026, track: '物理类' as const }
const generated = (year: number) => ({ kind: 'generated' as const, authority: '', year, url: '' })
const answer: DataOf<typeof queryEqualScores> = {
  year: 2026,
  track: '物理类',
  score: 560,
  rank: 80_000,
  candidates: 800_000,
  method: 'share',
  years: [
    {
      year: 2026,
      track: '物理类',
      current: true,
      candidates: 800_000,
      sameScoreRank: 80_000,
      rank: 80_000,
      score: 560,
      note: '',
      source: generated(2026),
    },
    {
      year: 2025,
      track: '物理类',
      current: false,
      candidates: 700_000,
      sameScoreRank: 75_000,
      rank: 70_000,
      score: 565,
      note: '',
      source: generated(2025),
    },
    {
      year: 2024,
      track: null,
      current: false,
      candidates: null,
      sameScoreRank: null,
      rank: null,
      score: null,
      note: '2024年为文理分科，与物理类不是同一种考试，不换算等位分',
      source: null,
    },
  ],
}

function renderWith(data: typeof answer) {
  const client = new QueryClient()
  client.setQueryData(equalScoresQueryOptions(key, 560).queryKey, data)
  return render(
    <QueryClientProvider client={client}>
      <EqualScores tableKey={key} score={560} />
    </QueryClientProvider>,
  )
}

describe('EqualScores', () => {
  it('shows each year with the same score’s rank, the 等位分 and its source, and says which method', () => {
    renderWith(answer)
    expect(screen.getByText(/等位分按考生占比换算/)).toBeTruthy()
    const past = screen.getByText('2025年').closest('tr') as HTMLElement
    expect(within(past).getByText('565')).toBeTruthy()
    expect(within(past).getByText('75,000')).toBeTruthy()
    expect(within(past).getByText(/示例数据/)).toBeTruthy()
    expect(screen.getByText('560分的位次')).toBeTruthy()
  })

  it('says a 文理 year is not comparable instead of giving a score', () => {
    renderWith(answer)
    const old = screen.getByText('2024年').closest('tr') as HTMLElement
    expect(within(old).getByText(/不换算等位分/)).toBeTruthy()
    expect(old.querySelector('[data-equal-score]')).toBeNull()
  })
})
