import { FIGURE_SOURCE_TEXT, type ProvenanceValue, SAMPLE_DATA_NOTICE } from '@gaokao/contracts'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FigureSourceNotice } from './FigureSourceNotice'

const PAGE = 'https://www.jseea.cn/webfile/index/index_zkxx/2025-07-18/7351781448019349504.html'
const published: ProvenanceValue = { kind: 'published', authority: '江苏省教育考试院', year: 2025, url: PAGE }

describe('FigureSourceNotice', () => {
  it('names a published figure’s authority and year, linking to its page in a new tab', () => {
    const { container } = render(<FigureSourceNotice source={published} />)
    expect(container.textContent).toBe('来源：江苏省教育考试院，2025年')
    const link = screen.getByRole('link', { name: '来源：江苏省教育考试院，2025年' })
    expect(link.getAttribute('href')).toBe(PAGE)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(container.textContent).not.toContain(SAMPLE_DATA_NOTICE)
  })

  it('says how a derived figure was derived, and from whose table', () => {
    const source: ProvenanceValue = { ...published, kind: 'derived', url: 'https://www.jseea.cn/table.html' }
    const { container } = render(<FigureSourceNotice source={source} />)
    expect(container.textContent).toBe('位次由2025年一分一段表推算 · 来源：江苏省教育考试院')
    expect(container.textContent).toContain(FIGURE_SOURCE_TEXT.derived(2025))
    expect(screen.getByRole('link', { name: '来源：江苏省教育考试院' }).getAttribute('href')).toBe(
      'https://www.jseea.cn/table.html',
    )
    expect(container.textContent).not.toContain(SAMPLE_DATA_NOTICE)
  })

  it('keeps 示例数据 and the year on a generated figure, with no source and no link', () => {
    const { container } = render(
      <FigureSourceNotice source={{ kind: 'generated', authority: '', year: 2025, url: '' }} />,
    )
    expect(container.textContent).toBe(`${SAMPLE_DATA_NOTICE} · 2025年`)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('names the source without a link when the page is not a safe http(s) URL', () => {
    for (const url of ['', 'javascript:alert(1)', '//evil.example/x', 'data:text/html,hi']) {
      const { container, unmount } = render(<FigureSourceNotice source={{ ...published, url }} />)
      expect(container.textContent).toBe('来源：江苏省教育考试院，2025年')
      expect(screen.queryByRole('link')).toBeNull()
      unmount()
    }
  })

  it('names an aggregator as what it is', () => {
    const source: ProvenanceValue = {
      kind: 'published',
      authority: '大学生必备网（转载）',
      year: 2024,
      url: 'https://www.dxsbb.com/',
    }
    render(<FigureSourceNotice source={source} />)
    expect(screen.getByRole('link', { name: '来源：大学生必备网（转载），2024年' })).toBeTruthy()
  })
})
