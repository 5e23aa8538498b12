import { CONVERSION_PAGE_TEXT, groupDigits } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { CoverageNotice } from '../../../components/data/CoverageNotice'
import { QueryState } from '../../../components/data/QueryState'
import { readOffRankTable } from '../../../components/data/table-source'
import { equalScoresQueryOptions, type RankRange } from '../api/conversion'
import styles from './Conversion.module.css'

const T = CONVERSION_PAGE_TEXT
const C = T.equivalentColumns
const n = (value: number) => groupDigits(value)

/** 等位分: the estimate's share of each recent year's candidates, and the score there (位次法). */
export function EqualScoreTable({ range }: { range: RankRange }) {
  const query = useQuery(equalScoresQueryOptions(range))
  return (
    <section className={styles.section} aria-labelledby="equal-scores-title">
      <div className={styles.headline}>
        <h2 id="equal-scores-title" className={styles.sectionTitle}>
          {T.equivalentTitle}
        </h2>
        {query.data && (
          // Each 等位分 is read off its year's table: derived from a published one (its source named), else
          // 示例数据; one notice per source, at its newest year.
          <CoverageNotice
            sources={(coverage) =>
              query.data.list.map((y) =>
                readOffRankTable(coverage, { province: range.province, year: y.year, track: range.track }),
              )
            }
          />
        )}
      </div>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0}>
        {(data) => (
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{C.year}</th>
                  <th scope="col" className={styles.num}>
                    {C.candidates}
                  </th>
                  <th scope="col" className={styles.num}>
                    {C.rank}
                  </th>
                  <th scope="col" className={styles.num}>
                    {C.score}
                  </th>
                  <th scope="col" className={styles.num}>
                    {C.range}
                  </th>
                  <th scope="col" className={styles.num}>
                    {C.line}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((y) => (
                  <tr key={y.year}>
                    <th scope="row">{y.year}</th>
                    <td className={styles.num}>{n(y.candidates)}</td>
                    <td className={styles.num}>{n(y.rank)}</td>
                    <td className={styles.num}>
                      <strong>{y.score}</strong>
                    </td>
                    <td className={styles.num}>{T.scoreRange(y.scoreLow, y.scoreHigh)}</td>
                    <td className={styles.num}>{y.line ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  )
}
