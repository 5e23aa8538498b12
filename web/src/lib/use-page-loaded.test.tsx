import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAGE_LOADED_WAIT_MS, usePageLoaded } from './use-page-loaded'

function Probe() {
  return <p>{usePageLoaded() ? 'loaded' : 'loading'}</p>
}

/** jsdom's document has loaded already; these tests set where the page is. */
function pageIs(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true })
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  pageIs('complete')
})

/** Runs the frame and the timer that follow the load event. */
const nextFrameAndTask = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(50)
  })

describe('usePageLoaded', () => {
  it('is false while the page loads and true after its load event and the next frame', async () => {
    pageIs('loading')
    render(<Probe />)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAGE_LOADED_WAIT_MS / 2)
    })
    expect(screen.getByText('loading')).toBeTruthy()
    pageIs('complete')
    act(() => {
      window.dispatchEvent(new Event('load'))
    })
    await nextFrameAndTask()
    expect(screen.getByText('loaded')).toBeTruthy()
  })

  it('is true soon after the first render when the page has loaded already', async () => {
    render(<Probe />)
    expect(screen.getByText('loading')).toBeTruthy()
    await nextFrameAndTask()
    expect(screen.getByText('loaded')).toBeTruthy()
  })

  it('is true after PAGE_LOADED_WAIT_MS at the latest when the load event never comes', async () => {
    pageIs('interactive')
    render(<Probe />)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAGE_LOADED_WAIT_MS - 1)
    })
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(screen.getByText('loaded')).toBeTruthy()
  })
})
