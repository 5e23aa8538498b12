import { COMMON_TEXT, EQUAL_SCORE_TEXT, groupDigits } from '@gaokao/contracts'
import { FigureSourceNotice } from '../../../components/data/FigureSourceNotice'
import { useEqualScores } from '../api/equal-scores'
import type { TableKey } from '../api/rank-tables'
import styles from './Rank.module.css'

const C = EQUAL_SCORE_TEXT.columns
const n = (v: number | null) => (v === null ? EQUAL_SCORE_TEXT.none : groupDigits(v))

/**
 * 历年等位分 of the looked-up score (docs/equal-scores.md): for each year the
 * province has a table, the same score's rank that year and the score at the
 * same share of candidates, each with the table's year and source. A year of
 * the other exam (文理 before the reform) says it is not comparable. Nothing
 * while the score has no rank here: the lookup above already says why.
 */
export function EqualScores({
  tableKey,
  score,
  note,
}: {
  tableKey: TableKey
  score: number
  note?: string | undefined
}) {
  const answer = useEqualScores(tableKey, score)
  const data = answer.data
  if (!data) return null
  return (
    <section className={styles.section} aria-labelledby="rank-equal-title" data-equal-scores="">
      <h2 id="rank-equal-title" className={styles.sectionTitle}>
        {EQUAL_SCORE_TEXT.title}
      </h2>
      <p className={styles.summary}>{EQUAL_SCORE_TEXT.method}</p>
      <div className={styles.tableScroll}>
        <table className={`${styles.table} ${styles.equalTable}`}>
          <thead>
            <tr>
              {/* 等位分 first after the year: on a phone the columns past the screen's width scroll. */}
              <th scope="col">{C.year}</th>
              <th scope="col">{C.score}</th>
              <th scope="col">{C.sameScoreRank(score)}</th>
              <th scope="col">{C.rank}</th>
              <th scope="col">{C.track}</th>
              <th scope="col">{C.source}</th>
            </tr>
          </thead>
          <tbody>
            {data.years.map((y) => (
              <tr key={y.year} data-year={y.year} data-highlight={y.current || undefined}>
                <th scope="row">
                  {COMMON_TEXT.yearLabel(y.year)}
                  {y.current && EQUAL_SCORE_TEXT.current}
                </th>
                {y.track === null ? (
                  <td colSpan={5} className={styles.equalNote}>
                    {y.note}
                  </td>
                ) : (
                  <>
                    <td data-equal-score="">{y.score === null ? y.note : y.score}</td>
                    <td>{n(y.sameScoreRank)}</td>
                    <td>{n(y.rank)}</td>
                    <td>{y.track}</td>
                    <td className={styles.equalNote}>
                      {y.source && <FigureSourceNotice source={y.source} note={note} />}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
