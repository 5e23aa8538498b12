import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FIGURE_SOURCE_TEXT, SAMPLE_DATA_NOTICE } from '@gaokao/contracts'
import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FigureNotice } from './FigureNotice'
import { NotedSourceNotice } from './NotedSourceNotice'
import { PlainFigureNotice } from './PlainFigureNotice'

const info = vi.hoisted(() => ({ data: undefined as { demo: boolean; note?: string } | undefined }))
vi.mock('../../api/reference/dataset-info', () => ({ useDatasetInfo: () => ({ data: info.data }) }))

describe('FigureNotice', () => {
  beforeEach(() => {
    info.data = undefined
  })

  it('shows the figure’s own flag until the dataset info answers', () => {
    render(<FigureNotice year={2025} fallbackDemo={false} />)
    expect(screen.getByText('2025年')).toBeTruthy()
  })

  it('says 示例数据 without an answer or a flag of the figure’s own', () => {
    render(<FigureNotice year={2025} />)
    expect(screen.getByText(`${SAMPLE_DATA_NOTICE} · 2025年`)).toBeTruthy()
  })

  it('follows the dataset info once it answers, over the figure’s own flag', () => {
    info.data = { demo: true, note: 'n' }
    render(<FigureNotice year={2025} fallbackDemo={false} />)
    expect(screen.getByText(`${SAMPLE_DATA_NOTICE} · 2025年`)).toBeTruthy()
  })

  it('says 示例数据 for a figure that is sample data whatever the dataset info says', () => {
    info.data = { demo: false, note: 'n' }
    const { rerender } = render(<FigureNotice year={2025} sample />)
    expect(screen.getByText(`${SAMPLE_DATA_NOTICE} · 2025年`)).toBeTruthy()
    rerender(<FigureNotice year={2025} sample={false} />)
    expect(screen.getByText('2025年')).toBeTruthy()
  })

  // Pages that fetched the dataset info only to pass demo and note to the badge leave that to FigureNotice.
  it.each([
    'features/job/components/JobDetailPage.tsx',
    'features/job/components/JobLibraryPage.tsx',
    'features/job/components/JobSearchPage.tsx',
    'features/major/components/HighPayMajors.tsx',
    'features/major/components/MajorDetailPage.tsx',
    'features/major/components/MajorOutcomes.tsx',
  ])('%s does not fetch the dataset info itself', (path) => {
    const source = readFileSync(join(import.meta.dirname, '../..', path), 'utf8')
    expect(source).not.toContain('useDatasetInfo')
    expect(source).toContain('<FigureNotice')
  })

  // The same for the siblings: the batch-line page's badges, which show no note, and the source notices of lists and
  // tables that fetched the info only for the note.
  it.each([
    ['features/batch/components/BatchPage.tsx', '<PlainFigureNotice'],
    ['features/planning/components/AiResultPage.tsx', '<PlainFigureNotice'],
    ['features/planning/components/WishDetailPage.tsx', '<PlainFigureNotice'],
    ['features/college/components/CollegeCard.tsx', '<NotedSourceNotice'],
    ['features/college/components/SchoolScoresPanel.tsx', '<NotedSourceNotice'],
    ['features/college/components/TrendPanel.tsx', '<NotedSourceNotice'],
    ['features/major/components/MajorSchools.tsx', '<NotedSourceNotice'],
    ['features/compare/components/CompareTable.tsx', '<NotedSourceNotice'],
  ])('%s does not fetch the dataset info itself', (path, notice) => {
    const source = readFileSync(join(import.meta.dirname, '../..', path), 'utf8')
    expect(source).not.toContain('useDatasetInfo')
    expect(source).toContain(notice)
  })
})

describe('PlainFigureNotice', () => {
  beforeEach(() => {
    info.data = undefined
  })

  it('says 示例数据 until the dataset info answers, then follows it', () => {
    const { rerender } = render(<PlainFigureNotice year={2025} />)
    expect(screen.getByText(`${SAMPLE_DATA_NOTICE} · 2025年`)).toBeTruthy()
    info.data = { demo: false, note: 'n' }
    rerender(<PlainFigureNotice year={2025} />)
    expect(screen.getByText('2025年')).toBeTruthy()
  })
})

describe('NotedSourceNotice', () => {
  it('names a published source as FigureSourceNotice does', () => {
    info.data = { demo: false, note: 'n' }
    const source = { kind: 'published', authority: '江苏省教育考试院', year: 2025, url: '' } as const
    render(<NotedSourceNotice source={source} />)
    expect(screen.getByText(FIGURE_SOURCE_TEXT.published(source.authority, source.year))).toBeTruthy()
  })
})
