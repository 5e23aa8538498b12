import { Button } from '@douyinfe/semi-ui'
import { EXPERT_PAGE_TEXT, MESSAGE_TEXT, PROBLEM_NOTES } from '@gaokao/contracts'
import { useState } from 'react'
import { useDatasetInfo } from '../../../api/reference/dataset-info'
import { noMajorLinesText } from '../../../components/data/group-lines-only'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { SampleDataNotice } from '../../../components/data/SampleDataNotice'
import {
  EXPERT_PAGE_SIZE,
  useGenerateReport,
  useScheme,
  useSchemeMajors,
  useSchemeScale,
  useSchemeVolunteers,
} from '../api/expert'
import styles from './Expert.module.css'
import { MajorTable, ScaleSummary, VolunteerSummary } from './SchemeParts'
import { SchemeReport } from './SchemeReport'
import { NewScheme } from './SchemesTab'

const T = EXPERT_PAGE_TEXT

/**
 * One expert-assisted plan, step by step: its answers, the majors its score
 * and subjects suit, what the subjects open, the 冲/稳/保 gradient, and the
 * generated report.
 */
export function SchemeView({ id, onBack }: { id: number; onBack: () => void }) {
  const scheme = useScheme(id)
  const generate = useGenerateReport()
  const [error, setError] = useState<string>()
  const [editing, setEditing] = useState(false)
  return (
    <div className={styles.stack}>
      <div>
        <Button onClick={onBack} className={styles.button}>
          {T.back}
        </Button>
      </div>
      <QueryState query={scheme}>
        {(data) => (
          <>
            <header>
              <h2 className={styles.formTitle}>{data.name}</h2>
              <p className={styles.meta}>{T.candidate(data.province, data.track, data.score, data.rank)}</p>
            </header>
            <section className={styles.section} aria-labelledby="scheme-notes">
              <h3 id="scheme-notes" className={styles.sectionTitle}>
                {T.steps.notes}
              </h3>
              <dl className={styles.answers}>
                {PROBLEM_NOTES.map((q) => (
                  <div key={q.key}>
                    <dt>{q.label}</dt>
                    <dd>{(data.answers[q.key] ?? []).join('、') || '—'}</dd>
                  </div>
                ))}
              </dl>
              {data.note && <p className={styles.meta}>{data.note}</p>}
              <div className={styles.actions}>
                <Button onClick={() => setEditing((e) => !e)} className={styles.button} aria-expanded={editing}>
                  {editing ? T.cancelEdit : T.editScheme}
                </Button>
              </div>
              {editing && (
                <NewScheme
                  draft={{ id, name: data.name, answers: { ...data.answers }, note: data.note }}
                  onSaved={() => setEditing(false)}
                />
              )}
            </section>
            <Majors id={id} province={data.province} />
            <Scale id={id} />
            <Volunteers id={id} />
            <section className={styles.section} aria-labelledby="scheme-report">
              <h3 id="scheme-report" className={styles.sectionTitle}>
                {T.steps.report}
              </h3>
              <div className={styles.actions}>
                <Button
                  theme="solid"
                  className={styles.button}
                  loading={generate.isPending}
                  onClick={() =>
                    generate.mutate(id, {
                      onSuccess: () => setError(undefined),
                      onError: (e) => setError(e instanceof Error ? e.message : MESSAGE_TEXT.requestError),
                    })
                  }
                >
                  {data.reportAt ? T.regenerate : T.generate}
                </Button>
              </div>
              {error && (
                <p className={styles.error} role="alert">
                  {error}
                </p>
              )}
              {data.reportAt && <SchemeReport id={id} generatedAt={data.reportAt} />}
            </section>
          </>
        )}
      </QueryState>
    </div>
  )
}

function Majors({ id, province }: { id: number; province: string }) {
  const [page, setPage] = useState(1)
  const majors = useSchemeMajors(id, page)
  // Majors are recommended from their own lines: none where the province publishes group lines only.
  const emptyText = noMajorLinesText(useDatasetInfo().data?.coverage, province)
  return (
    <section className={styles.section} aria-labelledby="scheme-majors">
      <h3 id="scheme-majors" className={styles.sectionTitle}>
        {T.steps.majors}：{T.majorsTitle}
      </h3>
      <p className={styles.meta}>{T.majorsIntro}</p>
      <QueryState query={majors} isEmpty={(d) => d.total === 0} {...(emptyText ? { emptyText } : {})}>
        {(data) => (
          <>
            <SampleDataNotice year={data.planYear} demo={data.demo} />
            <MajorTable majors={data.list} />
            <Pager page={page} total={data.total} pageSize={EXPERT_PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  )
}

function Scale({ id }: { id: number }) {
  const scale = useSchemeScale(id)
  return (
    <section className={styles.section} aria-labelledby="scheme-scale">
      <h3 id="scheme-scale" className={styles.sectionTitle}>
        {T.steps.scale}：{T.scaleTitle}
      </h3>
      <QueryState query={scale}>{(data) => <ScaleSummary scale={data} />}</QueryState>
    </section>
  )
}

function Volunteers({ id }: { id: number }) {
  const volunteers = useSchemeVolunteers(id)
  return (
    <section className={styles.section} aria-labelledby="scheme-volunteers">
      <h3 id="scheme-volunteers" className={styles.sectionTitle}>
        {T.steps.volunteers}：{T.volunteersTitle}
      </h3>
      <QueryState query={volunteers}>{(data) => <VolunteerSummary result={data} />}</QueryState>
    </section>
  )
}
