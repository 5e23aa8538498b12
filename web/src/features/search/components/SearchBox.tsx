import { DIALOG_TEXT, SEARCH_DELAY_MS, SEARCH_TEXT, type SearchKind, SUGGESTIONS_PER_KIND } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useSynthesis } from '../api/synthesis'
import { moveActive } from '../lib/search-params'
import { useDebounced } from '../lib/use-debounced'
import { Highlighted } from './Highlighted'
import styles from './Search.module.css'

interface Suggestion {
  key: string
  kind: SearchKind | 'all'
  label: string
  note: string
  go: () => void
}

/**
 * One search box for schools, majors and jobs, with suggestions 500 ms
 * after the last keystroke (docs/spec-rules.md, Constants: select search delay). Enter (or the
 * button) opens /search with the words; arrow keys walk the suggestions and
 * Enter opens the chosen one; Escape closes them. A combobox for screen
 * readers. `compact` suits the header; export and mount it there.
 */
export function SearchBox({ initial = '', compact = false }: { initial?: string; compact?: boolean }) {
  const navigate = useNavigate()
  const inputId = useId()
  const listId = useId()
  const [text, setText] = useState(initial)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const box = useRef<HTMLFormElement>(null)
  useEffect(() => setText(initial), [initial])

  const keyword = useDebounced(text.trim(), SEARCH_DELAY_MS)
  const hits = useSynthesis(keyword, SUGGESTIONS_PER_KIND)
  const settled = keyword !== '' && keyword === text.trim()

  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const search = (words: string) => {
    close()
    if (words !== '') navigate({ to: '/search', search: { q: words } })
  }

  const suggestions = useMemo<Suggestion[]>(() => {
    const d = hits.data
    if (!d || keyword === '') return []
    const go = (fn: () => void) => () => {
      setOpen(false)
      setActive(-1)
      fn()
    }
    return [
      ...d.schools.list.map((s) => ({
        key: `school-${s.id}`,
        kind: 'school' as const,
        label: s.name,
        note: `${s.province} · ${s.level}`,
        go: go(() => navigate({ to: '/college/$id', params: { id: s.id } })),
      })),
      ...d.majors.list.map((m) => ({
        key: `major-${m.id}`,
        kind: 'major' as const,
        label: m.name,
        note: `${m.level} · ${m.className}`,
        go: go(() => navigate({ to: '/major/$id', params: { id: m.id } })),
      })),
      ...d.jobs.list.map((j) => ({
        key: `job-${j.id}`,
        kind: 'job' as const,
        label: j.name,
        note: j.industry,
        go: go(() => navigate({ to: '/jobLibrary/$id', params: { id: j.id } })),
      })),
      {
        key: 'all',
        kind: 'all' as const,
        label: SEARCH_TEXT.searchFor(keyword),
        note: '',
        go: go(() => navigate({ to: '/search', search: { q: keyword } })),
      },
    ]
  }, [hits.data, keyword, navigate])

  const expanded = open && text.trim() !== ''
  const optionId = (i: number) => `${listId}-${i}`

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (suggestions.length === 0) return
      setActive((i) => moveActive(i, suggestions.length, event.key === 'ArrowDown' ? 1 : -1))
      return
    }
    if (event.key === 'Escape') {
      if (expanded) event.preventDefault()
      close()
      return
    }
    if (event.key === 'Enter' && active >= 0 && suggestions[active]) {
      event.preventDefault()
      suggestions[active].go()
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    search(text.trim())
  }

  const groups: { kind: SearchKind | 'all'; label: string }[] = [
    { kind: 'school', label: SEARCH_TEXT.kind.school },
    { kind: 'major', label: SEARCH_TEXT.kind.major },
    { kind: 'job', label: SEARCH_TEXT.kind.job },
  ]

  return (
    <search aria-label={SEARCH_TEXT.label} className={compact ? styles.compactRoot : styles.root}>
      <form
        ref={box}
        className={compact ? `${styles.box} ${styles.compact}` : styles.box}
        onSubmit={submit}
        onBlur={(event) => {
          if (!box.current?.contains(event.relatedTarget as Node | null)) close()
        }}
      >
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {SEARCH_TEXT.label}
        </label>
        <input
          id={inputId}
          type="search"
          role="combobox"
          autoComplete="off"
          maxLength={30}
          className={styles.input}
          placeholder={SEARCH_TEXT.placeholder}
          value={text}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          onChange={(e) => {
            setText(e.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit}>
          {SEARCH_TEXT.submit}
        </button>
        <div className={styles.popup} hidden={!expanded}>
          {expanded && !settled && suggestions.length === 0 && (
            <p className={styles.status} role="status">
              {DIALOG_TEXT.loadingTip}
            </p>
          )}
          {expanded && settled && hits.isError && (
            <p className={styles.status} role="status">
              {hits.error.message}
            </p>
          )}
          {expanded && settled && hits.data && suggestions.length === 1 && (
            <p className={styles.status} role="status">
              {SEARCH_TEXT.noResult(keyword)}
            </p>
          )}
          <div id={listId} role="listbox" aria-label={SEARCH_TEXT.suggestions}>
            {groups.map((g) => {
              const items = suggestions.map((s, i) => ({ s, i })).filter(({ s }) => s.kind === g.kind)
              if (!expanded || items.length === 0) return null
              return (
                // biome-ignore lint/a11y/useSemanticElements: a group of options inside the ARIA listbox, not a form fieldset
                <div key={g.kind} role="group" aria-label={g.label} className={styles.group}>
                  <p className={styles.groupTitle} aria-hidden="true">
                    {g.label}
                  </p>
                  {items.map(({ s, i }) => (
                    <Option key={s.key} id={optionId(i)} suggestion={s} keyword={keyword} active={i === active} />
                  ))}
                </div>
              )
            })}
            {expanded &&
              suggestions
                .map((s, i) => ({ s, i }))
                .filter(({ s }) => s.kind === 'all')
                .map(({ s, i }) => (
                  <Option key={s.key} id={optionId(i)} suggestion={s} keyword="" active={i === active} />
                ))}
          </div>
        </div>
      </form>
    </search>
  )
}

function Option({
  id,
  suggestion,
  keyword,
  active,
}: {
  id: string
  suggestion: Suggestion
  keyword: string
  active: boolean
}) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={styles.option}
      data-active={active || undefined}
      // Keep the focus in the input: the blur would close the list before the click lands.
      onMouseDown={(e) => e.preventDefault()}
      onClick={suggestion.go}
      onKeyDown={() => undefined}
    >
      <span className={styles.optionLabel}>
        <Highlighted text={suggestion.label} keyword={keyword} />
      </span>
      {suggestion.note && <span className={styles.optionNote}>{suggestion.note}</span>}
    </div>
  )
}
