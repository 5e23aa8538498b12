import { Button } from '@douyinfe/semi-ui'
import { DIALOG_TEXT, SHELL_TEXT } from '@gaokao/contracts'
import { useEffect, useId, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { useGaokaoProvinces } from '../../../api/reference/gaokao-provinces'
import { chooseProvince, closeProvincePicker, user } from '../../../stores/user'
import styles from './ProvincePicker.module.css'

/**
 * The province picker (docs/spec-rules.md, Screens): `required` while the page on screen needs a
 * province none is known for; it opens by itself then and cannot be
 * dismissed. Opened from a control on another page, it can be closed without
 * a choice. The backdrop never closes it. A native modal
 * <dialog> (focus kept inside, Esc, the backdrop) rather than Semi's Modal: a
 * first visit opens it right after the page loads, and Semi's Modal brought
 * about 40 kB of code (Modal, Typography, Tooltip) and a long mount into that
 * moment (docs/performance-budgets.md).
 */
export function ProvincePicker({ required }: { required: boolean }) {
  const { province, provincePickerOpen } = useSnapshot(user)
  const provinces = useGaokaoProvinces()
  const mustChoose = required && province === ''
  const open = mustChoose || provincePickerOpen
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Esc: closes the picker only while a province is known.
        event.preventDefault()
        if (!mustChoose) closeProvincePicker()
      }}
      onClose={() => {
        // Chromium closes a dialog on a second Esc even when the first was refused: open it again.
        if (mustChoose) dialog.current?.showModal()
        else closeProvincePicker()
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {DIALOG_TEXT.provincePickerTitle}
        </h2>
        {!mustChoose && (
          <button type="button" className={styles.close} aria-label={DIALOG_TEXT.close} onClick={closeProvincePicker}>
            ×
          </button>
        )}
      </div>
      <div className={styles.body}>
        {provinces.isPending && (
          <p className={styles.status} role="status">
            {DIALOG_TEXT.loadingTip}
          </p>
        )}
        {provinces.isError && (
          <div className={styles.failed}>
            <span>{SHELL_TEXT.loadFailed}</span>
            <Button onClick={() => provinces.refetch()}>{SHELL_TEXT.retry}</Button>
          </div>
        )}
        {provinces.data && (
          <ul className={styles.grid}>
            {provinces.data.map((p) => (
              <li key={p.value}>
                <button
                  type="button"
                  className={styles.tile}
                  aria-pressed={p.value === province}
                  onClick={() => chooseProvince(p.value)}
                >
                  {p.label}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </dialog>
  )
}
