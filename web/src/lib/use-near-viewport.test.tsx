import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNearViewport } from './use-near-viewport'

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | undefined
  readonly observed: Element[] = []
  disconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  disconnect() {
    this.disconnected = true
  }
  fire(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
  }
}

function Probe() {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  return <div ref={ref} data-testid="box" data-near={String(near)} />
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeObserver.last = undefined
})

describe('useNearViewport', () => {
  it('stays false while the box is far below the screen, turns true when it comes near, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const view = render(<Probe />)
    const box = view.getByTestId('box')
    const observer = FakeObserver.last as FakeObserver
    expect(observer.observed).toEqual([box])
    expect(observer.options?.rootMargin).toBe('0px 0px 600px 0px')
    act(() => observer.fire(false))
    expect(box.dataset.near).toBe('false')
    act(() => observer.fire(true))
    expect(box.dataset.near).toBe('true')
    expect(observer.disconnected).toBe(true)
  })

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const view = render(<Probe />)
    expect(view.getByTestId('box').dataset.near).toBe('true')
  })
})
