import { Button } from '@douyinfe/semi-ui'
import { PLANNING_PAGE_TEXT, PLANNING_TEXT, type WishSummary } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { NativeSelect } from '../../../components/form/NativeSelect'
import { showMessage } from '../../../stores/messages'
import { useAddWish } from '../api/wishes'
import { tableFullReason } from '../lib/table-room'
import styles from './planning.module.css'
import tableStyles from './wish-table.module.css'

const T = PLANNING_PAGE_TEXT

interface Props {
  wishes: readonly WishSummary[]
  current: WishSummary | undefined
  batch: '本科批' | '专科批'
  lineCount: number
  onPick: (wishId: number) => void
}

/** Which table the options go into: pick one, or make a new one for the current batch. */
export function WishPicker({ wishes, current, batch, lineCount, onPick }: Props) {
  const add = useAddWish()
  // A refusal (最多保存 N 张志愿表) is already shown by the call's own toast; nothing is left to throw.
  const create = () =>
    add.mutate(
      { name: PLANNING_TEXT.defaultWishName(nextIndex(wishes)), batch },
      {
        onSuccess: (wish) => {
          showMessage('success', T.createdWish(wish.name))
          onPick(wish.id)
        },
      },
    )
  const full = current ? tableFullReason({ lineCount, capacity: current.capacity }, current.province) : undefined
  return (
    <section className={`${styles.card} ${styles.row} ${styles.spread}`} aria-label={T.currentWish}>
      <div className={styles.row}>
        {wishes.length > 0 ? (
          <NativeSelect
            label={T.currentWish}
            value={current ? String(current.id) : ''}
            options={wishes.map((w) => ({ value: String(w.id), label: `${w.name}（${w.batch}）` }))}
            onChange={(v) => onPick(Number(v))}
          />
        ) : (
          <span className={styles.muted}>{T.noWish}</span>
        )}
        {current && <span className={styles.muted}>{T.filledCount(lineCount, current.capacity)}</span>}
        {full && (
          <p className={tableStyles.fullNote} role="status">
            {full}
          </p>
        )}
      </div>
      <div className={styles.toolbar}>
        <Button onClick={create} loading={add.isPending}>
          {T.newWish}
        </Button>
        {current && (
          <Link to="/choice/detail" search={{ wishId: current.id }} className={styles.linkButton}>
            {T.openWish}
          </Link>
        )}
      </div>
    </section>
  )
}

function nextIndex(wishes: readonly WishSummary[]): number {
  const used = new Set(wishes.map((w) => w.name))
  let i = 1
  while (used.has(PLANNING_TEXT.defaultWishName(i))) i++
  return i
}
