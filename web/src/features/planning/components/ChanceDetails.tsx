import { type Chance, groupDigits, PLANNING_PAGE_TEXT } from '@gaokao/contracts'
import { SampleDataNotice } from '../../../components/data/SampleDataNotice'
import styles from './planning.module.css'

const n = (v: number) => groupDigits(v)

/**
 * Why an option has its chance (docs/chance-model.md): the sentences built
 * from the numbers, and the past years the model used, each with its year.
 */
export function ChanceDetails({ chance, demo, open = false }: { chance: Chance; demo: boolean; open?: boolean }) {
  const C = PLANNING_PAGE_TEXT.yearsColumns
  return (
    <details className={styles.why} open={open}>
      <summary>{PLANNING_PAGE_TEXT.why}</summary>
      <ul className={styles.reasons}>
        {chance.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <div className={styles.tableScroll}>
        <table className={styles.years}>
          <caption className={styles.muted}>
            {PLANNING_PAGE_TEXT.years} <SampleDataNotice demo={demo} />
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
      {chance.years.map((y) => `${y.year}年 ${y.minScore}分/${n(y.minRank)}名`).join(' · ')}
    </p>
  )
}
