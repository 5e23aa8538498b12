import { Button } from '@douyinfe/semi-ui'
import { type FormEvent, useEffect, useId, useState } from 'react'
import styles from './form.module.css'

interface Props {
  /** The words in the URL now: the box shows them and follows when they change. */
  keyword?: string
  /** The box's placeholder, also its (visually hidden) label. */
  label: string
  searchText: string
  /** With clearText, a button that takes the words out shows while there are some. */
  clearText?: string
  /** The trimmed words; empty words are a search for nothing, i.e. a clear. */
  onSearch: (words: string) => void
  className?: string
}

/** A keyword search box with its button, for the lists whose words live in the URL. */
export function KeywordForm({ keyword, label, searchText, clearText, onSearch, className }: Props) {
  const id = useId()
  const [text, setText] = useState(keyword ?? '')
  useEffect(() => setText(keyword ?? ''), [keyword])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <search>
      <form className={className ? `${styles.keyword} ${className}` : styles.keyword} onSubmit={submit}>
        <label htmlFor={id} className={styles.visuallyHidden}>
          {label}
        </label>
        <input
          id={id}
          type="search"
          className={`${styles.input} ${styles.keywordInput}`}
          value={text}
          maxLength={30}
          placeholder={label}
          onChange={(e) => setText(e.target.value)}
        />
        <Button htmlType="submit" theme="solid" className={styles.keywordButton}>
          {searchText}
        </Button>
        {keyword && clearText && (
          <Button htmlType="button" className={styles.keywordButton} onClick={() => onSearch('')}>
            {clearText}
          </Button>
        )}
      </form>
    </search>
  )
}
