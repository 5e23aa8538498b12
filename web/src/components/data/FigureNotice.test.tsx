import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SAMPLE_DATA_NOTICE } from '@gaokao/contracts'
import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FigureNotice } from './FigureNotice'

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

  // Pages that fetched the dataset info only to pass demo and note to the badge leave that to FigureNotice.
  it.each([
    'features/job/components/JobDetailPage.tsx',
    'features/job/components/JobLibraryPage.tsx',
    'features/job/components/JobSearchPage.tsx',
    'features/major/components/HighPayMajors.tsx',
  ])('%s does not fetch the dataset info itself', (path) => {
    const source = readFileSync(join(import.meta.dirname, '../..', path), 'utf8')
    expect(source).not.toContain('useDatasetInfo')
    expect(source).toContain('<FigureNotice')
  })
})
