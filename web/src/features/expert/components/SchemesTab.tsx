import { Button } from '@douyinfe/semi-ui'
import {
  EXPERT_PAGE_TEXT,
  EXPERT_TEXT,
  MESSAGE_TEXT,
  type ProblemNoteQuestion,
  SCHEME_NAME_MAX_LENGTH,
  SCHEME_NOTE_MAX_LENGTH,
  shanghaiDateTimeText,
} from '@gaokao/contracts'
import { type FormEvent, useId, useState } from 'react'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { CheckGroup } from '../../../components/form/CheckGroup'
import formStyles from '../../../components/form/form.module.css'
import { LengthCount } from '../../../components/form/LengthCount'
import { Segmented } from '../../../components/form/Segmented'
import { EXPERT_PAGE_SIZE, useProblemNotes, useSaveScheme, useSchemes } from '../api/expert'
import styles from './Expert.module.css'
import { FormSubmitRow } from './FormSubmitRow'
import { TextAreaField } from './TextAreaField'

const T = EXPERT_PAGE_TEXT

/** My expert-assisted plans, and a new one from the planner's questions. */
export function SchemesTab({ onOpen }: { onOpen: (id: number) => void }) {
  const [page, setPage] = useState(1)
  const schemes = useSchemes(page)
  return (
    <div className={styles.stack}>
      <QueryState query={schemes} isEmpty={(d) => d.total === 0} emptyText={T.schemesEmpty}>
        {(data) => (
          <>
            <ul className={styles.schemes}>
              {data.list.map((s) => (
                <li key={s.id} className={styles.scheme}>
                  <div>
                    <h3 className={styles.expertTitle}>{s.name}</h3>
                    <p className={styles.meta}>{T.candidate(s.province, s.track, s.score, s.rank)}</p>
                    <p className={styles.meta}>
                      {s.reportAt
                        ? T.reportGeneratedAt(shanghaiDateTimeText(s.reportAt))
                        : shanghaiDateTimeText(s.updatedAt)}
                    </p>
                  </div>
                  <Button onClick={() => onOpen(s.id)} className={styles.button} aria-label={`${T.open}：${s.name}`}>
                    {T.open}
                  </Button>
                </li>
              ))}
            </ul>
            <Pager page={page} total={data.total} pageSize={EXPERT_PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </QueryState>
      <NewScheme onSaved={onOpen} />
    </div>
  )
}

type Answers = Record<string, string[]>

/** A plan being changed: its id and what it holds now. */
export interface SchemeDraft {
  id: number
  name: string
  answers: Answers
  note: string
}

/** The planner's questions as a form: a new plan, or (with a draft) changes to one (subsidiaryScheme). */
export function NewScheme({ draft, onSaved }: { draft?: SchemeDraft; onSaved: (id: number) => void }) {
  const notes = useProblemNotes()
  return (
    <QueryState query={notes}>
      {(data) => <SchemeForm questions={data.questions as ProblemNoteQuestion[]} draft={draft} onSaved={onSaved} />}
    </QueryState>
  )
}

function SchemeForm({
  questions,
  draft,
  onSaved,
}: {
  questions: readonly ProblemNoteQuestion[]
  draft: SchemeDraft | undefined
  onSaved: (id: number) => void
}) {
  const save = useSaveScheme()
  const [name, setName] = useState(draft?.name ?? '')
  const [answers, setAnswers] = useState<Answers>(draft?.answers ?? {})
  const [note, setNote] = useState(draft?.note ?? '')
  const title = draft ? T.editScheme : T.newScheme
  const [error, setError] = useState<string>()
  const nameId = useId()
  const titleId = useId()
  const answer = (key: string, value: string[]) => setAnswers((a) => ({ ...a, [key]: value }))

  const check = (): string | undefined => {
    const trimmed = name.trim()
    if (trimmed.length < 1 || trimmed.length > 20) return EXPERT_TEXT.schemeNameLength
    const missing = questions.find((q) => q.kind === 'single' && (answers[q.key] ?? []).length !== 1)
    if (missing) return EXPERT_TEXT.answersInvalid(missing.label)
    if (note.trim().length > 300) return EXPERT_TEXT.noteLength
    return undefined
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = check()
    setError(problem)
    if (problem) return
    save.mutate(
      { ...(draft ? { id: draft.id } : {}), name: name.trim(), answers, note: note.trim() },
      {
        onSuccess: (saved) => onSaved(saved.id),
        onError: (e) => setError(e instanceof Error ? e.message : MESSAGE_TEXT.requestError),
      },
    )
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.formTitle}>
        {title}
      </h2>
      <div className={formStyles.field}>
        <label htmlFor={nameId} className={formStyles.label}>
          {T.schemeName}
        </label>
        <input
          id={nameId}
          className={formStyles.input}
          value={name}
          maxLength={SCHEME_NAME_MAX_LENGTH}
          placeholder={T.schemeNamePlaceholder}
          aria-describedby={`${nameId}-count`}
          onChange={(e) => setName(e.target.value)}
        />
        <LengthCount id={`${nameId}-count`} length={name.length} max={SCHEME_NAME_MAX_LENGTH} />
      </div>
      <h3 className={styles.subTitle}>{T.steps.notes}</h3>
      {questions.map((q) => (
        <div key={q.key} className={styles.noteQuestion}>
          {q.kind === 'single' ? (
            <Segmented
              legend={q.label}
              options={q.options.map((o) => ({ value: o, label: o }))}
              value={answers[q.key]?.[0]}
              onChange={(v) => answer(q.key, [v])}
            />
          ) : (
            <CheckGroup
              legend={q.label}
              options={q.options.map((o) => ({ value: o, label: o }))}
              value={answers[q.key] ?? []}
              onChange={(v) => answer(q.key, v)}
            />
          )}
          <p className={styles.hint}>{q.hint}</p>
        </div>
      ))}
      <TextAreaField label={T.note} value={note} onChange={setNote} maxLength={SCHEME_NOTE_MAX_LENGTH} rows={3} />
      <FormSubmitRow error={error} pending={save.isPending} label={T.saveScheme} />
    </form>
  )
}
