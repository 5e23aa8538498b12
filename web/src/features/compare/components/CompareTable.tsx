import {
  COLLEGE_TEXT,
  COMMON_TEXT,
  COMPARE_BASKET_TEXT,
  COMPARE_TEXT,
  type DataOf,
  FIGURE_SOURCE_TEXT,
  type querySchoolCompare,
} from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FigureSourceNotice } from '../../../components/data/FigureSourceNotice'
import { NotedSourceNotice } from '../../../components/data/NotedSourceNotice'
import { betterRankIds } from '../lib/better'
import styles from './Compare.module.css'

type School = DataOf<typeof querySchoolCompare>['schools'][number]

/**
 * One row per fact, one column per college, rows aligned. The label column
 * stays put while the colleges scroll sideways on a phone. Only the line's
 * rank is marked 较优, and only where the ranks can be compared (lib/better.ts).
 */
export function CompareTable({
  schools,
  province,
  onRemove,
}: {
  schools: readonly School[]
  province: string
  onRemove: (id: number) => void
}) {
  const better = betterRankIds(schools)
  const row = (label: string, cell: (s: School) => ReactNode) => (
    <tr>
      <th scope="row">{label}</th>
      {schools.map((s) => (
        <td key={s.id}>{cell(s)}</td>
      ))}
    </tr>
  )
  const { rows } = COMPARE_TEXT
  return (
    <>
      <p className={styles.swipeHint}>{COMPARE_TEXT.swipeHint}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard */}
      <section className={styles.scroller} tabIndex={0} aria-label={COMPARE_TEXT.title}>
        <table className={styles.table} data-columns={schools.length}>
          <thead>
            <tr>
              <th scope="col">{COMPARE_TEXT.school}</th>
              {schools.map((s) => (
                <th key={s.id} scope="col" className={styles.schoolHead}>
                  <Link to="/college/$id" params={{ id: s.id }} className={styles.schoolName}>
                    {s.name}
                  </Link>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={COMPARE_BASKET_TEXT.removeLabel(s.name)}
                    onClick={() => onRemove(s.id)}
                  >
                    {COMPARE_TEXT.remove}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row(rows.level, (s) => s.level)}
            {row(rows.type, (s) => `${COLLEGE_TEXT.typeLabel(s.type)} · ${s.nature}`)}
            {row(rows.tags, (s) => (s.tags.length > 0 ? s.tags.join(' · ') : COMPARE_TEXT.noTags))}
            {row(rows.location, (s) => `${s.province}·${s.city}`)}
            {row(rows.authority, (s) => s.authority)}
            {row(rows.ranking, (s) =>
              s.ranking
                ? `${COMMON_TEXT.yearLabel(s.ranking.year)} ${COLLEGE_TEXT.ourRank(s.level, s.ranking.rank)}`
                : '—',
            )}
            {row(rows.line, (s) =>
              !province ? (
                COMPARE_TEXT.noProvince
              ) : s.admission ? (
                <div className={styles.line} data-better={better.has(s.id) || undefined}>
                  <span className={styles.lineOf}>
                    {COMPARE_TEXT.lineOf(s.admission.year, s.admission.province, s.admission.track)}
                  </span>
                  <strong>
                    {s.admission.minRank === null
                      ? FIGURE_SOURCE_TEXT.minScoreNoRank(s.admission.minScore)
                      : COLLEGE_TEXT.minScoreRank(s.admission.minScore, s.admission.minRank)}
                  </strong>
                  {better.has(s.id) && <span className={styles.better}>{COMPARE_TEXT.better}</span>}
                  <NotedSourceNotice source={s.admission.source} />
                  {s.admission.rankSource.kind === 'derived' && s.admission.minRank !== null && (
                    <FigureSourceNotice source={s.admission.rankSource} />
                  )}
                </div>
              ) : (
                COMPARE_TEXT.noLine
              ),
            )}
            {row(rows.majors, (s) => (
              <>
                <strong>{COMPARE_TEXT.majorCount(s.majorCount)}</strong>
                {s.majorSample.length > 0 && <span className={styles.sample}>{s.majorSample.join('、')}…</span>}
              </>
            ))}
            {row(rows.tuition, (s) =>
              !province ? (
                COMPARE_TEXT.noProvince
              ) : s.tuition ? (
                <div className={styles.line}>
                  <strong>{COMPARE_TEXT.tuition(s.tuition.min, s.tuition.max)}</strong>
                  <span className={styles.lineOf}>{COMPARE_TEXT.tuitionOf(s.tuition.year, province)}</span>
                  <NotedSourceNotice source={s.tuition.source} />
                </div>
              ) : (
                COMPARE_TEXT.noTuition
              ),
            )}
          </tbody>
        </table>
      </section>
      {better.size > 0 && <p className={styles.note}>{COMPARE_TEXT.betterNote}</p>}
    </>
  )
}
