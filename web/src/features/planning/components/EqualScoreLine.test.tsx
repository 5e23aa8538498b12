import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EqualScoreLine } from './EqualScoreLine'

describe('EqualScoreLine', () => {
  it('puts the latest line as this year’s 等位分 with its year and the table’s source', () => {
    const source = {
      kind: 'published' as const,
      authority: '江苏省教育考试院',
      year: 2025,
      url: 'https://www.jseea.cn/x',
    }
    render(
      <EqualScoreLine
        equal={{ lineYear: 2024, lineScore: 612, year: 2025, track: '物理类', rank: 20_000, score: 608, source }}
      />,
    )
    expect(screen.getByText(/2024年最低分 612，等位分（2025年）608/)).toBeTruthy()
    expect(screen.getByText('来源：江苏省教育考试院，2025年')).toBeTruthy()
  })

  it('shows nothing without one', () => {
    const { container } = render(<EqualScoreLine equal={null} />)
    expect(container.textContent).toBe('')
  })
})
