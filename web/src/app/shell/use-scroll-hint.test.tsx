import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useMoreToTheRight } from './use-scroll-hint'

/** A stand-in ResizeObserver the test drives by hand, as the browser would after its layout. */
class FakeObserver {
  static last: FakeObserver | undefined
  constructor(readonly callback: () => void) {
    FakeObserver.last = this
  }
  observe() {}
  disconnect() {}
  report() {
    this.callback()
  }
}

function Strip() {
  const ref = useRef<HTMLElement>(null)
  const more = useMoreToTheRight(ref)
  return <nav ref={ref} data-testid="strip" data-more={String(more)} />
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  FakeObserver.last = undefined
})

describe('useMoreToTheRight', () => {
  it("reads the strip's widths only in the observer's report, not during the first render's effects", () => {
    vi.stubGlobal('ResizeObserver', FakeObserver)
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(800)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390)
    const { getByTestId } = render(<Strip />)

    // Read in the effects, the widths forced a layout of the page the browser was about to lay out anyway.
    expect(scrollWidth).not.toHaveBeenCalled()
    expect(getByTestId('strip').dataset.more).toBe('false')

    act(() => FakeObserver.last?.report())
    expect(getByTestId('strip').dataset.more).toBe('true')
  })
})
