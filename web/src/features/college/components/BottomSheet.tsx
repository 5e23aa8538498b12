import { Button } from '@douyinfe/semi-ui'
import { type ReactNode, useId, useRef } from 'react'
import styles from './BottomSheet.module.css'

interface Props {
  /** The button that opens the sheet (it may count what is set inside). */
  openLabel: string
  title: string
  /** The button at the sheet's foot that closes it. */
  closeLabel: string
  children: ReactNode
}

/**
 * A sheet that rises from the bottom of a phone's screen over the page, for
 * controls that would push the content a screen down (docs/phone-layouts.md).
 * A native modal <dialog>, as the province picker: focus stays inside, Esc
 * and a tap on the backdrop close it, and it costs no script of a library.
 */
export function BottomSheet({ openLabel, title, closeLabel, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const close = () => dialog.current?.close()
  return (
    <>
      <Button className={styles.open} onClick={() => dialog.current?.showModal()}>
        {openLabel}
      </Button>
      {/* A tap on the backdrop lands on the dialog itself; Esc is the keyboard's way out. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the native dialog closes on Esc by itself */}
      <dialog
        ref={dialog}
        className={styles.sheet}
        aria-labelledby={titleId}
        onClick={(event) => {
          if (event.target === event.currentTarget) close()
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        <Button theme="solid" block className={styles.close} onClick={close}>
          {closeLabel}
        </Button>
      </dialog>
    </>
  )
}
