import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages, showMessage } from './messages'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

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

  it('in a browser, count their 3 s from the first paint, so a busy main thread does not swallow them', () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('document', { hidden: false })
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    const key = showMessage('success', '退出登录成功')
    // Five seconds pass with no frame: the page is busy and nothing has been painted yet.
    vi.advanceTimersByTime(5000)
    expect(messages.map[key]).toBeDefined()
    for (const frame of frames.splice(0)) frame(0)
    vi.advanceTimersByTime(2999)
    expect(messages.map[key]).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(messages.map[key]).toBeUndefined()
  })
})
