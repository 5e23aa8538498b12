import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitAtMost } from './wait-at-most'

describe('waitAtMost', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const settled = (promise: Promise<void>) => {
    let state = 'waiting'
    promise.then(() => {
      state = 'resolved'
    })
    return () => state
  }

  it('resolves as soon as the work does, leaving no timer behind', async () => {
    let finish: () => void = () => undefined
    const state = settled(waitAtMost(new Promise<void>((r) => (finish = r)), 1000))
    await vi.advanceTimersByTimeAsync(200)
    expect(state()).toBe('waiting')
    finish()
    await vi.advanceTimersByTimeAsync(0)
    expect(state()).toBe('resolved')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('resolves after the wait when the work hangs', async () => {
    const state = settled(waitAtMost(new Promise(() => undefined), 1000))
    await vi.advanceTimersByTimeAsync(999)
    expect(state()).toBe('waiting')
    await vi.advanceTimersByTimeAsync(1)
    expect(state()).toBe('resolved')
  })

  it('resolves, not rejects, when the work fails', async () => {
    await expect(waitAtMost(Promise.reject(new Error('网络错误')), 1000)).resolves.toBeUndefined()
  })
})
