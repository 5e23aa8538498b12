import { Button } from '@douyinfe/semi-ui'
import { JOB_TEXT } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useState } from 'react'
import styles from './Job.module.css'

/** The job search box: submitting opens /jobLibrary/search with the words in the URL. */
export function JobKeywordForm({ keyword }: { keyword?: string }) {
  const id = useId()
  const navigate = useNavigate()
  const [text, setText] = useState(keyword ?? '')
  useEffect(() => setText(keyword ?? ''), [keyword])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const words = text.trim()
    navigate({ to: '/jobLibrary/search', search: words ? { keyword: words } : {} })
  }
  return (
    <search>
      <form className={styles.keyword} onSubmit={submit}>
        <label htmlFor={id} className={styles.visuallyHidden}>
          {JOB_TEXT.keywordPlaceholder}
        </label>
        <input
          id={id}
          type="search"
          className={styles.input}
          value={text}
          maxLength={30}
          placeholder={JOB_TEXT.keywordPlaceholder}
          onChange={(e) => setText(e.target.value)}
        />
        <Button htmlType="submit" theme="solid" className={styles.button}>
          {JOB_TEXT.search}
        </Button>
      </form>
    </search>
  )
}
