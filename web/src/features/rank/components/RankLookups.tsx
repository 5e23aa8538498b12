import { Button } from '@douyinfe/semi-ui'
import { RANK_PAGE_TEXT, SCORE_LINE_TEXT, scoreError, VALIDATION_TEXT } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import formStyles from '../../../components/form/form.module.css'
import { scoreByWcQueryOptions, scoreRowQueryOptions, type TableKey } from '../api/rank-tables'
import styles from './Rank.module.css'

interface Props {
  tableKey: TableKey
  score: number | undefined
  wc: number | undefined
  onScore: (score: number) => void
  onWc: (wc: number) => void
  /** 在表中查看: the table opens on the row of this score. */
  onShowRow: (score: number) => void
}

/** Score to rank and rank to score in the table shown; the URL holds what was asked. */
export function RankLookups({ tableKey, score, wc, onScore, onWc, onShowRow }: Props) {
  const scoreRow = useQuery({ ...scoreRowQueryOptions(tableKey, score ?? 0), enabled: score !== undefined })
  const byWc = useQuery({ ...scoreByWcQueryOptions(tableKey, wc ?? 1), enabled: wc !== undefined })

  let scoreResult: ReactNode = null
  if (score !== undefined) {
    if (scoreRow.isPending) scoreResult = '…'
    else if (scoreRow.isError) scoreResult = <span role="alert">{scoreRow.error.message}</span>
    else if (scoreRow.data.row === null)
      scoreResult = <span role="alert">{scoreRow.data.outside ?? VALIDATION_TEXT.rankNotFound}</span>
    else
      scoreResult = (
        <>
          <strong>{RANK_PAGE_TEXT.scoreResult(score, scoreRow.data.row.rank, scoreRow.data.row.count)}</strong>
          <Button theme="borderless" onClick={() => onShowRow(score)}>
            {RANK_PAGE_TEXT.showInTable}
          </Button>
        </>
      )
  }

  let wcResult: ReactNode = null
  if (wc !== undefined) {
    if (byWc.isPending) wcResult = '…'
    else if (byWc.isError) wcResult = <span role="alert">{byWc.error.message}</span>
    else {
      const found = byWc.data
      wcResult = (
        <>
          <strong>{RANK_PAGE_TEXT.rankResult(wc, found.score, found.rank)}</strong>
          <Button theme="borderless" onClick={() => onShowRow(found.score)}>
            {RANK_PAGE_TEXT.showInTable}
          </Button>
        </>
      )
    }
  }

  return (
    <div className={styles.lookups}>
      <Lookup
        title={RANK_PAGE_TEXT.scoreToRank}
        placeholder={RANK_PAGE_TEXT.scorePlaceholder}
        initial={score}
        validate={(text) => scoreError(text)}
        onSubmit={onScore}
        result={scoreResult}
      />
      <Lookup
        title={RANK_PAGE_TEXT.rankToScore}
        placeholder={RANK_PAGE_TEXT.rankPlaceholder}
        initial={wc}
        validate={(text) => {
          if (text === '') return RANK_PAGE_TEXT.rankPlaceholder
          return /^[1-9]\d{0,7}$/.test(text) ? undefined : SCORE_LINE_TEXT.rankInvalid
        }}
        onSubmit={onWc}
        result={wcResult}
      />
    </div>
  )
}

function Lookup({
  title,
  placeholder,
  initial,
  validate,
  onSubmit,
  result,
}: {
  title: string
  placeholder: string
  initial: number | undefined
  validate: (text: string) => string | undefined
  onSubmit: (value: number) => void
  result: ReactNode
}) {
  const id = useId()
  const [text, setText] = useState(initial === undefined ? '' : String(initial))
  const [error, setError] = useState<string>()
  // The URL is the truth: back/forward or a new link refills the box.
  useEffect(() => {
    setText(initial === undefined ? '' : String(initial))
    setError(undefined)
  }, [initial])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = text.trim()
    const problem = validate(trimmed)
    setError(problem)
    if (!problem) onSubmit(Number(trimmed))
  }

  return (
    <form className={styles.lookup} onSubmit={submit} noValidate>
      <h2 className={styles.lookupTitle}>
        <label htmlFor={id}>{title}</label>
      </h2>
      <div className={styles.lookupRow}>
        <input
          id={id}
          className={formStyles.input}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          aria-invalid={error !== undefined}
          aria-describedby={`${id}-msg`}
          onChange={(e) => setText(e.target.value)}
        />
        <Button htmlType="submit" theme="solid" className={styles.lookupButton}>
          {RANK_PAGE_TEXT.query}
        </Button>
      </div>
      <div id={`${id}-msg`} className={styles.lookupResult} aria-live="polite">
        {error ? (
          <span role="alert" className={styles.error}>
            {error}
          </span>
        ) : (
          result
        )}
      </div>
    </form>
  )
}
