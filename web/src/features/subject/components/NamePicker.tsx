import { Button } from '@douyinfe/semi-ui'
import { SUBJECT_TEXT } from '@gaokao/contracts'
import { type FormEvent, useState } from 'react'
import styles from './Subject.module.css'

interface Props {
  label: string
  /** The matches of the last search; undefined before one. */
  items: { id: number; label: string }[] | undefined
  pending: boolean
  onSearch: (name: string) => void
  selected: number | undefined
  onPick: (id: number) => void
}

/** A search box and its matches as buttons: pick a school or a major by name. */
export function NamePicker({ label, items, pending, onSearch, selected, onPick }: Props) {
  const [text, setText] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSearch(text.trim())
  }
  return (
    <>
      <search>
        <form className={styles.search} onSubmit={submit}>
          <input
            aria-label={label}
            placeholder={label}
            value={text}
            maxLength={30}
            onChange={(e) => setText(e.target.value)}
          />
          <Button htmlType="submit" loading={pending}>
            {SUBJECT_TEXT.search}
          </Button>
        </form>
      </search>
      {items && (
        <ul className={styles.results}>
          {items.length === 0 && <li className={styles.hint}>{SUBJECT_TEXT.noMatch}</li>}
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.resultButton}
                aria-pressed={item.id === selected}
                onClick={() => onPick(item.id)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
