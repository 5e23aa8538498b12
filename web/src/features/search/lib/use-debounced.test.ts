import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDebounced } from './use-debounced'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useDebounced', () => {
  it('follows the value only once it has been still for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 500), { initialProps: { value: '' } })
    rerender({ value: '北' })
    act(() => vi.advanceTimersByTime(300))
    rerender({ value: '北京' })
    act(() => vi.advanceTimersByTime(499))
    expect(result.current).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('北京')
  })
})
