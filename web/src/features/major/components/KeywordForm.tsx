import { Button } from '@douyinfe/semi-ui'
import { MAJOR_TEXT } from '@gaokao/contracts'
import { type FormEvent, useEffect, useId, useState } from 'react'
import styles from './Major.module.css'

/** The keyword search of /major: submitting puts the words in the URL; clearing takes them out. */
export function KeywordForm({
  keyword,
  onSearch,
  onClear,
}: {
  keyword?: string
  onSearch: (keyword: string) => void
  onClear: () => void
}) {
  const id = useId()
  const [text, setText] = useState(keyword ?? '')
  useEffect(() => setText(keyword ?? ''), [keyword])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const words = text.trim()
    if (words === '') onClear()
    else onSearch(words)
  }
  return (
    <search>
      <form className={styles.keyword} onSubmit={submit}>
        <label htmlFor={id} className={styles.visuallyHidden}>
          {MAJOR_TEXT.keywordPlaceholder}
        </label>
        <input
          id={id}
          type="search"
          className={styles.input}
          value={text}
          maxLength={30}
          placeholder={MAJOR_TEXT.keywordPlaceholder}
          onChange={(e) => setText(e.target.value)}
        />
        <Button htmlType="submit" theme="solid" className={styles.button}>
          {MAJOR_TEXT.search}
        </Button>
        {keyword && (
          <Button htmlType="button" className={styles.button} onClick={onClear}>
            {MAJOR_TEXT.clear}
          </Button>
        )}
      </form>
    </search>
  )
}
