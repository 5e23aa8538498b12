import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDebouncedCascaderSearch } from './use-debounced-cascader-search'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** The hook as Semi uses it: onSearch after each keystroke, filterTreeNode for every path, search() from the ref. */
function setup() {
  const { result } = renderHook(() => useDebouncedCascaderSearch(500))
  const searched: string[] = []
  result.current.ref.current = { search: (value) => searched.push(value) }
  const matches = (typed: string) =>
    ['江苏省/南京市', '江苏省/苏州市', '浙江省/杭州市'].filter((path) => result.current.filterTreeNode(typed, path))
  return { hook: result.current, searched, matches }
}

describe('useDebouncedCascaderSearch', () => {
  it('filters by the words only 500 ms after the last keystroke, then asks the cascader to search again', () => {
    const { hook, searched, matches } = setup()
    hook.onSearch('江')
    act(() => vi.advanceTimersByTime(300))
    hook.onSearch('江苏')
    act(() => vi.advanceTimersByTime(499))
    expect(searched).toEqual([])
    expect(matches('江苏')).toHaveLength(3)
    act(() => vi.advanceTimersByTime(1))
    expect(searched).toEqual(['江苏'])
    expect(matches('江苏')).toEqual(['江苏省/南京市', '江苏省/苏州市'])
  })

  it('keeps the last settled filter while the user types on, and does not search again for the same words', () => {
    const { hook, searched, matches } = setup()
    hook.onSearch('苏州')
    act(() => vi.advanceTimersByTime(500))
    hook.onSearch('苏州')
    hook.onSearch('杭')
    expect(matches('杭')).toEqual(['江苏省/苏州市'])
    act(() => vi.advanceTimersByTime(500))
    expect(searched).toEqual(['苏州', '杭'])
    expect(matches('杭')).toEqual(['浙江省/杭州市'])
  })

  it('forgets the words at once when the box is cleared', () => {
    const { hook, searched, matches } = setup()
    hook.onSearch('南京')
    act(() => vi.advanceTimersByTime(500))
    hook.onSearch('')
    act(() => vi.advanceTimersByTime(500))
    expect(searched).toEqual(['南京'])
    expect(matches('')).toHaveLength(3)
  })
})
