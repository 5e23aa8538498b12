import { Button } from '@douyinfe/semi-ui'
import { groupDigits, RANK_PAGE_TEXT, scoreError } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import formStyles from '../../../components/form/form.module.css'
import { type TableKey, WC_PAGE_SIZE, wcListQueryOptions } from '../api/rank-tables'
import styles from './Rank.module.css'

interface Props {
  tableKey: TableKey
  page: number
  min?: number
  max?: number
  highlight?: number
  /** The row 在表中查看 asked for: scrolled to once its page is shown, and marked. */
  row?: number
  onPage: (page: number) => void
  onRange: (range: { min?: number; max?: number }) => void
}

/** The table itself, highest score first, 50 rows a page, optionally within a score range. */
export function RankTable({ tableKey, page, min, max, highlight, row, onPage, onRange }: Props) {
  const list = useQuery(wcListQueryOptions({ ...tableKey, page, min, max }))
  const data = list.data
  const marked = row ?? highlight
  const target = useRef<HTMLTableRowElement>(null)
  const shown = list.isPlaceholderData ? undefined : data
  // Once per request: the row of this table and page, after its own answer (not the previous page's) is drawn.
  const scrolledFor = useRef<string>()
  useEffect(() => {
    const element = target.current
    if (row === undefined || !shown || !element) return
    const key = `${tableKey.province}|${tableKey.year}|${tableKey.track}|${page}|${row}`
    if (scrolledFor.current === key) return
    scrolledFor.current = key
    element.scrollIntoView({ block: 'center' })
    element.focus({ preventScroll: true })
  }, [row, shown, page, tableKey.province, tableKey.year, tableKey.track])
  return (
    <section className={styles.section} aria-labelledby="rank-table-title">
      <h2 id="rank-table-title" className={styles.sectionTitle}>
        {RANK_PAGE_TEXT.tableTitle}
      </h2>
      {data && (
        <p className={styles.summary}>
          {RANK_PAGE_TEXT.summary(data.year, tableKey.province, data.track, data.candidates, data.topScore)}
        </p>
      )}
      <RangeForm min={min} max={max} onRange={onRange} />
      <QueryState query={list} isEmpty={(d) => d.list.length === 0} emptyText={RANK_PAGE_TEXT.empty}>
        {(d) => (
          <>
            <div className={styles.tableScroll}>
              <table className={styles.table} aria-busy={list.isPlaceholderData}>
                <thead>
                  <tr>
                    <th scope="col">{RANK_PAGE_TEXT.columns.score}</th>
                    <th scope="col">{RANK_PAGE_TEXT.columns.count}</th>
                    <th scope="col">{RANK_PAGE_TEXT.columns.rank}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.list.map((r) => (
                    <tr
                      key={r.score}
                      ref={r.score === row ? target : undefined}
                      tabIndex={r.score === row ? -1 : undefined}
                      data-score={r.score}
                      data-highlight={r.score === marked || undefined}
                    >
                      <td>{r.score}</td>
                      <td>{groupDigits(r.count)}</td>
                      <td>{groupDigits(r.rank)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} total={d.total} pageSize={WC_PAGE_SIZE} onPage={onPage} />
          </>
        )}
      </QueryState>
    </section>
  )
}

function RangeForm({
  min,
  max,
  onRange,
}: {
  min?: number
  max?: number
  onRange: (range: { min?: number; max?: number }) => void
}) {
  const [from, setFrom] = useState(min === undefined ? '' : String(min))
  const [to, setTo] = useState(max === undefined ? '' : String(max))
  const [error, setError] = useState<string>()
  useEffect(() => {
    setFrom(min === undefined ? '' : String(min))
    setTo(max === undefined ? '' : String(max))
    setError(undefined)
  }, [min, max])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const a = from.trim()
    const b = to.trim()
    const problem = (a !== '' ? scoreError(a) : undefined) ?? (b !== '' ? scoreError(b) : undefined)
    if (problem) return setError(problem)
    if (a !== '' && b !== '' && Number(a) > Number(b)) return setError(RANK_PAGE_TEXT.rangeInvalid)
    setError(undefined)
    onRange({ ...(a !== '' ? { min: Number(a) } : {}), ...(b !== '' ? { max: Number(b) } : {}) })
  }

  return (
    <form className={styles.range} onSubmit={submit} noValidate aria-label={RANK_PAGE_TEXT.range}>
      <input
        className={formStyles.input}
        inputMode="numeric"
        aria-label={RANK_PAGE_TEXT.rangeFrom}
        placeholder={RANK_PAGE_TEXT.rangeFrom}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <span aria-hidden="true">—</span>
      <input
        className={formStyles.input}
        inputMode="numeric"
        aria-label={RANK_PAGE_TEXT.rangeTo}
        placeholder={RANK_PAGE_TEXT.rangeTo}
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
      <Button htmlType="submit">{RANK_PAGE_TEXT.rangeApply}</Button>
      {(min !== undefined || max !== undefined) && (
        <Button theme="borderless" onClick={() => onRange({})}>
          {RANK_PAGE_TEXT.rangeClear}
        </Button>
      )}
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </form>
  )
}
