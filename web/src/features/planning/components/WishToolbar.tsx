import { Button, Modal } from '@douyinfe/semi-ui'
import { PLANNING_PAGE_TEXT, type WishSummary } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { showMessage } from '../../../stores/messages'
import { exportWish } from '../api/exports'
import { useClearWish, useSortWish } from '../api/wishes'
import { tableFullReason } from '../lib/table-room'
import styles from './planning.module.css'
import { UndoDelete } from './UndoDelete'
import tableStyles from './wish-table.module.css'

const T = PLANNING_PAGE_TEXT

/**
 * A table's actions: sort by chance, export (Excel, PDF), clear, and back to
 * choosing; below them why the table takes no new line when it is full, and
 * 撤销 after the last line was deleted.
 */
export function WishToolbar({ wish, editable }: { wish: WishSummary; editable: boolean }) {
  const sort = useSortWish()
  const clear = useClearWish()
  const [exporting, setExporting] = useState<'xlsx' | 'pdf'>()
  const download = async (kind: 'xlsx' | 'pdf') => {
    setExporting(kind)
    try {
      showMessage('success', T.exported(await exportWish(wish.id, wish.name, kind)))
    } finally {
      setExporting(undefined)
    }
  }
  const empty = wish.lineCount === 0
  const full = editable ? tableFullReason(wish, wish.province) : undefined
  return (
    <>
      <div className={styles.toolbar}>
        {editable && (
          <Button
            disabled={empty}
            loading={sort.isPending}
            onClick={() => sort.mutate({ wishId: wish.id }, { onSuccess: () => showMessage('success', T.sorted) })}
          >
            {T.sortByChance}
          </Button>
        )}
        <Button disabled={empty} loading={exporting === 'xlsx'} onClick={() => download('xlsx')}>
          {T.exportExcel}
        </Button>
        <Button disabled={empty} loading={exporting === 'pdf'} onClick={() => download('pdf')}>
          {T.exportPdf}
        </Button>
        {editable && (
          <Button
            type="danger"
            disabled={empty}
            onClick={() =>
              Modal.confirm({
                title: T.clear,
                content: T.confirmClear,
                okText: T.confirm,
                cancelText: T.cancel,
                onOk: () => clear.mutateAsync({ wishId: wish.id }).then(() => showMessage('success', T.cleared)),
              })
            }
          >
            {T.clear}
          </Button>
        )}
        <Link
          to="/choice"
          search={{ wishId: wish.id, batch: wish.batch as '本科批' | '专科批' }}
          className={styles.linkButton}
        >
          {T.goChoose}
        </Link>
      </div>
      {full && <p className={tableStyles.fullNote}>{full}</p>}
      {/* Once the table is empty there is no list to show 撤销 in (SortableWishLines does otherwise). */}
      {editable && wish.lineCount === 0 && <UndoDelete wishId={wish.id} />}
    </>
  )
}
