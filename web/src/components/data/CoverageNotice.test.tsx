import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type DataCoverageValue, SAMPLE_DATA_NOTICE } from '@gaokao/contracts'
import { render } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CoverageNotice } from './CoverageNotice'
import { readOffRankTable } from './table-source'

const info = vi.hoisted(() => ({ data: undefined as { demo: boolean; coverage?: unknown } | undefined }))
vi.mock('../../api/reference/dataset-info', () => ({ useDatasetInfo: () => ({ data: info.data }) }))

const coverage = {
  rankTables: [{ province: '江苏', year: 2025, track: '物理类', publisher: '江苏省教育考试院', url: 'https://x.cn/t' }],
  admissions: [],
} as unknown as DataCoverageValue
const rankOf = (year: number) => (c: DataCoverageValue | undefined) => [
  readOffRankTable(c, { province: '江苏', year, track: '物理类' }),
]

describe('CoverageNotice', () => {
  beforeEach(() => {
    info.data = undefined
  })

  it('names the table a figure was read off once the dataset info lists it', () => {
    info.data = { demo: true, coverage }
    const { container } = render(<CoverageNotice sources={rankOf(2025)} />)
    expect(container.textContent).toBe('位次由2025年一分一段表推算 · 来源：江苏省教育考试院')
  })

  it('says 示例数据 with the year for a table nobody published, and before the info answers', () => {
    info.data = { demo: true, coverage }
    expect(render(<CoverageNotice sources={rankOf(2024)} />).container.textContent).toBe(
      `${SAMPLE_DATA_NOTICE} · 2024年`,
    )
    info.data = undefined
    expect(render(<CoverageNotice sources={rankOf(2025)} />).container.textContent).toBe(
      `${SAMPLE_DATA_NOTICE} · 2025年`,
    )
  })

  // Components that fetched the dataset info to pass its coverage and demo to the notices leave that to CoverageNotice.
  it.each([
    'features/conversion/components/MockResultPage.tsx',
    'features/conversion/components/ReachSchools.tsx',
    'features/conversion/components/EqualScoreTable.tsx',
  ])('%s does not fetch the dataset info itself', (path) => {
    const source = readFileSync(join(import.meta.dirname, '../..', path), 'utf8')
    expect(source).not.toContain('useDatasetInfo')
    expect(source).toContain('<CoverageNotice')
  })
})
