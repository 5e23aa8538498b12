import { formatProbability, TABLE_RISK_TEXT, type TableRisk } from '@gaokao/contracts'
import { FactList } from '../../../components/data/FactList'
import styles from './planning.module.css'
import own from './TableRiskSummary.module.css'

const T = TABLE_RISK_TEXT

/**
 * The table judged as a whole (docs/table-risk.md), above its lines: the
 * chance that some line admits under 平行志愿, the 滑档 risk, the 保 lines
 * against what the table needs, and each line that is wasted or not counted.
 */
export function TableRiskSummary({ risk }: { risk: TableRisk }) {
  if (risk.lines.length === 0) return null
  const excluded = risk.lines.filter((l) => l.excluded !== null)
  const problems = [
    ...(risk.enoughSafe ? [] : [T.safeShort(risk.safeCount, risk.safeNeeded)]),
    ...risk.outOfOrder.map((o) => o.text),
    ...excluded.map((l) => T.excludedLine(l.position, l.reason)),
  ]
  return (
    <section className={styles.card} aria-label={T.title} data-level={risk.level}>
      <div className={`${styles.row} ${styles.spread}`}>
        <h2 className={styles.cardTitle}>{T.title}</h2>
        <span className={own.level} data-level={risk.level}>
          {T.level[risk.level]}
        </span>
      </div>
      <FactList
        className={styles.summary}
        facts={[
          { term: T.admittedLabel, value: formatProbability(risk.admitted) },
          { term: T.slideRiskLabel, value: formatProbability(risk.slideRisk) },
          {
            term: T.safeLabel,
            value: T.safeValue(risk.safeCount, risk.safeNeeded),
            valueClassName: risk.enoughSafe ? undefined : own.short,
          },
          { term: T.medianLabel, value: T.medianValue(risk.medianLine) },
        ]}
      />
      <p className={styles.muted}>{T.explain(risk.admitted, risk.admittedIfIndependent)}</p>
      {problems.length > 0 && (
        <ul className={styles.warnings} aria-label={T.problemsLabel}>
          {problems.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
