import { SAMPLE_DATA_NOTICE } from '@gaokao/contracts'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SampleDataNotice } from './SampleDataNotice'

const LABEL = `${SAMPLE_DATA_NOTICE} · 2025年`

describe('SampleDataNotice', () => {
  it('says 示例数据 and the year, and nothing when there is neither', () => {
    const { container, rerender } = render(<SampleDataNotice year={2025} />)
    expect(screen.getByText(LABEL)).toBeTruthy()
    rerender(<SampleDataNotice demo={false} year={2025} />)
    expect(screen.getByText('2025年')).toBeTruthy()
    rerender(<SampleDataNotice demo={false} />)
    expect(container.textContent).toBe('')
  })

  it('is a plain badge until a pointer reaches one with a note; then Semi’s Tooltip holds it', async () => {
    render(<SampleDataNotice year={2025} note="按 2023-2025 年折算" />)
    const badge = screen.getByText(LABEL)
    // Semi's Tooltip marks its trigger with the id of its popup.
    expect(badge.hasAttribute('data-popupid')).toBe(false)
    fireEvent.pointerEnter(badge)
    // The Tooltip is loaded on first use (its own chunk): a loaded machine takes longer than waitFor's 1 s default.
    await waitFor(() => expect(screen.getByText(LABEL).hasAttribute('data-popupid')).toBe(true), { timeout: 15_000 })
  })
})
