import { Button, Modal } from '@douyinfe/semi-ui'
import {
  PLANNING_PAGE_TEXT,
  PLANNING_TEXT,
  type PlanningBatch,
  siteRoute,
  UNDERGRADUATE_BATCH,
  WISH_NAME_MAX_LENGTH,
  type WishSummary,
} from '@gaokao/contracts'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { QueryState } from '../../../components/data/QueryState'
import formStyles from '../../../components/form/form.module.css'
import { LengthCount } from '../../../components/form/LengthCount'
import { Segmented } from '../../../components/form/Segmented'
import { Page } from '../../../components/page/Page'
import { showMessage } from '../../../stores/messages'
import { useAddWish, useBatches, useDeleteWish, useMyWishes } from '../api/wishes'
import styles from './planning.module.css'

const T = PLANNING_PAGE_TEXT

/** /choice/buildWish (我的志愿表): every table of the user, opening and deleting them, and making a new one. */
export function MyWishesPage() {
  const wishes = useMyWishes()
  return (
    <Page title={siteRoute('/choice/buildWish').title}>
      <div className={styles.stack}>
        <CreateWish existing={wishes.data?.list ?? []} />
        <QueryState query={wishes} isEmpty={(d) => d.list.length === 0} emptyText={T.noWish}>
          {(d) => (
            <ul className={styles.wishes}>
              {d.list.map((w) => (
                <WishCard key={w.id} wish={w} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Page>
  )
}

export function WishCard({
  wish,
  openTo = '/choice/detail',
}: {
  wish: WishSummary
  openTo?: '/choice/detail' | '/auxiliaryFill/result'
}) {
  const remove = useDeleteWish()
  return (
    <li className={`${styles.card} ${styles.stack}`} style={{ gap: 8 }} aria-label={wish.name}>
      <div className={`${styles.row} ${styles.spread}`}>
        <h2 className={styles.cardTitle}>{wish.name}</h2>
        <span className={styles.tag}>{wish.kind === 'ai' ? T.kindAi : T.kindSelf}</span>
      </div>
      <p className={styles.muted}>
        {wish.province} · {wish.track} · {wish.batch} · {T.lines(wish.lineCount, wish.capacity)}
      </p>
      {wish.info && <p className={styles.muted}>{wish.info}</p>}
      <p className={styles.muted}>{T.updatedAt(wish.updatedAt)}</p>
      <div className={styles.toolbar}>
        <Link to={openTo} search={{ wishId: wish.id }} className={styles.linkButton} data-solid="true">
          {T.open}
        </Link>
        <Button
          type="danger"
          style={{ minHeight: 40 }}
          onClick={() =>
            Modal.confirm({
              title: T.deleteWish,
              content: T.confirmDeleteWish(wish.name),
              okText: T.confirm,
              cancelText: T.cancel,
              onOk: () => remove.mutateAsync({ wishId: wish.id }).then(() => showMessage('success', T.deleted)),
            })
          }
        >
          {T.delete}
        </Button>
      </div>
    </li>
  )
}

function CreateWish({ existing }: { existing: readonly WishSummary[] }) {
  const batches = useBatches()
  const add = useAddWish()
  const navigate = useNavigate()
  const nameId = useId()
  const [name, setName] = useState('')
  const [batch, setBatch] = useState<PlanningBatch>()
  const recommended = batches.data?.find((b) => b.recommended)?.batch ?? UNDERGRADUATE_BATCH
  const placeholder = PLANNING_TEXT.defaultWishName(existing.length + 1)
  // A refusal (同名, 最多保存 N 张) is shown by the call's own toast; nothing is left to throw.
  const submit = (e: FormEvent) => {
    e.preventDefault()
    add.mutate(
      { name: name.trim() || placeholder, batch: batch ?? recommended },
      {
        onSuccess: (wish) => {
          showMessage('success', T.createdWish(wish.name))
          navigate({ to: '/choice', search: { wishId: wish.id, batch: wish.batch as '本科批' | '专科批' } })
        },
      },
    )
  }
  return (
    <form className={`${styles.card} ${styles.filters}`} onSubmit={submit} aria-label={T.createTitle}>
      <div className={formStyles.field}>
        <label htmlFor={nameId} className={formStyles.label}>
          {T.wishName}
        </label>
        <input
          id={nameId}
          className={formStyles.input}
          maxLength={WISH_NAME_MAX_LENGTH}
          placeholder={placeholder}
          value={name}
          aria-describedby={`${nameId}-count`}
          onChange={(e) => setName(e.target.value)}
        />
        <LengthCount id={`${nameId}-count`} length={name.length} max={WISH_NAME_MAX_LENGTH} />
      </div>
      <Segmented
        legend={T.batch}
        options={(batches.data ?? [{ batch: UNDERGRADUATE_BATCH, recommended: true, line: null }]).map((b) => ({
          value: b.batch,
          label: b.line
            ? `${T.batchWithLine(b.batch, b.line.year, b.line.score)}${b.recommended ? ` · ${T.recommended}` : ''}`
            : b.batch,
        }))}
        value={batch ?? recommended}
        onChange={setBatch}
      />
      <div>
        <Button htmlType="submit" theme="solid" loading={add.isPending} style={{ minHeight: 40 }}>
          {T.create}
        </Button>
      </div>
    </form>
  )
}
