import { Button, Spin } from '@douyinfe/semi-ui'
import { type DataOf, EVALUATION_TEXT, type queryUserEvaluationReport, shanghaiDateTimeText } from '@gaokao/contracts'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { useDatasetInfo } from '../../../api/reference/dataset-info'
import { Chart } from '../../../components/charts/Chart'
import { QueryState } from '../../../components/data/QueryState'
import { SampleDataNotice } from '../../../components/data/SampleDataNotice'
import { passGate } from '../../../lib/gate'
import { user } from '../../../stores/user'
import { useReport } from '../api/report'
import { reportChartOption } from '../lib/report-chart'
import styles from './Evaluation.module.css'

type Report = DataOf<typeof queryUserEvaluationReport>

/** A finished assessment's report: the code, the scores as a chart and a table, what they mean, and what fits. */
export function ReportView({ reportId }: { reportId: number }) {
  const { session } = useSnapshot(user)
  const report = useReport(reportId, session === 'user')
  if (session === 'unknown') return <Spin />
  if (session !== 'user') {
    return (
      <div className={styles.panel}>
        <p className={styles.text}>{EVALUATION_TEXT.loginToStart}</p>
        <div className={styles.actions}>
          <Button theme="solid" onClick={() => passGate()}>
            {EVALUATION_TEXT.viewReport}
          </Button>
        </div>
      </div>
    )
  }
  return <QueryState query={report}>{(r) => <ReportBody report={r} />}</QueryState>
}

function ReportBody({ report: r }: { report: Report }) {
  const navigate = useNavigate()
  const kind = r.evaluation.kind
  const option = useMemo(() => reportChartOption(kind, r.scores), [kind, r.scores])
  const names = new Map(r.evaluation.dimensions.map((d) => [d.code, d.name]))
  const fromName = (from: string) => names.get(from) ?? from
  const info = useDatasetInfo().data
  const salaryYear = info ? Math.max(...info.years) : undefined
  return (
    <>
      <section className={styles.panel} aria-labelledby="report-code">
        <div className={styles.result}>
          <div>
            <p className={styles.hint}>{EVALUATION_TEXT.yourCode(kind)}</p>
            <p id="report-code" className={styles.code}>
              {r.code}
            </p>
          </div>
          <div>
            <p className={styles.codeName}>{r.codeName}</p>
            <p className={styles.hint}>{EVALUATION_TEXT.finishedAt(shanghaiDateTimeText(r.finishedAt))}</p>
          </div>
        </div>
        {r.summary && <p className={styles.text}>{r.summary}</p>}
        <p className={styles.hint}>{EVALUATION_TEXT.disclaimer}</p>
      </section>

      <section className={styles.panel} aria-labelledby="report-scores">
        <h2 id="report-scores" className={styles.sectionTitle}>
          {EVALUATION_TEXT.scoresTitle}
        </h2>
        <div className={styles.twoColumns}>
          <Chart option={option} label={EVALUATION_TEXT.scoresChart(r.evaluation.name)} height={320} />
          <div className={styles.tableBox}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{EVALUATION_TEXT.dimension}</th>
                  <th scope="col">{EVALUATION_TEXT.score}</th>
                </tr>
              </thead>
              <tbody>
                {r.scores.map((s) => (
                  <tr key={s.code}>
                    <th scope="row">
                      {s.name} {s.code}
                    </th>
                    <td>{EVALUATION_TEXT.scoreOf(s.score, s.max)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="report-meaning">
        <h2 id="report-meaning" className={styles.sectionTitle}>
          {EVALUATION_TEXT.interpretation}
        </h2>
        <ul className={styles.dimensions}>
          {r.dimensions.map((d) => (
            <li key={d.code} className={styles.dimension}>
              <h3 className={styles.dimensionName}>
                {d.name} {d.code}
              </h3>
              <p className={styles.text}>{d.summary}</p>
              <ul className={styles.chips} aria-label={EVALUATION_TEXT.traits}>
                {d.traits.map((t) => (
                  <li key={t} className={styles.chip}>
                    {t}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.panel} aria-labelledby="report-majors">
        <h2 id="report-majors" className={styles.sectionTitle}>
          {EVALUATION_TEXT.fitMajors}
        </h2>
        <p className={styles.hint}>{EVALUATION_TEXT.fitMajorsHint}</p>
        <ul className={styles.links}>
          {r.majors.map((m) => (
            <li key={m.id}>
              <Link to="/major/$id" params={{ id: m.id }}>
                {m.name}
                <span className={styles.from}>{kind === 'code' ? fromName(m.from) : m.level}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.panel} aria-labelledby="report-careers">
        <h2 id="report-careers" className={styles.sectionTitle}>
          {EVALUATION_TEXT.fitCareers}
        </h2>
        <ul className={styles.careers}>
          {r.careers.map((c) => (
            <li key={c.name} className={styles.career}>
              <strong>{c.name}</strong>
              {c.jobs.length === 0 ? (
                <span className={styles.hint}>{EVALUATION_TEXT.noJobInLibrary}</span>
              ) : (
                c.jobs.map((j) => (
                  <Link key={j.id} to="/jobLibrary/$id" params={{ id: j.id }}>
                    {j.name}
                  </Link>
                ))
              )}
            </li>
          ))}
        </ul>
      </section>

      {r.relatedJobs.length > 0 && (
        <section className={styles.panel} aria-labelledby="report-jobs">
          <h2 id="report-jobs" className={styles.sectionTitle}>
            {EVALUATION_TEXT.relatedJobs}
            <SampleDataNotice year={salaryYear} demo={info?.demo ?? true} />
          </h2>
          <p className={styles.hint}>{EVALUATION_TEXT.relatedJobsHint}</p>
          <ul className={styles.careers}>
            {r.relatedJobs.map((j) => (
              <li key={j.id} className={styles.career}>
                <Link to="/jobLibrary/$id" params={{ id: j.id }}>
                  {j.name}
                </Link>
                <span className={styles.hint}>
                  {j.industry} · {EVALUATION_TEXT.salary(j.salaryMin, j.salaryMax)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className={styles.actions}>
        <Button
          theme="solid"
          onClick={() => {
            if (passGate()) void navigate({ to: '/evaluate/$id', params: { id: r.evaluation.id }, search: { step: 1 } })
          }}
        >
          {EVALUATION_TEXT.retake}
        </Button>
      </div>
    </>
  )
}
