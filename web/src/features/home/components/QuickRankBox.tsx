import {
  type ExamMode,
  formerTrackOf,
  groupPickCount,
  HOME_TEXT,
  SCORE_LINE_TEXT,
  satNewExam,
  splitFirstChoice,
  splitXk,
  trackOf,
} from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useDatasetInfo } from '../../../api/reference/dataset-info'
import { useGaokaoProvinces } from '../../../api/reference/gaokao-provinces'
import { FigureSourceNotice } from '../../../components/data/FigureSourceNotice'
import { latestYearOf } from '../../../components/data/latest-year'
import { missingYearNote } from '../../../components/data/missing-year'
import { rankTableSource } from '../../../components/data/table-source'
import { CheckGroup } from '../../../components/form/CheckGroup'
import formStyles from '../../../components/form/form.module.css'
import { NativeSelect } from '../../../components/form/NativeSelect'
import { Segmented } from '../../../components/form/Segmented'
import { user } from '../../../stores/user'
import { lookUpRank } from '../api/quick-rank'
import { type Answered, checkQuickRank, currentOutcome, type QuickRankValues, subjectOptions } from '../lib/quick-rank'
import styles from './HomePage.module.css'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'error'; message: string }
  | { kind: 'ok'; rank: number; province: string; xk: string; score: number; mode: ExamMode }

/**
 * 分数查位次 on the home page: province (the visitor's), subjects for its
 * exam mode and a score, checked with the texts of docs/spec-rules.md, Validation, then queryWc.
 * A logged-in student finds their own subjects and score filled in. An
 * answer belongs to the values it was asked for: any edit clears it.
 */
export function QuickRankBox() {
  const snap = useSnapshot(user)
  const provinces = useGaokaoProvinces().data ?? []
  const info = useDatasetInfo().data
  const scoreId = useId()
  const [values, setValues] = useState<QuickRankValues>(() => initialValues(snap))
  const [touched, setTouched] = useState(false)
  const [answered, setAnswered] = useState<Answered<Outcome>>()
  const outcome: Outcome = currentOutcome(answered, values) ?? { kind: 'idle' }

  // Until the visitor edits the box, it follows the province picker and a profile that arrives later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields listed are what initialValues reads
  useEffect(() => {
    if (!touched) setValues(initialValues(snap))
  }, [touched, snap.province, snap.xk, snap.score, snap.gkms])

  const mode = provinces.find((p) => p.value === values.province)?.gkms
  const options = mode ? subjectOptions(mode, values.province, values.subjects) : undefined
  const edit = (next: Partial<QuickRankValues>) => {
    setTouched(true)
    setValues((v) => ({ ...v, ...next }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const asked = values
    const checked = checkQuickRank(mode, asked)
    if ('error' in checked) return setAnswered({ values: asked, outcome: { kind: 'error', message: checked.error } })
    setAnswered({ values: asked, outcome: { kind: 'pending' } })
    // A reply lands only while the box still holds what was asked; after an edit it is dropped.
    const settle = (next: Outcome) =>
      setAnswered((now) => (now?.values === asked ? { values: asked, outcome: next } : now))
    try {
      const rank = await lookUpRank(checked.query.score, checked.query.province, checked.query.xk)
      settle({ kind: 'ok', rank, ...checked.query, mode: mode as ExamMode })
    } catch (error) {
      settle({ kind: 'error', message: (error as Error).message })
    }
  }

  // queryWc answers from the province's newest table: its year and whether it was published label the answer.
  const answeredIn = outcome.kind === 'ok' ? outcome.province : undefined
  const latestYear = latestYearOf(info, answeredIn ?? '')
  const missing = answeredIn === undefined ? undefined : missingYearNote(info?.latestYears, answeredIn, new Date())
  // 新疆 and 西藏 sat 文理 until 2026: the answer comes from that year's 理科/文科 table, and says so.
  const ownTrack = outcome.kind === 'ok' ? trackOf(outcome.mode, outcome.xk) : undefined
  const tableTrack =
    outcome.kind === 'ok' &&
    ownTrack !== undefined &&
    latestYear !== undefined &&
    !satNewExam(outcome.province, latestYear)
      ? (formerTrackOf(ownTrack) ?? ownTrack)
      : ownTrack
  return (
    <section className={`${styles.card} ${styles.quick}`} aria-labelledby="home-quick-title">
      <div className={styles.cardHead}>
        <h2 id="home-quick-title" className={styles.cardTitle}>
          {HOME_TEXT.quickRank.title}
        </h2>
      </div>
      <form className={styles.quickForm} onSubmit={submit} noValidate>
        <NativeSelect
          label={HOME_TEXT.quickRank.province}
          value={values.province}
          placeholder={HOME_TEXT.quickRank.pickProvinceFirst}
          options={provinces.map((p) => ({ value: p.value, label: p.label }))}
          onChange={(province) => edit({ province, subjects: [], first: '' })}
        />
        {options && mode === '3+1+2' && (
          <>
            <Segmented
              legend={HOME_TEXT.quickRank.firstSubject}
              options={options.first}
              value={values.first || undefined}
              onChange={(first) => edit({ first })}
            />
            <CheckGroup
              legend={HOME_TEXT.quickRank.secondSubjects(groupPickCount(mode))}
              options={options.rest}
              value={values.subjects}
              onChange={(subjects) => edit({ subjects })}
            />
          </>
        )}
        {options && mode === '3+3' && (
          <CheckGroup
            legend={HOME_TEXT.quickRank.subjects(groupPickCount(mode))}
            options={options.rest}
            value={values.subjects}
            onChange={(subjects) => edit({ subjects })}
          />
        )}
        <div className={formStyles.field}>
          <label htmlFor={scoreId} className={formStyles.label}>
            {HOME_TEXT.quickRank.score}
          </label>
          <div className={styles.quickRow}>
            <input
              id={scoreId}
              className={formStyles.input}
              inputMode="numeric"
              autoComplete="off"
              placeholder={HOME_TEXT.quickRank.scorePlaceholder}
              value={values.score}
              onChange={(e) => edit({ score: e.target.value })}
            />
            <button type="submit" className={styles.primary} disabled={outcome.kind === 'pending'}>
              {HOME_TEXT.quickRank.submit}
            </button>
          </div>
        </div>
        <div className={styles.quickResult} aria-live="polite">
          {outcome.kind === 'error' && (
            <span role="alert" className={styles.error}>
              {outcome.message}
            </span>
          )}
          {outcome.kind === 'ok' && (
            <>
              <strong className={styles.rank}>
                {latestYear !== undefined
                  ? HOME_TEXT.quickRank.result(latestYear, outcome.rank)
                  : HOME_TEXT.quickRank.resultPlain(outcome.rank)}
              </strong>
              {latestYear !== undefined && (
                <FigureSourceNotice
                  source={rankTableSource(info?.coverage, {
                    province: outcome.province,
                    year: latestYear,
                    track: tableTrack ?? '',
                  })}
                  note={info?.note}
                />
              )}
              {latestYear !== undefined && tableTrack !== ownTrack && (
                <span className={styles.latestNote}>
                  {SCORE_LINE_TEXT.readAsFormer(outcome.province, latestYear, tableTrack ?? '')}
                </span>
              )}
              {missing && <span className={styles.latestNote}>{missing}</span>}
              <Link
                to="/rank"
                search={{ province: outcome.province, track: tableTrack, score: outcome.score }}
                className={styles.more}
              >
                {HOME_TEXT.quickRank.toTable}
              </Link>
            </>
          )}
        </div>
      </form>
    </section>
  )
}

function initialValues(snap: { province: string; xk: string; score: number | null; gkms: string }): QuickRankValues {
  const codes = splitXk(snap.xk)
  const split = snap.gkms === '3+1+2' ? splitFirstChoice('3+1+2', snap.xk) : undefined
  return {
    province: snap.province,
    first: split?.first[0] ?? '',
    subjects: split ? split.second : snap.gkms === '3+3' ? codes : [],
    score: snap.score === null ? '' : String(snap.score),
  }
}
