import { TOAST_DURATION_MS } from '@gaokao/contracts'
import { proxy } from 'valtio'

export type MessageType = 'success' | 'error' | 'warning'

export interface Message {
  type: MessageType
  content: string
}

/** The toast layer's messages by key (docs/spec-rules.md, Entities: msgMap); each leaves after 3 s. */
export const messages = proxy<{ map: Record<string, Message> }>({ map: {} })

let nextKey = 0

export function showMessage(type: MessageType, content: string, onClose?: () => void): string {
  const key = `m${++nextKey}`
  messages.map[key] = { type, content }
  setTimeout(() => {
    delete messages.map[key]
    onClose?.()
  }, TOAST_DURATION_MS)
  return key
}
