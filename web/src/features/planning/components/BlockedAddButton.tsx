import { PLANNING_PAGE_TEXT } from '@gaokao/contracts'
import { showMessage } from '../../../stores/messages'
import styles from './planning.module.css'

/**
 * An add button while the table takes no new line (full): it says why
 * instead of adding. aria-disabled, not disabled: a disabled button cannot be
 * focused, so a keyboard or screen-reader user would never meet the reason.
 * Focused, it reads the reason as its description (title, also the mouse's
 * tooltip); pressed, it shows the reason and sends nothing. A plain button:
 * Semi's Button writes its own aria-disabled from `disabled`.
 */
export function BlockedAddButton({ reason, name, className }: { reason: string; name: string; className?: string }) {
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-label={`${PLANNING_PAGE_TEXT.full}：${name}`}
      title={reason}
      className={[className, styles.blocked].filter(Boolean).join(' ')}
      onClick={() => showMessage('warning', reason)}
    >
      {PLANNING_PAGE_TEXT.full}
    </button>
  )
}
