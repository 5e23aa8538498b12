import { useSnapshot } from 'valtio'
import { type MessageType, messages } from '../../stores/messages'
import styles from './ToastLayer.module.css'

const ICONS: Record<MessageType, string> = {
  success: '/images/toast/success.svg',
  error: '/images/toast/error.svg',
  warning: '/images/toast/warning.svg',
}

/** The global toast layer: an image chosen by the message type, then the text (docs/spec-rules.md, Screens). */
export function ToastLayer() {
  const { map } = useSnapshot(messages)
  const entries = Object.entries(map)
  return (
    <div className={styles.layer} role="status" aria-live="polite">
      {entries.map(([key, message]) => (
        <div key={key} className={styles.toast} data-type={message.type}>
          <img src={ICONS[message.type]} alt="" width={20} height={20} />
          <span>{message.content}</span>
        </div>
      ))}
    </div>
  )
}
