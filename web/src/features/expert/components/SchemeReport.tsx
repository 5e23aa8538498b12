import { EXPERT_PAGE_TEXT, formatShare, SHELL_TEXT, shanghaiDateTimeText } from '@gaokao/contracts'
import { useDatasetInfo } from '../../../api/reference/dataset-info'
import { noMajorLinesText } from '../../../components/data/group-lines-only'
import { QueryState } from '../../../components/data/QueryState'
import { SampleDataNotice } from '../../../components/data/SampleDataNotice'
import { useSchemeReport } from '../api/expert'
import styles from './Expert.module.css'
import { MajorTable, ScaleSummary, VolunteerSummary } from './SchemeParts'

const T = EXPERT_PAGE_TEXT
const S = T.reportSections

/** The generated report (interpretationReport): a saved snapshot, shown as generated. */
export function SchemeReport({ id, generatedAt }: { id: number; generatedAt: string }) {
  // generatedAt in the key: a regenerated report is fetched again.
  const report = useSchemeReport(id, generatedAt)
  const coverage = useDatasetInfo().data?.coverage
  return (
    <QueryState query={report}>
      {(data) => {
        const p = data.position
        return (
          <article className={styles.report} aria-labelledby="report-title">
            <header>
              <h3 id="report-title" className={styles.formTitle}>
                {T.reportTitle}：{data.scheme.name}
              </h3>
              <p className={styles.meta}>
                {T.reportGeneratedAt(shanghaiDateTimeText(data.generatedAt))}{' '}
                <SampleDataNotice year={p.year} demo={data.demo} />
              </p>
            </header>
            <section className={styles.section}>
              <h4 className={styles.subTitle}>{S.rank}</h4>
              <p className={styles.figure}>{T.rankLine(p.year, p.score, p.rank, p.candidates, formatShare(p.share))}</p>
              <ul className={styles.plainList}>
                {p.lines.map((l) => (
                  <li key={l.batch}>
                    {p.score >= l.score
                      ? T.lineAbove(l.batch, l.score, p.score - l.score)
                      : T.lineBelow(l.batch, l.score, l.score - p.score)}
                  </li>
                ))}
              </ul>
            </section>
            <section className={styles.section}>
              <h4 className={styles.subTitle}>{S.majors}</h4>
              {data.majors.length > 0 ? (
                <MajorTable majors={data.majors} />
              ) : (
                // No major has lines of its own where the province publishes group lines only: say so, not a bare table.
                <p className={styles.meta}>{noMajorLinesText(coverage, data.scheme.province) ?? SHELL_TEXT.noData}</p>
              )}
            </section>
            <section className={styles.section}>
              <h4 className={styles.subTitle}>{S.scale}</h4>
              <ScaleSummary scale={data.scale} />
            </section>
            <section className={styles.section}>
              <h4 className={styles.subTitle}>{S.volunteers}</h4>
              <VolunteerSummary result={data.volunteers} />
            </section>
            <section className={styles.section}>
              <h4 className={styles.subTitle}>{S.summary}</h4>
              <ul className={styles.summary}>
                {data.summary.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          </article>
        )
      }}
    </QueryState>
  )
}
