import {
  ANY_OPTION,
  COLLEGE_TEXT,
  COMMON_TEXT,
  EQUAL_SCORE_TEXT,
  FIGURE_SOURCE_TEXT,
  GROUP_FILL_MODE,
  groupDigits,
} from '@gaokao/contracts'
import { NotedSourceNotice } from '../../../components/data/NotedSourceNotice'
import { QueryState } from '../../../components/data/QueryState'
import { NativeSelect } from '../../../components/form/NativeSelect'
import { Segmented } from '../../../components/form/Segmented'
import { useAdmissionTypes } from '../api/admission-types'
import { useSchoolScores } from '../api/school-scores'
import { useScoreBatches } from '../api/score-batches'
import { useScoreTracks } from '../api/score-tracks'
import { useScoreYears } from '../api/score-years'
import { pickTrack } from '../lib/track'
import { CardTable } from './CardTable'
import styles from './College.module.css'
import type { PanelProps } from './panel'

const ALL = ''
const withAll = (label: string, values: readonly (string | number)[]) => [
  { value: ALL, label },
  ...values.map((v) => ({ value: String(v), label: typeof v === 'number' ? COMMON_TEXT.yearLabel(v) : v })),
]

/**
 * 历年分数: the college's admissions in the province, year by year, for a
 * track, filtered by year, admission type and batch (each offered only as
 * the data has it); by 院校专业组 where the province fills by group.
 */
export function SchoolScoresPanel({ schoolId, province, wantedTrack, search, update }: PanelProps) {
  const base = { schoolId, province }
  const years = useScoreYears(base)
  const tracks = useScoreTracks(base)
  const track = pickTrack(wantedTrack, tracks.data)
  const year = years.data?.includes(search.year ?? -1) ? search.year : undefined
  const scope = { ...base, ...(year ? { year } : {}), track: track ?? '' }
  const types = useAdmissionTypes(scope, track !== undefined)
  const batches = useScoreBatches(scope, track !== undefined)
  const admissionType = types.data?.includes(search.type ?? '') ? search.type : undefined
  const batch = batches.data?.includes(search.batch ?? '') ? search.batch : undefined
  const scores = useSchoolScores(
    { ...scope, ...(admissionType ? { admissionType } : {}), ...(batch ? { batch } : {}) },
    track !== undefined,
  )

  return (
    <div className={styles.panel}>
      <QueryState query={tracks} isEmpty={(d) => d.length === 0} emptyText={COLLEGE_TEXT.noScores(province)}>
        {(offered) => (
          <>
            <div className={styles.filterRow}>
              <Segmented
                legend={COLLEGE_TEXT.track}
                options={offered.map((t) => ({ value: t, label: t }))}
                value={track}
                onChange={(t) => update({ track: t })}
              />
              <NativeSelect
                label={COLLEGE_TEXT.year}
                value={year ? String(year) : ALL}
                options={withAll(COLLEGE_TEXT.allYears, years.data ?? [])}
                onChange={(v) => update({ year: v === ALL ? undefined : Number(v) })}
              />
              <NativeSelect
                label={COLLEGE_TEXT.admissionType}
                value={admissionType ?? ALL}
                options={withAll(ANY_OPTION.all, types.data ?? [])}
                onChange={(v) => update({ type: v === ALL ? undefined : v })}
              />
              <NativeSelect
                label={COLLEGE_TEXT.batch}
                value={batch ?? ALL}
                options={withAll(ANY_OPTION.all, batches.data ?? [])}
                onChange={(v) => update({ batch: v === ALL ? undefined : v })}
              />
            </div>
            <QueryState query={scores} isEmpty={(d) => d.list.length === 0} emptyText={COLLEGE_TEXT.noScores(province)}>
              {(data) => {
                const byGroup = data.fillMode === GROUP_FILL_MODE
                // 等位分: every line read in the province's newest table (docs/equal-scores.md); one year and source.
                const equal = data.list.find((r) => r.equalScore)?.equalScore
                return (
                  <>
                    <p className={styles.note}>{COLLEGE_TEXT.fillModeNote(province, data.fillMode)}</p>
                    <CardTable>
                      <table className={styles.table} aria-busy={scores.isPlaceholderData}>
                        <caption>{`${province} ${track ?? ''} ${COLLEGE_TEXT.tabScores}`}</caption>
                        <thead>
                          <tr>
                            <th scope="col">{COLLEGE_TEXT.year}</th>
                            <th scope="col">{COLLEGE_TEXT.batch}</th>
                            <th scope="col">{COLLEGE_TEXT.admissionType}</th>
                            {byGroup && <th scope="col">{COLLEGE_TEXT.group}</th>}
                            {byGroup && <th scope="col">{COLLEGE_TEXT.subjectRequirement}</th>}
                            <th scope="col" className={styles.num}>
                              {COLLEGE_TEXT.minScore}
                            </th>
                            <th scope="col" className={styles.num}>
                              {COLLEGE_TEXT.minRank}
                            </th>
                            {equal && (
                              <th scope="col" className={styles.num}>
                                {EQUAL_SCORE_TEXT.columnOf(equal.year)}
                              </th>
                            )}
                            <th scope="col" className={styles.num}>
                              {COLLEGE_TEXT.avgScore}
                            </th>
                            <th scope="col" className={styles.num}>
                              {COLLEGE_TEXT.places}
                            </th>
                            <th scope="col" className={styles.num}>
                              {COLLEGE_TEXT.batchLine}
                            </th>
                            <th scope="col" className={styles.num}>
                              {COLLEGE_TEXT.lineDiff}
                            </th>
                            {byGroup && <th scope="col">{COLLEGE_TEXT.groupMajors}</th>}
                            <th scope="col">{FIGURE_SOURCE_TEXT.column}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {data.list.map((row) => (
                            <tr key={`${row.year}-${row.track}-${row.batch}-${row.groupCode}-${row.printedName}`}>
                              <td>{COMMON_TEXT.yearLabel(row.year)}</td>
                              <td>{row.batch}</td>
                              <td>{row.admissionType}</td>
                              {byGroup && <td>{COLLEGE_TEXT.groupCode(row.groupCode)}</td>}
                              {byGroup && <td>{row.subjectRequirement}</td>}
                              <td className={styles.num}>{row.minScore}</td>
                              <td className={styles.num}>{row.minRank === null ? '—' : groupDigits(row.minRank)}</td>
                              {equal && (
                                <td className={styles.num} data-equal-score="">
                                  {row.equalScore?.score ?? EQUAL_SCORE_TEXT.none}
                                </td>
                              )}
                              <td className={styles.num}>{row.avgScore ?? '—'}</td>
                              <td className={styles.num}>{row.places ?? '—'}</td>
                              <td className={styles.num}>{row.batchLine ?? '—'}</td>
                              <td className={styles.num}>{row.lineDiff ?? '—'}</td>
                              {byGroup && <td className={styles.wrap}>{row.majors.join('、')}</td>}
                              <td className={styles.sources}>
                                {/* The line's source; its rank's too when the rank was read off the table. */}
                                <NotedSourceNotice source={row.source} />
                                {row.minRank !== null && row.rankSource.kind !== row.source.kind && (
                                  <NotedSourceNotice source={row.rankSource} />
                                )}
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </CardTable>
                    {equal && (
                      <p className={styles.note} data-equal-note="">
                        {EQUAL_SCORE_TEXT.columnNote(equal.year)} <NotedSourceNotice source={equal.source} />
                      </p>
                    )}
                  </>
                )
              }}
            </QueryState>
          </>
        )}
      </QueryState>
    </div>
  )
}
