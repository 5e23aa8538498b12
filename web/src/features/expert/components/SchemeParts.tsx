import { BANDS, type DataOf, EXPERT_PAGE_TEXT, formatShare, type interpretationReport } from '@gaokao/contracts'
import { SampleDataNotice } from '../../../components/data/SampleDataNotice'
import styles from './Expert.module.css'

const T = EXPERT_PAGE_TEXT

type Report = DataOf<typeof interpretationReport>

/** The majors a plan suits, with their 冲/稳/保 school counts and the surest school. */
export function MajorTable({ majors }: { majors: readonly Report['majors'][number][] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{T.majorColumns.major}</th>
            <th scope="col">{T.majorColumns.category}</th>
            <th scope="col">{T.majorColumns.options}</th>
            <th scope="col">{T.majorColumns.bands}</th>
            <th scope="col">{T.majorColumns.best}</th>
          </tr>
        </thead>
        <tbody>
          {majors.map((m) => (
            <tr key={m.majorId}>
              <th scope="row">
                {m.name}
                {m.preferred && <span className={styles.badge}>{T.preferred}</span>}
              </th>
              <td>
                {m.category} · {m.className}
              </td>
              <td>{m.options}</td>
              <td>{BANDS.map((b) => m.counts[b]).join(' / ')}</td>
              <td>{m.best ? `${m.best.schoolName}（${m.best.band} ${T.probability(m.best.probability)}）` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The share of the plan's units the subjects open, by requirement and by category. */
export function ScaleSummary({ scale }: { scale: Report['scale'] }) {
  return (
    <>
      <p className={styles.figure}>
        {T.scaleSummary(scale.xk, scale.open, scale.total, scale.share, scale.planYear)}{' '}
        <SampleDataNotice year={scale.planYear} demo={scale.demo} />
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{T.scaleColumns.category}</th>
              <th scope="col">{T.scaleColumns.total}</th>
              <th scope="col">{T.scaleColumns.share}</th>
            </tr>
          </thead>
          <tbody>
            {scale.byCategory.map((c) => (
              <tr key={c.category}>
                <th scope="row">{c.category}</th>
                <td>
                  {c.open} / {c.total}
                </td>
                <td>{formatShare(c.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** The suggested 冲/稳/保 split of the volunteer form, what is available, and examples of each band. */
export function VolunteerSummary({ result }: { result: Report['volunteers'] }) {
  return (
    <>
      <p className={styles.figure}>
        {T.volunteersSummary(result.volunteers, result.suggested.冲, result.suggested.稳, result.suggested.保)}{' '}
        <SampleDataNotice year={result.planYear} demo={result.demo} />
      </p>
      <ul className={styles.bands}>
        {BANDS.map((b) => (
          <li key={b}>
            <strong>{T.available(b, result.available[b])}</strong>
            <ul className={styles.examples}>
              {result.examples[b].map((e) => (
                <li key={`${e.schoolId}-${e.groupCode}-${e.majorName ?? ''}`}>
                  {e.schoolName}
                  {e.majorName ? ` · ${e.majorName}` : ''} {T.probability(e.probability)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  )
}
