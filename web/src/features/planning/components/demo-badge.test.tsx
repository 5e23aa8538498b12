import { type Candidate, SAMPLE_DATA_NOTICE, UNDERGRADUATE_BATCH, VOLUNTEER_MODES } from '@gaokao/contracts'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CandidateSummary } from './CandidateSummary'
import { ChanceDetails } from './ChanceDetails'
import { chance, renderWithDatasetInfo } from './card-test-setup'

/**
 * The planner's 示例数据 badges (the candidate's rank year, each chance's past years) read the dataset info
 * themselves, as the shared notices do (docs/web-features.md): a page passes no `demo` down, and the badge says
 * 示例数据 exactly when the dataset does.
 */
const candidate: Candidate = {
  name: '张三',
  province: '江苏',
  track: '物理类',
  xk: '物/化/生',
  score: 600,
  rank: 28_000,
  rankYear: 2025,
  mode: VOLUNTEER_MODES[0],
  volunteers: 40,
  majorsPerVolunteer: 6,
  defaultBatch: UNDERGRADUATE_BATCH,
  batchLines: [],
}

describe('the planner’s 示例数据 badges follow the dataset info', () => {
  it.each([
    [true, `${SAMPLE_DATA_NOTICE} · 2025年`],
    [false, '2025年'],
  ])('the candidate’s rank year (demo %s)', (demo, label) => {
    renderWithDatasetInfo(<CandidateSummary candidate={candidate} />, demo)
    expect(screen.getByText(label)).toBeTruthy()
  })

  it.each([
    [true, 1],
    [false, 0],
  ])('a chance’s past years (demo %s)', (demo, badges) => {
    renderWithDatasetInfo(<ChanceDetails chance={chance} open />, demo)
    expect(screen.queryAllByText(SAMPLE_DATA_NOTICE)).toHaveLength(badges)
  })
})
