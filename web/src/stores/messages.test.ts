import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages, showMessage } from './messages'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('messages', () => {
  it('are removed after 3 s, then the callback runs', () => {
    const onClose = vi.fn()
    const key = showMessage('success', '保存成功', onClose)
    expect(messages.map[key]).toEqual({ type: 'success', content: '保存成功' })
    vi.advanceTimersByTime(2999)
    expect(messages.map[key]).toBeDefined()
    expect(onClose).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(messages.map[key]).toBeUndefined()
    expect(onClose).toHaveBeenCalledOnce()
  })
})
