import { COLLEGE_TEXT, SAMPLE_DATA_NOTICE } from '@gaokao/contracts'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RankMethod } from './RankMethod'

const basis = [
  { province: '广东', year: 2024, authority: '广东省教育考试院' },
  { province: '江苏', year: 2025, authority: '江苏省教育考试院' },
]

describe('RankMethod', () => {
  it('states what is measured, from which published lines, and that unranked schools are listed apart', () => {
    const { container } = render(<RankMethod basis={basis} />)
    expect(screen.getByRole('heading', { name: COLLEGE_TEXT.rankMethodTitle })).toBeTruthy()
    const text = container.textContent ?? ''
    expect(text).toContain('广东省教育考试院2024年、江苏省教育考试院2025年公布的本科批投档线')
    expect(text).toContain('最容易录取的普通专业组的最低位次')
    expect(text).toContain('几何平均')
    expect(text).toContain('中外合作办学')
    expect(text).toContain('按名称另列在排名之后')
    expect(text).not.toContain('综合')
    expect(text).not.toContain(SAMPLE_DATA_NOTICE)
  })

  it('names only the basis it is given', () => {
    const { container } = render(<RankMethod basis={[basis[1] as (typeof basis)[number]]} />)
    expect(container.textContent).toContain('数据来源：江苏省教育考试院2025年公布')
    expect(container.textContent).not.toContain('广东省教育考试院')
  })
})

describe('the ranking’s score', () => {
  it('reads as the share of candidates its easiest group reached', () => {
    expect(COLLEGE_TEXT.rankScoreValue(0.03661)).toBe('前0.037%')
    expect(COLLEGE_TEXT.rankScoreValue(2.336)).toBe('前2.3%')
    expect(COLLEGE_TEXT.scoreColumn).not.toContain('综合')
  })
})
