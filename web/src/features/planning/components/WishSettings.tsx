import { Button } from '@douyinfe/semi-ui'
import {
  type ColourVision,
  DICTIONARIES,
  NORMAL_COLOUR_VISION,
  type Physical,
  PLANNING_PAGE_TEXT,
  WISH_INFO_MAX_LENGTH,
  WISH_NAME_MAX_LENGTH,
  type WishSummary,
} from '@gaokao/contracts'
import { type FormEvent, useEffect, useId, useState } from 'react'
import formStyles from '../../../components/form/form.module.css'
import { LengthCount } from '../../../components/form/LengthCount'
import { NativeSelect } from '../../../components/form/NativeSelect'
import { Segmented } from '../../../components/form/Segmented'
import { showMessage } from '../../../stores/messages'
import { useRenameWish, useUpdateWishInfo } from '../api/wishes'
import styles from './planning.module.css'

const T = PLANNING_PAGE_TEXT
const options = (type: keyof typeof DICTIONARIES) => DICTIONARIES[type].map((d) => ({ value: d.code, label: d.name }))

/** Rename a table, its note, whether it accepts adjustment and the physical conditions its warnings use. */
export function WishSettings({ wish, asksAdjustment }: { wish: WishSummary; asksAdjustment: boolean }) {
  const rename = useRenameWish()
  const info = useUpdateWishInfo()
  const [name, setName] = useState(wish.name)
  const [note, setNote] = useState(wish.info)
  useEffect(() => {
    setName(wish.name)
    setNote(wish.info)
  }, [wish.name, wish.info])
  const nameId = useId()
  const noteId = useId()

  const saveName = (e: FormEvent) => {
    e.preventDefault()
    if (name.trim() === '' || name.trim() === wish.name) return
    rename.mutate({ wishId: wish.id, name: name.trim() }, { onSuccess: () => showMessage('success', T.saved) })
  }
  const saveInfo = (patch: { info?: string; acceptAdjust?: boolean; physical?: Physical }) =>
    info.mutate({ wishId: wish.id, ...patch }, { onSuccess: () => showMessage('success', T.saved) })
  const physical = wish.physical
  const setPhysical = (patch: Partial<Physical>) => {
    const next: Physical = { ...physical, ...patch }
    for (const key of Object.keys(next) as (keyof Physical)[]) if (next[key] === undefined) delete next[key]
    saveInfo({ physical: next })
  }

  return (
    <div className={styles.filters}>
      <form className={formStyles.field} onSubmit={saveName}>
        <label htmlFor={nameId} className={formStyles.label}>
          {T.wishName}
        </label>
        <div className={styles.row}>
          <input
            id={nameId}
            className={formStyles.input}
            maxLength={WISH_NAME_MAX_LENGTH}
            value={name}
            aria-describedby={`${nameId}-count`}
            onChange={(e) => setName(e.target.value)}
          />
          <Button htmlType="submit" loading={rename.isPending} style={{ minHeight: 40 }}>
            {T.rename}
          </Button>
        </div>
        <LengthCount id={`${nameId}-count`} length={name.length} max={WISH_NAME_MAX_LENGTH} />
      </form>
      <div className={formStyles.field}>
        <label htmlFor={noteId} className={formStyles.label}>
          {T.info}
        </label>
        <input
          id={noteId}
          className={formStyles.input}
          maxLength={WISH_INFO_MAX_LENGTH}
          placeholder={T.infoPlaceholder}
          value={note}
          aria-describedby={`${noteId}-count`}
          onChange={(e) => setNote(e.target.value)}
          onBlur={() => note.trim() !== wish.info && saveInfo({ info: note.trim() })}
        />
        <LengthCount id={`${noteId}-count`} length={note.length} max={WISH_INFO_MAX_LENGTH} />
      </div>
      {asksAdjustment && (
        <Segmented
          legend={T.adjust}
          options={options('adjustment')}
          value={wish.acceptAdjust ? '1' : '0'}
          onChange={(v) => saveInfo({ acceptAdjust: v === '1' })}
        />
      )}
      <Segmented
        legend={T.colourVision}
        options={options('colorVision')}
        value={physical.colourVision ?? NORMAL_COLOUR_VISION}
        onChange={(v) => setPhysical({ colourVision: v === NORMAL_COLOUR_VISION ? undefined : (v as ColourVision) })}
      />
      <NativeSelect
        label={T.visionFivePoint}
        value={physical.visionFivePoint === undefined ? '' : physical.visionFivePoint.toFixed(1)}
        options={[{ value: '', label: T.visionNone }, ...options('visionFivePoint')]}
        onChange={(v) => setPhysical({ visionFivePoint: v === '' ? undefined : Number(v) })}
      />
      <NativeSelect
        label={T.visionDecimal}
        value={physical.visionDecimal === undefined ? '' : physical.visionDecimal.toFixed(1)}
        options={[{ value: '', label: T.visionNone }, ...options('visionDecimal')]}
        onChange={(v) => setPhysical({ visionDecimal: v === '' ? undefined : Number(v) })}
      />
    </div>
  )
}
