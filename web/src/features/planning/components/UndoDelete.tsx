import { PLANNING_PAGE_TEXT } from '@gaokao/contracts'
import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { showMessage } from '../../../stores/messages'
import { useRestoreLine } from '../api/wishes'
import { deletedLine } from '../lib/deleted-line'
import styles from './planning.module.css'
import tableStyles from './wish-table.module.css'

const T = PLANNING_PAGE_TEXT

/**
 * 已删除志愿 X · 撤销, where the deleted line stood (or under the table's
 * actions once the table is empty) until the next delete or until used. Not
 * a toast: a toast leaves after 3 s, before a keyboard or screen-reader user
 * reaches its button. The button takes the focus the deleted line's own 删除
 * button had, so Enter right after a delete undoes it.
 */
export function UndoDelete({ wishId, inList = false }: { wishId: number; inList?: boolean }) {
  const { current } = useSnapshot(deletedLine)
  const restore = useRestoreLine()
  const button = useRef<HTMLButtonElement>(null)
  const shown = current && current.restore.wishId === wishId ? current : undefined
  useEffect(() => {
    if (shown) button.current?.focus()
  }, [shown])
  if (!shown) return null
  const undo = () => {
    // The store's own object (the snapshot is read-only), and only if no other delete replaced it meanwhile.
    const entry = deletedLine.current
    if (!entry || entry.seq !== shown.seq) return
    restore.mutate(entry.restore, {
      onSuccess: (order) => {
        if (deletedLine.current?.seq === entry.seq) deletedLine.current = undefined
        showMessage('success', T.lineRestored(Math.min(entry.restore.position, order.lineCount)))
      },
    })
  }
  const bar = (
    <p className={`${styles.row} ${tableStyles.undo}`} role="status">
      <span>{T.lineDeletedNamed(shown.title)}</span>
      <button
        type="button"
        ref={button}
        className={styles.linkButton}
        disabled={restore.isPending}
        onClick={undo}
        aria-label={T.undoDelete(shown.title)}
      >
        {T.undo}
      </button>
    </p>
  )
  return inList ? <li className={tableStyles.undoItem}>{bar}</li> : bar
}
