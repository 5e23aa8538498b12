import { TOAST_DURATION_MS } from '@gaokao/contracts'
import { proxy } from 'valtio'

export type MessageType = 'success' | 'error' | 'warning'

export interface Message {
  type: MessageType
  content: string
}

/** The toast layer's messages by key (docs/spec-rules.md, Entities: msgMap); each leaves 3 s after it shows. */
export const messages = proxy<{ map: Record<string, Message> }>({ map: {} })

let nextKey = 0

/**
 * Runs `then` once the page paints next. A phone busy drawing the next page
 * (a logout navigates home) can hold the main thread for seconds: a timer
 * started before that paint would take the toast away the moment it shows.
 * Without frames (a hidden tab, tests outside a browser) it runs at once.
 */
function afterNextPaint(then: () => void): void {
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && !document.hidden) {
    requestAnimationFrame(() => then())
  } else then()
}

export function showMessage(type: MessageType, content: string, onClose?: () => void): string {
  const key = `m${++nextKey}`
  messages.map[key] = { type, content }
  afterNextPaint(() =>
    setTimeout(() => {
      delete messages.map[key]
      onClose?.()
    }, TOAST_DURATION_MS),
  )
  return key
}
