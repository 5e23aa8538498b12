import { ADJUST_RISK_TEXT, type Chance, formatProbability, groupDigits, PLANNING_PAGE_TEXT } from '@gaokao/contracts'
import { PlainFigureNotice } from '../../../components/data/PlainFigureNotice'
import styles from './planning.module.css'
import tableStyles from './wish-table.module.css'

const n = (v: number) => groupDigits(v)

/**
 * Why an option has its chance (docs/chance-model.md): the sentences built
 * from the numbers, each chosen major's own chance (a group or school line),
 * and the past years the model used, each with its year.
 */
export function ChanceDetails({ chance, open = false }: { chance: Chance; open?: boolean }) {
  const C = PLANNING_PAGE_TEXT.yearsColumns
  return (
    <details className={styles.why} open={open}>
      <summary>{PLANNING_PAGE_TEXT.why}</summary>
      <ul className={styles.reasons}>
        {chance.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <ChosenMajors chance={chance} />
      <div className={styles.tableScroll}>
        <table className={styles.years}>
          <caption className={styles.muted}>
            {PLANNING_PAGE_TEXT.years} <PlainFigureNotice />
          </caption>
          <thead>
            <tr>
              <th scope="col">{C.year}</th>
              <th scope="col">{C.minScore}</th>
              <th scope="col">{C.minRank}</th>
              <th scope="col">{C.rescaled}</th>
              <th scope="col">{C.places}</th>
            </tr>
          </thead>
          <tbody>
            {chance.years.map((y) => (
              <tr key={y.year}>
                <td>{y.year}</td>
                <td>{y.minScore}</td>
                <td>{n(y.minRank)}</td>
                <td>{n(y.rescaledRank)}</td>
                <td>{y.places ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}

/** The past years in one line: 2025年 612分/12,345名 ... */
export function YearsLine({ chance }: { chance: Chance | null }) {
  if (!chance) return null
  return (
    <p className={styles.muted}>
      {chance.years.map((y) => PLANNING_PAGE_TEXT.yearLine(y.year, y.minScore, y.minRank)).join(' · ')}
    </p>
  )
}

/** Each chosen major's chance of a place: the group's chance says nothing of which major admits. */
function ChosenMajors({ chance }: { chance: Chance }) {
  const majors = chance.adjustment?.majors ?? []
  if (majors.length === 0) return null
  const C = PLANNING_PAGE_TEXT.chosenMajorsColumns
  return (
    <div className={styles.tableScroll}>
      <table className={styles.years} data-chosen-majors="">
        <caption className={styles.muted}>{PLANNING_PAGE_TEXT.chosenMajors}</caption>
        <thead>
          <tr>
            <th scope="col">{C.major}</th>
            <th scope="col">{C.probability}</th>
            <th scope="col">{C.band}</th>
          </tr>
        </thead>
        <tbody>
          {majors.map((m) => (
            <tr key={m.id}>
              <td>{m.name}</td>
              <td>{m.probability === null ? PLANNING_PAGE_TEXT.majorNoHistory : formatProbability(m.probability)}</td>
              <td>{m.band ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * 调剂风险 / 退档风险 beside the band: the group is within reach, the chosen
 * majors are not (docs/chance-model.md, "Adjustment"). The sentence is its tooltip and stands in the reasons.
 */
export function AdjustRiskTag({ chance }: { chance: Chance | null }) {
  const adjustment = chance?.adjustment
  if (!adjustment?.risk || adjustment.chosen === null) return null
  const risk = ADJUST_RISK_TEXT[adjustment.risk]
  const text = risk.text(adjustment.chosen, adjustment.group)
  return (
    <span className={tableStyles.riskTag} title={text} data-adjust-risk={adjustment.risk}>
      {risk.label}
    </span>
  )
}
